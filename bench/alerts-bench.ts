/**
 * `npm run alerts -w @krov/bench`: issue 14's proof. On a fresh migrated database (PGlite in a
 * temporary DATA_DIR by default; the PostgreSQL server when DATABASE_URL is set, in a database of
 * the bench's own, `krov_bench_alerts`, made and dropped here), 100 000 users and 100 000 saved
 * searches, then the alerts' real job code in this process: `matchListing` for ≥ 20 public
 * listings, and the 08:00 `sendDailyDigests` for 100 000 users (time and memory). Never part of
 * `npm test`. See BENCHMARKS.md ("Saved-search alerts (issue 14)").
 *
 *   --engine pglite|postgres (default: postgres when DATABASE_URL is set)  --database krov_bench_alerts
 *   --users 100000  --searches 100000  --listings 5000  --owners 250  --publications 24
 *   --digest-listings 300  --seed 14  --label <text>  --keep (leave the database)  --no-digest
 *   --population broad|specific (who saved the searches: alerts/searches.ts)
 */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createPlaces } from '../apps/api/src/modules/places/places.service.ts';
import { ManualClock } from '../apps/api/src/platform/clock/clock.ts';
import { openFreshDatabase, serverOf } from './alerts/database.ts';
import { digestMoment, prepareDigest, runDigest, summariesCost } from './alerts/digest.ts';
import { probeFanOut } from './alerts/fan-out-limit.ts';
import { openAlertsJobs } from './alerts/jobs.ts';
import { choosePublications, runMatching } from './alerts/matching.ts';
import { createMeter } from './alerts/meter.ts';
import { insertSavedSearches, insertUsers, searchMix, verifySample } from './alerts/searches.ts';
import { secondsSince } from './alerts/stats.ts';
import { loadMarket } from './market/loader.ts';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const { values } = parseArgs({
  options: {
    engine: { type: 'string' },
    database: { type: 'string', default: 'krov_bench_alerts' },
    server: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432' },
    users: { type: 'string', default: '100000' },
    searches: { type: 'string', default: '100000' },
    listings: { type: 'string', default: '5000' },
    owners: { type: 'string', default: '250' },
    publications: { type: 'string', default: '24' },
    'digest-listings': { type: 'string', default: '300' },
    seed: { type: 'string', default: '14' },
    label: { type: 'string' },
    keep: { type: 'boolean', default: false },
    /** Who saved the searches (alerts/searches.ts): issue 14's broad ones, or issue 31's specific ones. */
    population: { type: 'string', default: 'broad' },
    'no-digest': { type: 'boolean', default: false },
  },
});
// biome-ignore lint/style/noProcessEnv: the one setting the bench shares with the api: which server.
const databaseUrl = process.env.DATABASE_URL;
const engine = values.engine === 'postgres' || (!values.engine && databaseUrl) ? 'postgres' : 'pglite';
const serverUrl = engine === 'postgres' ? serverOf(databaseUrl ?? `${values.server}/postgres`) : undefined;
const users = Number(values.users);
const searches = Number(values.searches);
const seed = Number(values.seed);
const log = (text: string) => console.log(`[alerts-bench] ${text}`);

const now = new Date();
const loadAtStart = os.loadavg();
const clock = new ManualClock(now);
const places = createPlaces();
const setup: Record<string, number> = {};
let step = performance.now();
const lap = (name: string) => {
  setup[name] = secondsSince(step);
  log(`${name}: ${setup[name]} s`);
  step = performance.now();
};

log(`${engine}: ${users} users, ${searches} saved searches, now ${now.toISOString()}`);
const database = await openFreshDatabase({
  ...(serverUrl ? { serverUrl } : {}),
  database: values.database,
});
lap('fresh migrated database');
const { client } = database;
const market = await loadMarket({
  client,
  listings: Number(values.listings),
  owners: Number(values.owners),
  seed,
  now,
  batchSize: 2000,
  rebuildIndexes: false,
  log: () => {},
});
lap(`market (${market.listings} listings, ${market.publicListings} public, ${market.owners} owners)`);
const userIds = await insertUsers(client, users, now);
lap(`${userIds.length} users`);
await insertSavedSearches({
  client,
  places,
  userIds,
  count: searches,
  seed,
  batchSize: 5000,
  population: values.population === 'specific' ? 'specific' : 'broad',
});
await client.query('vacuum (analyze) users, saved_searches');
lap(`${searches} saved searches (+ vacuum analyze)`);
const verified = await verifySample(client, places, 1000);
const mix = await searchMix(client);
log(`verified ${verified} saved searches against matchColumnsOf/filtersToJson; mix ${JSON.stringify(mix)}`);
const sizes = async () => {
  const { rows } = await client.query<Record<string, number>>(
    `select round(pg_total_relation_size('saved_searches') / 1048576.0, 1)::float8 as "saved_searches MB",
            round(pg_total_relation_size('saved_search_matches') / 1048576.0, 1)::float8 as "saved_search_matches MB",
            round(pg_total_relation_size('notifications') / 1048576.0, 1)::float8 as "notifications MB"`,
  );
  return rows[0] ?? {};
};
const { rows: versionRows } = await client.query<{ version: string }>('select version()');

