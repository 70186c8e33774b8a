/**
 * `node bench/ab.ts <other checkout> [runs]`: the visitor's /p/{id} under load (autocannon) and
 * Lighthouse on it, for this checkout and another one (e.g. a worktree of the previous release),
 * both running at once, runs alternated A, B, A, B… so that a host whose speed drifts (a shared
 * machine) weighs on both alike. Prints each figure and the medians. Never part of `npm test`;
 * see BENCHMARKS.md. BENCH_AB_PORT_OFFSET moves both products' ports (3500/4500 and 3510/4510) so
 * that two checkouts can run it at once; BENCH_LIGHTHOUSE=0 measures the throughput only;
 * BENCH_AB_SIMULTANEOUS=1 loads both products at the same time instead of one after the other;
 * BENCH_AB_PATHS=/,/buy,/p/{id} names the pages Lighthouse measures (default /p/{id}; `{id}` is the
 * newest demo listing), BENCH_AB_LOAD=0 leaves the throughput out and BENCH_AB_LOAD_PATH names the
 * page it is measured on (default /p/{id}).
 */
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from '@krov/client';
import { endpoints } from '@krov/contracts';
import { runLighthouse } from './lib/lighthouse.ts';
import { measure } from './lib/load.ts';
import { type Started, startNode, stop } from './lib/processes.ts';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const here = path.dirname(benchDir);
const [otherArgument, runsArgument] = process.argv.slice(2);
if (!otherArgument) throw new Error('usage: node bench/ab.ts <other checkout> [runs]');
const checkouts = { this: here, other: path.resolve(otherArgument) };
const runs = Number(runsArgument ?? 5);
const chromePath = '/usr/bin/chromium';
const portOffset = Number(process.env.BENCH_AB_PORT_OFFSET ?? 0);
const skipLighthouse = process.env.BENCH_LIGHTHOUSE === '0';
const simultaneous = process.env.BENCH_AB_SIMULTANEOUS === '1';
const skipLoad = process.env.BENCH_AB_LOAD === '0';
/** The page the throughput is measured on (default a visitor's /p/{id}; e.g. /legal/terms, the same in both). */
const loadPath = process.env.BENCH_AB_LOAD_PATH ?? '/p/{id}';
const lighthousePaths = (process.env.BENCH_AB_PATHS ?? '/p/{id}').split(',').filter(Boolean);

async function startProduct(
  root: string,
  offset: number,
): Promise<{ started: Started; web: string; id: string }> {
  const webPort = 3500 + portOffset + offset;
  const apiPort = 4500 + portOffset + offset;
  const dataDir = path.join(root, '.test-tmp/bench-ab');
  await rm(dataDir, { recursive: true, force: true });
  await mkdir(dataDir, { recursive: true });
  const web = `http://localhost:${webPort}`;
  const api = `http://localhost:${apiPort}`;
  const started = await startNode('product', [path.join(root, 'scripts/start.ts')], {
    cwd: root,
    env: {
      ...process.env,
      WEB_PORT: String(webPort),
      API_PORT: String(apiPort),
      DATA_DIR: dataDir,
      PUBLIC_WEB_URL: web,
      PUBLIC_API_URL: api,
      LOG_LEVEL: 'warn',
      NO_COLOR: '1',
    },
    ready: /Krov is running/,
    timeoutMs: 300_000,
  });
  const newest = await createClient(endpoints, { baseUrl: api }).call('searchProperties', {
    query: { sort: 'newest', limit: 1 },
  });
  const id = newest.items[0]?.id;
  if (!id) throw new Error(`${root}: no public listing`);
  return { started, web, id };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const products = {
  this: await startProduct(checkouts.this, 0),
  other: await startProduct(checkouts.other, 10),
};
type Product = keyof typeof products;
/** Each page's Lighthouse runs: score, LCP and TBT per product. */
const lighthouseRuns = new Map<string, Record<Product, { score: number; lcpMs: number; tbtMs: number }[]>>(
  lighthousePaths.map((page) => [page, { this: [], other: [] }]),
);
const visitorRps: Record<keyof typeof products, number[]> = { this: [], other: [] };
try {
  for (let run = 1; run <= runs; run++) {
    // The visitor's /p/{id} (the 5 s copy), 5 s each, alternated like the Lighthouse runs, or both
    // at once (BENCH_AB_SIMULTANEOUS=1: on a host other work loads, both meet the same moments).
    const loadOf = (name: 'this' | 'other') =>
      measure(name, `${products[name].web}${loadPath.replace('{id}', products[name].id)}`, {
        connections: 10,
        durationS: 5,
        warmupS: 2,
      });
    const loads = skipLoad
      ? []
      : simultaneous
        ? await Promise.all([loadOf('this'), loadOf('other')])
        : [await loadOf('this'), await loadOf('other')];
    for (const load of loads) {
      const name = load.name as 'this' | 'other';
      visitorRps[name].push(load.requestsPerSecond);
      console.log(
        `[ab] run ${run} ${name}: visitor ${loadPath} ${load.requestsPerSecond} req/s, p50 ${load.latencyMs.p50} ms`,
      );
    }
    for (const page of skipLighthouse ? [] : lighthousePaths) {
      for (const name of ['this', 'other'] as const) {
        const { web, id } = products[name];
        const result = await runLighthouse(`${web}${page.replace('{id}', id)}`, {
          repoRoot: here,
          outDir: path.join(here, '.test-tmp/bench-ab'),
          chromePath,
          timeoutMs: 120_000,
          reportName: `lighthouse-${name}.json`,
        });
        lighthouseRuns
          .get(page)
          ?.[name].push({ score: result.performanceScore, lcpMs: result.lcpMs, tbtMs: result.tbtMs });
        console.log(
          `[ab] run ${run} ${name} ${page}: score ${result.performanceScore}, LCP ${Math.round(result.lcpMs)} ms, TBT ${Math.round(result.tbtMs)} ms, JS ${(result.jsTransferBytes / 1024).toFixed(1)} KB, benchmarkIndex ${result.benchmarkIndex}`,
        );
      }
    }
  }
} finally {
  await stop(products.this.started);
  await stop(products.other.started);
}
if (!skipLoad)
  console.log(
    `[ab] visitor ${loadPath} req/s medians: this ${median(visitorRps.this)} (${visitorRps.this.join(', ')}), other ${median(visitorRps.other)} (${visitorRps.other.join(', ')})`,
  );
for (const [page, runsOf] of skipLighthouse ? [] : lighthouseRuns) {
  for (const name of ['this', 'other'] as const) {
    const each = runsOf[name];
    console.log(
      `[ab] ${page} ${name}: median score ${median(each.map((r) => r.score))} (${each.map((r) => r.score).join(', ')}), LCP ${Math.round(median(each.map((r) => r.lcpMs)))} ms, TBT ${Math.round(median(each.map((r) => r.tbtMs)))} ms (${each.map((r) => Math.round(r.tbtMs)).join(', ')})`,
    );
  }
}
