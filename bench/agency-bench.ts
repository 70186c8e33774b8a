/**
 * `npm run agency -w @krov/bench`: issue 16's figures. On a fresh migrated database (PGlite in a
 * temporary DATA_DIR by default; the PostgreSQL server with --engine postgres or DATABASE_URL, in a
 * database of the bench's own, `krov_bench_agency`, made and dropped here), a market from
 * bench/market, one approved agency owning 500 of its public listings and a year of daily counters
 * for each (182 500 rows). The api built by its own `buildApp` in this process, twice: with its
 * caches off (the uncached figures) and as configured (5 s caches). For the agency page's two
 * calls, the owner's statistics (7, 30, 90 days), the CSV (90 days) and the directory: the first
 * call, each call's statements explained, then autocannon from a forked process, one connection
 * (alone) and ten (under load). Never part of `npm test`. See BENCHMARKS.md ("Agencies (issue 16)").
 *
 *   --engine pglite|postgres (default: postgres when DATABASE_URL is set)  --database krov_bench_agency
 *   --listings 20000  --owners 1000  --agency-listings 500  --agents 4  --days 365  --seed 16
 *   --alone 8  --duration 12  --warmup 2  --connections 10  --timeout 60 (s, a request unanswered)
 *   --market-counters (a year of counters for every listing of the market too, not only the agency's)
 *   --label <text>  --keep (leave the database)
 *   --skip-alternatives (the changes tried after the measurements are the api's since 46b3c7f)
 */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { tryAlternatives } from './agency/alternatives.ts';
import { ownerToken, startApi } from './agency/api.ts';
import { dataFacts, insertCounters, makeAgency } from './agency/data.ts';
import { startLoader } from './agency/load.ts';
import { printAlternatives, printPlans, printTable } from './agency/report.ts';
import { agencyScenarios, firstCalls, probeStatements, rowsOf } from './agency/scenarios.ts';
import { openFreshDatabase, serverOf } from './alerts/database.ts';
import { round, secondsSince } from './alerts/stats.ts';
import type { LoadResult } from './lib/load.ts';
import { loadMarket } from './market/loader.ts';

type Measured = LoadResult & {
  cpuMsPerRequest: number | null;
  loadAverage: number;
  leftAfter: number;
  drainMs: number;
};

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const { values } = parseArgs({
  options: {
    engine: { type: 'string' },
    database: { type: 'string', default: 'krov_bench_agency' },
    server: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432' },
    listings: { type: 'string', default: '20000' },
    owners: { type: 'string', default: '1000' },
    'agency-listings': { type: 'string', default: '500' },
    agents: { type: 'string', default: '4' },
    days: { type: 'string', default: '365' },
    seed: { type: 'string', default: '16' },
    alone: { type: 'string', default: '8' },
    duration: { type: 'string', default: '12' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '10' },
    timeout: { type: 'string', default: '60' },
    label: { type: 'string' },
    keep: { type: 'boolean', default: false },
    'market-counters': { type: 'boolean', default: false },
    'skip-alternatives': { type: 'boolean', default: false },
  },
});
// biome-ignore lint/style/noProcessEnv: the one setting the bench shares with the api: which server.
const databaseUrl = process.env.DATABASE_URL;
const engine = values.engine === 'postgres' || (!values.engine && databaseUrl) ? 'postgres' : 'pglite';
const serverUrl = engine === 'postgres' ? serverOf(databaseUrl ?? `${values.server}/postgres`) : undefined;
const connections = Number(values.connections);
const log = (text: string) => console.log(`[agency-bench] ${text}`);

const now = new Date();
const today = now.toISOString().slice(0, 10);
const loadAtStart = os.loadavg();
const setup: Record<string, number> = {};
let step = performance.now();
const lap = (name: string) => {
  setup[name] = secondsSince(step);
  log(`${name}: ${setup[name]} s`);
  step = performance.now();
};