const bench = await openAlertsJobs(database.handle, clock);
const meter = createMeter(database.handle.pglite, [
  'matches insert (scan of saved_searches)',
  'pending matches read',
]);
let result: Record<string, unknown> = {};
try {
  const publications = await choosePublications(client, now, Number(values.publications));
  step = performance.now();
  const matching = await runMatching(bench, meter, client, publications, log);
  lap('matching (publications and their EXPLAIN ANALYZE)');
  log(
    `matching: ${matching.publications.length} publications, matched median ${matching.matched.median} (max ${matching.matched.max}); wall median ${matching.wallMs.median} ms, p95 ${matching.wallMs.p95} ms; SELECT alone median ${matching.selectExecutionMs.median} ms, p95 ${matching.selectExecutionMs.p95} ms (without the index keys: median ${matching.scanExecutionMs.median} ms, p95 ${matching.scanExecutionMs.p95} ms); seq scan: ${matching.seqScan}; event loop blocked median ${matching.eventLoopBlockedMs.median} ms`,
  );
  const sizesAfterMatching = await sizes();
  const fanOut = await probeFanOut(database.handle.db, bench.queue, userIds, [9362, 9363, 20000], now);
  log(`notifyIn in one transaction (rolled back): ${JSON.stringify(fanOut)}`);

  let digest: Record<string, unknown> | null = null;
  if (!values['no-digest']) {
    const at = digestMoment(now);
    clock.set(at.clock);
    const data = await prepareDigest(client, at, Number(values['digest-listings']));
    lap(`digest data (${data.pendingRows} pending daily matches of ${data.users} users)`);
    const summaries = await summariesCost(bench, meter, client, database.handle.db, at);
    log(
      `one batch (${summaries.batchUsers} users, ${summaries.distinctListings} listings): summaries per listing ${summaries.perListingMs} ms, in one publicListings call ${summaries.publicListingsMs} ms; pending read ${summaries.pendingReadExecutionMs} ms`,
    );
    lap('summaries side measurement');
    const run = await runDigest(bench, meter, client, at);
    lap('digest');
    log(
      `digest: ${run.sent} sent in ${run.wallS} s (${run.batches} batches, ${run.statementCount} statements); peak heapUsed ${run.memory.peak.heapUsedMb} MB (+${run.memory.heapUsedDeltaMb}), RSS +${run.memory.rssDeltaMb} MB (${run.memory.samples} samples, ${run.memory.timerSamples} by the timer, event loop stalled up to ${run.memory.longestEventLoopStallMs} ms); check ${JSON.stringify(run.check)}; second run sent ${run.second.sent}`,
    );
    console.table(run.split);
    digest = {
      at: { clock: at.clock.toISOString(), cutoff: at.cutoff.toISOString(), day: at.day },
      data,
      summaries,
      run,
    };
  }

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
    data: { market, users: userIds.length, savedSearches: searches, verifiedSample: verified, mix },
    sizesAfterMatching,
    sizesAfterDigest: await sizes(),
    matching,
    fanOut,
    digest,
  };
} finally {
  meter.uninstall();
  await bench.close();
  await database.dispose(values.keep);
}
if (values.keep) log(`kept the database: ${database.where}`);

const resultsDir = path.join(benchDir, 'results');
await mkdir(resultsDir, { recursive: true });
const stamp = String(result.date).slice(0, 16).replace(':', '');
const file = path.join(resultsDir, `${stamp}-alerts-${engine}${values.label ? `-${values.label}` : ''}.json`);
await writeFile(file, `${JSON.stringify(result, null, 2)}\n`);
log(`written ${path.relative(path.dirname(benchDir), file)}`);
process.exit(0);
