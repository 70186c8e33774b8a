/**
 * `npm run search -w @krov/bench -- --engine postgres --database krov_bench`: the search, map and
 * autocomplete scenarios of issue 11 against data loaded by load-market.ts (or the demo data),
 * never part of `npm test`. See BENCHMARKS.md ("Issue 11").
 *
 * 1. In this process, the api as main.ts builds it: the data's size, each scenario's statements
 *    (captured at the driver) with EXPLAIN (ANALYZE, BUFFERS) and their own time, the cursors of
 *    page 500. 2. The api in its own process on its own port: autocannon per scenario, under load
 *    (10 connections) and alone (1 connection), `--passes` times; past any cache too.
 *
 *   --engine postgres|pglite  --database krov_bench  --server postgres://postgres@127.0.0.1:5432
 *   --data-dir <DATA_DIR>  (pglite)  --demo (pglite: a fresh DATA_DIR with the demo data)
 *   --label name  --passes 2  --duration 8  --warmup 2  --single 4  --paced 8  --connections 10  --port 4460
 *   --only search,search-deep,map,autocomplete,polygon
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createPlaces } from '../apps/api/src/modules/places/places.service.ts';
import { measure } from './lib/load.ts';
import { paced as pacedLoad } from './lib/paced.ts';
import { startNode, stop } from './lib/processes.ts';
import { pgClient, pgliteClient, type SqlClient } from './market/sql.ts';
import { captureQueries } from './search/capture.ts';
import { dataFacts } from './search/data-facts.ts';
import { cursorAt } from './search/deep-cursor.ts';
import { apiEnvironment } from './search/environment.ts';
import { explainQueries } from './search/explain.ts';
import { openInProcessApi } from './search/in-process.ts';
import { planScenarios } from './search/plan.ts';
import { deepRows, type Measured, type Probe, rows } from './search/report.ts';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.dirname(benchDir);
const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'postgres' },
    database: { type: 'string', default: 'krov_bench' },
    server: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432' },
    'data-dir': { type: 'string', default: path.join(repoRoot, '.test-tmp/bench-market') },
    demo: { type: 'boolean', default: false },
    label: { type: 'string' },
    passes: { type: 'string', default: '2' },
    duration: { type: 'string', default: '8' },
    warmup: { type: 'string', default: '2' },
    single: { type: 'string', default: '4' },
    // Twice the single run: a paced p95 rests on a few hundred requests, and one stall of this
    // shared host moved a 4 s one by tens of milliseconds.
    paced: { type: 'string', default: '8' },
    connections: { type: 'string', default: '10' },
    port: { type: 'string', default: '4460' },
    only: { type: 'string' },
  },
});
const engine = values.engine === 'pglite' ? 'pglite' : 'postgres';
const databaseUrl = engine === 'postgres' ? `${values.server}/${values.database}` : undefined;
const dataDir = values.demo
  ? path.join(repoRoot, '.test-tmp/bench-demo')
  : engine === 'pglite'
    ? path.resolve(values['data-dir'])
    : path.join(repoRoot, '.test-tmp/bench-search-server');
const label = values.label ?? (values.demo ? 'pglite-demo' : `${engine}-${values.database}`);
const api = `http://127.0.0.1:${values.port}`;
const log = (text: string) => console.log(`[search-bench] ${text}`);

/** Phase 1, in this process: the facts, the scenarios, each one's statements and their plans. */
async function probe() {
  if (values.demo) await rm(dataDir, { recursive: true, force: true });
  const inProcess = await openInProcessApi({
    dataDir,
    ...(databaseUrl ? { databaseUrl } : {}),
    demo: values.demo,
  });
  let server: pg.Client | undefined;
  try {
    const pglite = inProcess.database.pglite;
    let client: SqlClient;
    if (pglite) client = pgliteClient(pglite);
    else {
      server = new pg.Client({ connectionString: databaseUrl });
      await server.connect();
      client = pgClient(server);
    }
    const facts = await dataFacts(client);
    log(`data: ${JSON.stringify(facts)}`);
    const hasRoute = (url: string) => inProcess.app.hasRoute({ method: 'GET', url });
    const places = createPlaces();
    const deepCursor = (search: string, target: number) =>
      cursorAt(inProcess.database.db, places, search, target);
    const planned = await planScenarios(inProcess.get, hasRoute, deepCursor, values.only);
    for (const note of planned.notes) log(`note: ${note}`);
    const probes = new Map<string, Probe>();
    for (const scenario of planned.scenarios) {
      const timed = async () => {
        const started = performance.now();
        const response = await inProcess.app.inject({ method: 'GET', url: scenario.path });
        return { response, ms: performance.now() - started };
      };
      const cold = await captureQueries(pglite, timed);
      const warm = await captureQueries(pglite, timed);
      if (cold.result.response.statusCode !== 200) {
        throw new Error(
          `${scenario.path} answered ${cold.result.response.statusCode}: ${cold.result.response.body}`,
        );
      }
      const body = cold.result.response.json() as Record<string, unknown>;
      const answer: Record<string, number | boolean> = {};
      for (const [key, value] of Object.entries(body)) {
        if (typeof value === 'number' || typeof value === 'boolean') answer[key] = value;
        else if (Array.isArray(value)) answer[key] = value.length;
      }
      const explained = await explainQueries(client, cold.queries);
      probes.set(scenario.name, {
        answer,
        bytes: cold.result.response.rawPayload.length,
        coldMs: Math.round(cold.result.ms * 100) / 100,
        warmMs: Math.round(warm.result.ms * 100) / 100,
        coldQueries: cold.queries.length,
        warmQueries: warm.queries.length,
        explained,
      });
      const dbMs = explained.reduce((sum, q) => sum + q.directMedianMs, 0);
      log(
        `probed ${scenario.name}: ${JSON.stringify(answer)}, ${cold.queries.length} statements, db ${dbMs.toFixed(2)} ms`,
      );
    }
    return { facts, planned, probes };
  } finally {
    await server?.end();
    await inProcess.close();
  }
}

