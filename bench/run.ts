/**
 * `npm run bench`: one bounded run on loopback, never part of `npm test`.
 *
 * Starts the product as `npm start` does (scripts/start.ts) on its own ports with a fresh PGlite
 * DATA_DIR, and a bare Fastify "hello" server; picks the newest public listing; measures with
 * autocannon (warm-up, then the measured run) the hello route, a prerendered Next page, the property
 * api and the property page (a visitor's, from its 5 s cache, and a signed-in one's, per request);
 * runs Lighthouse (mobile, default simulated throttling) on /p/{id} (or BENCH_LIGHTHOUSE_PATH, e.g. /buy); stops everything, writes
 * bench/results/<date>T<time>-<page>.json and prints a table. See BENCHMARKS.md.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from '@krov/client';
import { endpoints } from '@krov/contracts';
import { type LighthouseResult, lighthouseMedians } from './lib/lighthouse.ts';
import { type LoadResult, measure } from './lib/load.ts';
import { type Started, startNode, stop } from './lib/processes.ts';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.dirname(benchDir);
const tmpDir = path.join(repoRoot, '.test-tmp/bench');

const webPort = Number(process.env.BENCH_WEB_PORT ?? 3400);
const apiPort = Number(process.env.BENCH_API_PORT ?? 4400);
const helloPort = Number(process.env.BENCH_HELLO_PORT ?? 4401);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const durationS = Number(process.env.BENCH_DURATION ?? 10);
const warmupS = Number(process.env.BENCH_WARMUP ?? 3);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const skipLighthouse = process.env.BENCH_LIGHTHOUSE === '0';
const lighthouseRuns = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5));
/** The page Lighthouse measures: the newest listing's /p/{id} unless named (e.g. `/buy`). */
const lighthousePath = process.env.BENCH_LIGHTHOUSE_PATH;

const web = `http://localhost:${webPort}`;
const api = `http://localhost:${apiPort}`;
/** The ratio's base for pages: prerendered at build time (○ in the build), behind the same proxy as /p/{id}. */
const staticPagePath = '/legal/terms';

const targets = { apiOverHello: 0.35, lighthouseScore: 95, jsKb: 170 };

function log(text: string): void {
  console.log(`[bench] ${text}`);
}

const started: Started[] = [];

async function stopAll(): Promise<void> {
  for (const each of started.reverse()) {
    const code = await stop(each);
    log(`${each.name} stopped (exit code ${code})`);
  }
  started.length = 0;
}

let interrupted = false;
process.on('SIGINT', () => {
  if (interrupted) process.exit(130);
  interrupted = true;
  log('SIGINT: stopping what the bench started…');
  void stopAll().then(() => process.exit(130));
});