const database = await openFreshDatabase({
  ...(serverUrl ? { serverUrl } : {}),
  database: values.database,
});
lap(`fresh migrated database (${engine})`);
const { client } = database;
const loader = startLoader();
let result: Record<string, unknown> = {};
try {
  const market = await loadMarket({
    client,
    listings: Number(values.listings),
    owners: Number(values.owners),
    seed: Number(values.seed),
    now,
    batchSize: 2000,
    rebuildIndexes: false,
  });
  lap(`market (${market.listings} listings, ${market.publicListings} public, ${market.owners} owners)`);
  const agency = await makeAgency(client, {
    listings: Number(values['agency-listings']),
    agents: Number(values.agents),
    now,
  });
  const counters = await insertCounters(client, {
    agencyId: agency.agency.id,
    days: Number(values.days),
    today,
    seed: Number(values.seed),
    market: values['market-counters'],
  });
  lap(
    `agency ${agency.agency.slug}: ${agency.listings} listings, ${counters.counterRows} counter rows (${counters.counterDays.first} … ${counters.counterDays.last}; ${counters.allCounterRows} in all) (+ vacuum analyze)`,
  );
  const facts = await dataFacts(client);
  log(`data: ${JSON.stringify(facts)}`);
  const { rows: versionRows } = await client.query<{ version: string }>('select version()');

  const scenarios = agencyScenarios(agency.agency.slug);
  await rowsOf(client, scenarios, agency.agency.id, today);
  const secret = `agency-bench-${Math.random().toString(36).slice(2)}-secret-long-enough`;
  const runs: Record<string, unknown> = {};
  const loads: Record<string, Record<string, { alone: Measured; loaded: Measured }>> = {};
  const firsts: Record<string, Awaited<ReturnType<typeof firstCalls>>> = {};
  let probed: Awaited<ReturnType<typeof probeStatements>> = { probes: {}, captured: {} };
  for (const variant of ['uncached', 'cached'] as const) {
    const api = await startApi({ database, secret, cached: variant === 'cached' });
    const token = await ownerToken(database, agency.agency.ownerId, secret);
    try {
      log(`${variant}: the api at ${api.url}, caches ${JSON.stringify(api.cacheSeconds)} s`);
      firsts[variant] = await firstCalls(api.url, scenarios, token);
      if (variant === 'uncached') {
        probed = await probeStatements(api.app, client, database.handle.pglite, scenarios, token);
        lap('first calls, statements explained');
      }
      loads[variant] = {};
      for (const scenario of scenarios) {
        // Each run starts on an idle api: the warm-up's (and the previous run's) requests still in
        // it are waited for, and counted as neither.
        const cannon = async (name: string, clients: number, durationS: number) => {
          const before = await api.drained();
          const load = os.loadavg()[0] ?? Number.NaN;
          const cpu = process.cpuUsage();
          const run = await loader.run({
            name: `${scenario.name}, ${name}`,
            url: `${api.url}${scenario.path}`,
            connections: clients,
            durationS,
            timeoutS: Number(values.timeout),
            headers: (scenario.owner ? { authorization: `Bearer ${token}` } : {}) as Record<string, string>,
          });
          const used = process.cpuUsage(cpu);
          const after = await api.drained();
          log(
            `  ${run.name}: ${run.requests} answered; waited ${before.ms} ms for ${before.left} before, ${after.ms} ms for ${after.left} after`,
          );
          return {
            ...run,
            // The api's process (with PGlite, its database too) while the run lasted, per answer.
            cpuMsPerRequest: run.requests ? round((used.user + used.system) / 1000 / run.requests, 2) : null,
            loadAverage: round(load, 2),
            leftAfter: after.left,
            drainMs: after.ms,
          };
        };
        await cannon('warm-up', 1, Number(values.warmup));
        const alone = await cannon('alone', 1, Number(values.alone));
        await cannon('warm-up', connections, Number(values.warmup));
        const loaded = await cannon(`${connections} connections`, connections, Number(values.duration));
        for (const run of [alone, loaded]) {
          if (run.non2xx + run.errors + run.timeouts > 0)
            throw new Error(
              `${run.name}: ${run.non2xx} non-2xx, ${run.errors} errors, ${run.timeouts} timeouts`,
            );
        }
        loads[variant][scenario.name] = { alone, loaded };
        log(
          `${variant} ${scenario.name}: first ${firsts[variant]?.[scenario.name]?.ms} ms; alone p50 ${alone.latencyMs.p50} p99 ${alone.latencyMs.p99} ms (${alone.requestsPerSecond}/s); ×${connections} p50 ${loaded.latencyMs.p50} p99 ${loaded.latencyMs.p99} ms, ${loaded.requestsPerSecond}/s`,
        );
      }
      runs[variant] = { cacheSeconds: api.cacheSeconds, url: api.url };
    } finally {
      await api.close();
    }
    lap(`${variant}: measured`);
  }
  printTable(scenarios, firsts, loads, connections);
  printPlans(probed.probes, log);
  const alternatives = values['skip-alternatives']
    ? null
    : await tryAlternatives(client, { agencyId: agency.agency.id, today, captured: probed.captured });
  if (alternatives) printAlternatives(alternatives, probed.probes, log);
  lap('alternatives tried');

  result = {
    date: new Date().toISOString(),
    label: values.label ?? null,
    engine,
    database: {
      version: versionRows[0]?.version,
      where: engine === 'postgres' ? database.where : 'temporary DATA_DIR',
    },
    apiSource: path.resolve(benchDir, '../apps/api'),
    machine: {
      cpus: os.availableParallelism(),
      cpuModel: os.cpus()[0]?.model,
      memoryGb: Math.round(os.totalmem() / 1024 ** 3),
      loadAtStart,
      loadAtEnd: os.loadavg(),
      node: process.version,
    },
    options: values,
    now: now.toISOString(),
    setupSeconds: setup,
    data: { market, ...agency, ...counters, facts },
    scenarios,
    runs,
    firstCalls: firsts,
    loads,
    probes: probed.probes,
    alternatives,
  };
} finally {
  loader.close();
  await database.dispose(values.keep);
}
if (values.keep) log(`kept the database: ${database.where}`);

const resultsDir = path.join(benchDir, 'results');
await mkdir(resultsDir, { recursive: true });
const stamp = String(result.date).slice(0, 16).replace(':', '');
const file = path.join(resultsDir, `${stamp}-agency-${engine}${values.label ? `-${values.label}` : ''}.json`);
await writeFile(file, `${JSON.stringify(result, null, 2)}\n`);
log(`written ${path.relative(path.dirname(benchDir), file)}`);
process.exit(0);