/** Phase 2: the api in its own process, each scenario loaded and alone, pass after pass. */
async function load(planned: Awaited<ReturnType<typeof probe>>): Promise<Measured[]> {
  const settings: Record<string, string> = {
    API_PORT: values.port,
    API_HOST: '127.0.0.1',
    PUBLIC_API_URL: api,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_SCALE: '1000',
    DEMO_DATA: 'false',
    NO_COLOR: '1',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  log(`starting the api on ${api} (${engine}, DATA_DIR ${dataDir})…`);
  const started = await startNode('api', [path.join(repoRoot, 'apps/api/src/main.ts')], {
    cwd: repoRoot,
    env: apiEnvironment(settings),
    ready: new URL(`${api}/api/health`),
    timeoutMs: 300_000,
  });
  const measured: Measured[] = planned.planned.scenarios.map((scenario) => ({
    scenario,
    probe: planned.probes.get(scenario.name) as Probe,
    loaded: [],
    single: [],
    paced: [],
    uncached: [],
  }));
  try {
    const connections = Number(values.connections);
    const durationS = Number(values.duration);
    const warmupS = Number(values.warmup);
    for (let pass = 1; pass <= Number(values.passes); pass += 1) {
      for (const m of measured) {
        const url = `${api}${m.scenario.path}`;
        const loaded = await measure(m.scenario.name, url, { connections, durationS, warmupS });
        const single = await measure(m.scenario.name, url, {
          connections: 1,
          durationS: Number(values.single),
          warmupS: 1,
        });
        // Half of what the connections reached, as an open-loop load (lib/paced.ts): the latency a
        // visitor meets on a busy server that is not saturated (at saturation, 10 connections wait
        // in a queue: p95 ≈ 10 ÷ throughput).
        const paced = await pacedLoad(m.scenario.name, url, {
          connections,
          durationS: Number(values.paced),
          rate: Math.max(1, Math.floor(loaded.requestsPerSecond / 2)),
        });
        m.loaded.push(loaded);
        m.single.push(single);
        m.paced.push(paced);
        const cached = m.probe.warmQueries < m.probe.coldQueries;
        if (cached && m.scenario.vary) {
          m.uncached.push(
            await measure(m.scenario.name, url, { connections, durationS, warmupS, vary: m.scenario.vary }),
          );
        }
        const failures = [loaded, single, paced, ...m.uncached].reduce(
          (n, run) => n + run.non2xx + run.errors + run.timeouts,
          0,
        );
        if (failures > 0) throw new Error(`${m.scenario.name}: ${failures} failed requests`);
        log(
          `pass ${pass} ${m.scenario.name}: ${loaded.requestsPerSecond} req/s, p95 ${loaded.latencyMs.p95} ms; at ${paced.requestsPerSecond} req/s p95 ${paced.latencyMs.p95} ms; alone p50 ${single.latencyMs.p50} ms`,
        );
      }
    }
  } finally {
    log(`api stopped (exit code ${await stop(started)})`);
  }
  return measured;
}

function probedOnly(planned: Awaited<ReturnType<typeof probe>>): Measured[] {
  return planned.planned.scenarios.map((scenario) => ({
    scenario,
    probe: planned.probes.get(scenario.name) as Probe,
    loaded: [],
    single: [],
    paced: [],
    uncached: [],
  }));
}

const probed = await probe();
// `--passes 0`: the probe alone (plans and the database's times), no load.
const measured = Number(values.passes) > 0 ? await load(probed) : probedOnly(probed);
const result = {
  date: new Date().toISOString(),
  label,
  engine,
  machine: {
    cpus: os.availableParallelism(),
    cpuModel: os.cpus()[0]?.model,
    load: os.loadavg(),
    node: process.version,
  },
  method: {
    passes: values.passes,
    connections: values.connections,
    durationS: values.duration,
    singleS: values.single,
  },
  data: probed.facts,
  notes: probed.planned.notes,
  measured,
};
const resultsDir = path.join(benchDir, 'results');
await mkdir(resultsDir, { recursive: true });
const file = path.join(resultsDir, `${result.date.slice(0, 16).replace(':', '')}-search-${label}.json`);
await writeFile(file, `${JSON.stringify(result, null, 2)}\n`);
console.table(rows(measured));
console.table(deepRows(measured));
log(
  `host load average at the end: ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
log(`written ${path.relative(repoRoot, file)}`);
process.exit(0);