async function main(): Promise<void> {
  const dataDir = path.join(tmpDir, 'data');
  await rm(tmpDir, { recursive: true, force: true });
  await mkdir(tmpDir, { recursive: true });

  log(`starting the product (web :${webPort}, api :${apiPort}, data in ${dataDir})…`);
  const product = await startNode('product', [path.join(repoRoot, 'scripts/start.ts')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      WEB_PORT: String(webPort),
      API_PORT: String(apiPort),
      DATA_DIR: dataDir,
      PUBLIC_WEB_URL: web,
      PUBLIC_API_URL: api,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SCALE: '100',
      NO_COLOR: '1',
    },
    ready: /Krov is running/,
    timeoutMs: 600_000,
  });
  started.push(product);
  log('product is up');

  const hello = await startNode('hello', [path.join(benchDir, 'hello-server.ts'), String(helloPort)], {
    cwd: repoRoot,
    env: process.env,
    ready: /hello listening/,
    timeoutMs: 30_000,
  });
  started.push(hello);

  const newest = await createClient(endpoints, { baseUrl: api }).call('searchProperties', {
    query: { sort: 'newest', limit: 1 },
  });
  const id = newest.items[0]?.id;
  if (!id) throw new Error(`no public listing in ${JSON.stringify(newest).slice(0, 200)}`);
  log(`listing ${id}`);

  // Each URL must answer 200 before it is loaded: a fast 404 would flatter the figures.
  // A signed-in visitor's /p/{id} renders per request (the proxy sees the access cookie; the api
  // treats this made-up token as no session); everyone else's comes from the page's 5 s cache.
  const signedIn = { cookie: 'krov_access=bench-signed-in' };
  const scenarios: [name: string, url: string, headers?: Record<string, string>][] = [
    ['hello (bare Fastify)', `http://127.0.0.1:${helloPort}/hello`],
    ['api /api/health (app + db ping)', `${api}/api/health`],
    ['api /api/properties/{id}', `${api}/api/properties/${id}`],
    [`web ${staticPagePath} (prerendered)`, `${web}${staticPagePath}`],
    ['web /p/{id} (visitor: cached 5 s)', `${web}/p/${id}`],
    ['web /p/{id} (signed in: per request)', `${web}/p/${id}`, signedIn],
  ];
  for (const [name, url, headers] of scenarios) {
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${name}: ${url} answered ${response.status}`);
  }

  const load: LoadResult[] = [];
  for (const [name, url, headers] of scenarios) {
    log(`autocannon ${name}: ${warmupS} s warm-up + ${durationS} s, ${connections} connections`);
    const result = await measure(name, url, { connections, durationS, warmupS, headers });
    load.push(result);
    log(
      `  ${result.requestsPerSecond} req/s, p50 ${result.latencyMs.p50} ms, p99 ${result.latencyMs.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors}`,
    );
  }
  const byName = (prefix: string) => load.find((each) => each.name.startsWith(prefix)) as LoadResult;
  const helloRps = byName('hello').requestsPerSecond;
  const apiRps = byName('api /api/properties').requestsPerSecond;
  const staticRps = byName(`web ${staticPagePath}`).requestsPerSecond;
  const pageRps = byName('web /p/{id} (visitor').requestsPerSecond;
  const signedInPageRps = byName('web /p/{id} (signed in').requestsPerSecond;
  const ratios = {
    apiOverHello: Math.round((apiRps / helloRps) * 1000) / 1000,
    healthOverHello: Math.round((byName('api /api/health').requestsPerSecond / helloRps) * 1000) / 1000,
    pageOverStatic: Math.round((pageRps / staticRps) * 1000) / 1000,
    signedInPageOverStatic: Math.round((signedInPageRps / staticRps) * 1000) / 1000,
  };

  // The median of several runs, default and calibrated (lib/lighthouse.ts).
  let lighthouse: LighthouseResult | { error: string } | undefined;
  let lighthouseCalibrated: LighthouseResult | undefined;
  let lighthouseScores: { default: number[]; calibrated: number[] } = { default: [], calibrated: [] };
  if (!skipLighthouse) {
    const page = `${web}${lighthousePath ?? `/p/${id}`}`;
    const reportSlug = lighthousePath
      ? lighthousePath.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')
      : 'p';
    try {
      const measured = await lighthouseMedians(page, {
        repoRoot,
        outDir: tmpDir,
        chromePath,
        timeoutMs: 180_000,
        runs: lighthouseRuns,
        reportSlug,
        log,
      });
      lighthouse = measured.median;
      lighthouseCalibrated = measured.calibrated;
      lighthouseScores = measured.scores;
    } catch (error) {
      lighthouse = { error: error instanceof Error ? error.message : String(error) };
    }
  }

  await stopAll();

  const lh = lighthouse && 'performanceScore' in lighthouse ? lighthouse : undefined;
  const verdicts = {
    apiOverHello: ratios.apiOverHello >= targets.apiOverHello,
    lighthouseScore: lh ? lh.performanceScore >= targets.lighthouseScore : null,
    lighthouseScoreCalibrated: lighthouseCalibrated
      ? lighthouseCalibrated.performanceScore >= targets.lighthouseScore
      : null,
    jsKb: lh ? lh.jsTransferBytes / 1024 <= targets.jsKb : null,
  };
  const result = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.availableParallelism(),
      cpuModel: os.cpus()[0]?.model,
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      platform: `${os.platform()} ${os.release()}`,
    },
    method: {
      connections,
      durationS,
      warmupS,
      staticPagePath,
      listingId: id,
      lighthousePage: lighthousePath ?? `/p/${id}`,
      loopback: true,
    },
    load,
    ratios,
    lighthouse,
    lighthouseCalibrated,
    lighthouseScores,
    targets,
    verdicts,
  };
  const resultsDir = path.join(benchDir, 'results');
  await mkdir(resultsDir, { recursive: true });
  // Named by the time and the page Lighthouse measured: two runs of a day never overwrite each other.
  const page = (lighthousePath ?? '/p').replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
  const stamp = result.date.slice(0, 16).replace(':', '');
  const file = path.join(resultsDir, `${stamp}-${page}.json`);
  await writeFile(file, `${JSON.stringify(result, null, 2)}\n`);

  console.log('');
  console.table(
    load.map((each) => ({
      scenario: each.name,
      'req/s': each.requestsPerSecond,
      'p50 ms': each.latencyMs.p50,
      'p95 ms': each.latencyMs.p95,
      'p99 ms': each.latencyMs.p99,
      'bytes/req': each.bytesPerRequest,
      'non-2xx': each.non2xx,
      errors: each.errors + each.timeouts,
    })),
  );
  const mark = (ok: boolean | null) => (ok === null ? 'n/a' : ok ? 'met' : 'NOT met');
  console.table([
    {
      figure: 'api ÷ hello (req/s)',
      value: ratios.apiOverHello,
      target: `≥ ${targets.apiOverHello}`,
      verdict: mark(verdicts.apiOverHello),
    },
    {
      figure: '/p/{id} visitor ÷ static page (req/s)',
      value: ratios.pageOverStatic,
      target: '(base)',
      verdict: '',
    },
    {
      figure: '/p/{id} signed in ÷ static page (req/s)',
      value: ratios.signedInPageOverStatic,
      target: '(base)',
      verdict: '',
    },
    {
      figure: `Lighthouse mobile score, default 4x CPU (median of ${lighthouseScores.default.join(', ')})`,
      value: lh?.performanceScore ?? 'n/a',
      target: `≥ ${targets.lighthouseScore}`,
      verdict: mark(verdicts.lighthouseScore),
    },
    {
      figure: `Lighthouse mobile score, calibrated ${lighthouseCalibrated?.cpuSlowdownMultiplier ?? '?'}x CPU (median of ${lighthouseScores.calibrated.join(', ')})`,
      value: lighthouseCalibrated?.performanceScore ?? 'n/a',
      target: `≥ ${targets.lighthouseScore}`,
      verdict: mark(verdicts.lighthouseScoreCalibrated),
    },
    {
      figure: 'JS transferred (KB)',
      value: lh ? Math.round((lh.jsTransferBytes / 1024) * 10) / 10 : 'n/a',
      target: `≤ ${targets.jsKb}`,
      verdict: mark(verdicts.jsKb),
    },
    {
      figure: 'LCP (ms), default / calibrated',
      value: `${lh?.lcpMs ?? 'n/a'} / ${lighthouseCalibrated?.lcpMs ?? 'n/a'}`,
      target: '',
      verdict: '',
    },
    { figure: 'CLS', value: lh?.cls ?? 'n/a', target: '', verdict: '' },
    {
      figure: 'TBT (ms), default / calibrated',
      value: `${lh?.tbtMs ?? 'n/a'} / ${lighthouseCalibrated?.tbtMs ?? 'n/a'}`,
      target: '',
      verdict: '',
    },
  ]);
  if (lh) {
    log('largest scripts (transfer KB):');
    for (const script of lh.scripts.slice(0, 10)) {
      log(`  ${(script.transferBytes / 1024).toFixed(1).padStart(7)}  ${script.url.replace(web, '')}`);
    }
  } else if (lighthouse) {
    log(`lighthouse failed: ${(lighthouse as { error: string }).error}`);
  }
  log(`written ${path.relative(repoRoot, file)}`);
}

main().catch(async (error: unknown) => {
  console.error(`[bench] failed: ${error instanceof Error ? error.message : String(error)}`);
  for (const each of started)
    console.error(`[${each.name}] last output:\n${each.tail.slice(-15).join('\n')}`);
  await stopAll();
  process.exit(1);
});
