import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface ScriptBytes {
  url: string;
  transferBytes: number;
  resourceBytes: number;
}

export interface LighthouseResult {
  url: string;
  formFactor: string;
  throttlingMethod: string;
  /** Lighthouse's measure of the host's CPU (environment.benchmarkIndex). */
  benchmarkIndex: number;
  cpuSlowdownMultiplier: number;
  performanceScore: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  speedIndexMs: number;
  jsTransferBytes: number;
  jsResourceBytes: number;
  scriptCount: number;
  totalTransferBytes: number;
  documentTransferBytes: number;
  scripts: ScriptBytes[];
  warnings: string[];
  reportPath: string;
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
  mimeType?: string;
  transferSize?: number;
  resourceSize?: number;
}

interface LhReport {
  runWarnings: string[];
  environment: { benchmarkIndex: number };
  configSettings: {
    formFactor: string;
    throttlingMethod: string;
    throttling: { cpuSlowdownMultiplier: number };
  };
  categories: { performance: { score: number } };
  audits: Record<string, { numericValue?: number; details?: { items?: NetworkRequest[] } }>;
}

/**
 * The CPU slowdown that makes this host emulate Lighthouse's mid-tier phone, after Lighthouse's
 * docs/throttling.md ("Calibrating the CPU slowdown"): the default 4x is meant for a high-end
 * desktop (benchmarkIndex 1500-2000); a weaker host gets proportionally less (a low-end desktop,
 * 1000-1500, gets 2x in the docs' table). Lighthouse warns in its report when the default is
 * wrong for the host ("The tested device appears to have a slower CPU than Lighthouse expects").
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  const multiplier = (4 * benchmarkIndex) / 1750;
  return Math.round(Math.min(4, Math.max(1, multiplier)) * 10) / 10;
}

/** Of several runs, the one with the median score (Lighthouse's advice against its variability). */
export function medianRun(runs: readonly LighthouseResult[]): LighthouseResult {
  const sorted = [...runs].sort((a, b) => a.performanceScore - b.performanceScore);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error('no Lighthouse run');
  return median;
}

/** Runs the Lighthouse CLI (mobile is its default preset, simulated throttling) and reads its JSON. */
export async function runLighthouse(
  url: string,
  options: {
    repoRoot: string;
    outDir: string;
    chromePath: string;
    timeoutMs: number;
    /** Lighthouse's default (4) when not given. */
    cpuSlowdownMultiplier?: number;
    reportName?: string;
  },
): Promise<LighthouseResult> {
  const reportPath = path.join(options.outDir, options.reportName ?? 'lighthouse-p.json');
  const cli = path.join(options.repoRoot, 'node_modules/lighthouse/cli/index.js');
  const child = spawn(
    process.execPath,
    [
      cli,
      url,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${reportPath}`,
      `--chrome-flags=${chromeFlags.join(' ')}`,
      '--quiet',
      ...(options.cpuSlowdownMultiplier === undefined
        ? []
        : [`--throttling.cpuSlowdownMultiplier=${options.cpuSlowdownMultiplier}`]),
    ],
    {
      // biome-ignore lint/style/noProcessEnv: the child gets this environment plus the browser's path.
      env: { ...process.env, CHROME_PATH: options.chromePath },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs);
  const code = await new Promise<number | null>((resolve) =>
    child.on('exit', (exitCode) => resolve(exitCode)),
  );
  clearTimeout(timer);
  if (code !== 0) throw new Error(`lighthouse exited with code ${code}`);

  const report = JSON.parse(await readFile(reportPath, 'utf8')) as LhReport;
  const requests = report.audits['network-requests']?.details?.items ?? [];
  const scripts = requests
    .filter((request) => request.resourceType === 'Script')
    .map((request) => ({
      url: request.url,
      transferBytes: request.transferSize ?? 0,
      resourceBytes: request.resourceSize ?? 0,
    }))
    .sort((a, b) => b.transferBytes - a.transferBytes);
  const numeric = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  return {
    url,
    formFactor: report.configSettings.formFactor,
    throttlingMethod: report.configSettings.throttlingMethod,
    benchmarkIndex: Math.round(report.environment.benchmarkIndex),
    cpuSlowdownMultiplier: report.configSettings.throttling.cpuSlowdownMultiplier,
    performanceScore: Math.round(report.categories.performance.score * 100),
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
    tbtMs: Math.round(numeric('total-blocking-time')),
    fcpMs: Math.round(numeric('first-contentful-paint')),
    speedIndexMs: Math.round(numeric('speed-index')),
    jsTransferBytes: sum(scripts.map((script) => script.transferBytes)),
    jsResourceBytes: sum(scripts.map((script) => script.resourceBytes)),
    scriptCount: scripts.length,
    totalTransferBytes: sum(requests.map((request) => request.transferSize ?? 0)),
    documentTransferBytes: sum(
      requests
        .filter((request) => request.resourceType === 'Document')
        .map((request) => request.transferSize ?? 0),
    ),
    scripts,
    warnings: report.runWarnings,
    reportPath,
  };
}

/**
 * Lighthouse's score varies from run to run: the median of `runs` runs with its default CPU
 * slowdown, then of as many calibrated to this host as its docs describe (calibratedCpuSlowdown).
 * Reports go to `<outDir>/lighthouse-<reportSlug>-[calibrated-]<run>.json`.
 */
export async function lighthouseMedians(
  url: string,
  options: Omit<Parameters<typeof runLighthouse>[1], 'cpuSlowdownMultiplier' | 'reportName'> & {
    runs: number;
    reportSlug: string;
    log: (text: string) => void;
  },
): Promise<{
  median: LighthouseResult;
  calibrated: LighthouseResult;
  scores: { default: number[]; calibrated: number[] };
}> {
  const { runs, reportSlug, log, ...common } = options;
  const defaults: LighthouseResult[] = [];
  for (let run = 1; run <= runs; run += 1) {
    log(`lighthouse (mobile, default throttling) on ${url}, run ${run} of ${runs}…`);
    defaults.push(
      await runLighthouse(url, { ...common, reportName: `lighthouse-${reportSlug}-${run}.json` }),
    );
  }
  const median = medianRun(defaults);
  const multiplier = calibratedCpuSlowdown(median.benchmarkIndex);
  const calibrated: LighthouseResult[] = [];
  for (let run = 1; run <= runs; run += 1) {
    log(`lighthouse calibrated (benchmarkIndex ${median.benchmarkIndex} → ${multiplier}x CPU), run ${run}…`);
    calibrated.push(
      await runLighthouse(url, {
        ...common,
        cpuSlowdownMultiplier: multiplier,
        reportName: `lighthouse-${reportSlug}-calibrated-${run}.json`,
      }),
    );
  }
  return {
    median,
    calibrated: medianRun(calibrated),
    scores: {
      default: defaults.map((run) => run.performanceScore),
      calibrated: calibrated.map((run) => run.performanceScore),
    },
  };
}
