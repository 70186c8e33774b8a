/**
 * `npm run photo-hash -w @krov/bench`: issue 30's photo hash lookup. On a fresh migrated database
 * (the PostgreSQL server by default, in a database of the bench's own, `krov_bench_photos`, made
 * and dropped here; PGlite with --engine pglite), a small market from bench/market (the listings
 * the photos hang on: the lookup reads a listing only for the few photos within 4 bits), then
 * `--photos` photo hashes made in SQL (generate_series, clustered: bench/photo-hash/data.ts) with
 * the indexes dropped for the load and built after. Then the lookup the photo job runs
 * (listings' photos.repository.ts `samePhotosAs`) for `--probes` probes of each kind — hits,
 * near misses, misses — one after another, after a warm-up; and EXPLAIN (ANALYZE, BUFFERS) of a
 * hit and a miss, which must show the five band indexes, each read by an index-only scan. Never part of `npm test`. See
 * BENCHMARKS.md ("Photo hash lookup (issue 30)").
 *
 *   --engine postgres|pglite  --database krov_bench_photos  --photos 10000000  --chunk 500000
 *   --listings 20000  --owners 1000  --probes 1000  --warmup 200  --seed 30  --label <text>  --keep
 *   --reuse (the server's database as a run left it: only the measurements, then it is kept)
 */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  createPhotosRepository,
  samePhotosQuery,
} from '../apps/api/src/modules/listings/photos.repository.ts';
import { openFreshDatabase } from './alerts/database.ts';
import { round, secondsSince } from './alerts/stats.ts';
import { loadMarket } from './market/loader.ts';
import { insertPhotos, originalShare, photoIndexes } from './photo-hash/data.ts';
import { marketFacts, openExistingDatabase } from './photo-hash/existing.ts';
import { makeProbes, measureProbes } from './photo-hash/probes.ts';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'postgres' },
    database: { type: 'string', default: 'krov_bench_photos' },
    server: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432' },
    photos: { type: 'string', default: '10000000' },
    chunk: { type: 'string', default: '500000' },
    listings: { type: 'string', default: '20000' },
    owners: { type: 'string', default: '1000' },
    probes: { type: 'string', default: '1000' },
    warmup: { type: 'string', default: '200' },
    seed: { type: 'string', default: '30' },
    label: { type: 'string' },
    keep: { type: 'boolean', default: false },
    // Measure again on the database a run left (--keep, or interrupted after its load): no load.
    reuse: { type: 'boolean', default: false },
  },
});
const engine = values.engine === 'pglite' ? 'pglite' : 'postgres';
const photos = Number(values.photos);
const log = (text: string) =>
  console.log(`[photo-hash-bench] ${new Date().toISOString().slice(11, 19)} ${text}`);
const setup: Record<string, number> = {};
let step = performance.now();
const lap = (name: string) => {
  setup[name] = secondsSince(step);
  log(`${name}: ${setup[name]} s`);
  step = performance.now();
};
const loadAtStart = os.loadavg();

if (values.reuse && engine !== 'postgres') throw new Error('--reuse is for the server');
const database = values.reuse
  ? await openExistingDatabase(`${values.server}/${values.database}`)
  : await openFreshDatabase({
      ...(engine === 'postgres' ? { serverUrl: values.server } : {}),
      database: values.database,
    });
lap(`${values.reuse ? 'the loaded' : 'fresh migrated'} database (${engine})`);
const { client } = database;
try {
  const indexSeconds: Record<string, number> = {};
  const market = values.reuse
    ? await marketFacts(client)
    : await loadMarket({
        client,
        listings: Number(values.listings),
        owners: Number(values.owners),
        seed: Number(values.seed),
        now: new Date(),
        batchSize: 2000,
        rebuildIndexes: false,
      });
  if (!values.reuse) {
    lap(`market (${market.listings} listings, ${market.owners} owners)`);
    const indexes = await photoIndexes(client);
    for (const index of indexes) await client.query(`drop index "${index.name}"`);
    await insertPhotos(client, { total: photos, chunk: Number(values.chunk), log });
    lap(`${photos} hashed photos inserted (indexes dropped)`);
    if (engine === 'postgres') await client.query(`set maintenance_work_mem = '512MB'`);
    for (const index of indexes) {
      const started = performance.now();
      await client.query(index.definition);
      indexSeconds[index.name] = secondsSince(started);
      log(`${index.name}: ${indexSeconds[index.name]} s`);
    }
    lap('indexes built');
    await client.query('vacuum analyze property_photos');
    await client.query('analyze properties');
    lap('vacuum analyze');
  }
  const { rows: sizeRows } = await client.query<{ table: string; indexes: string; bands: string }>(
    `select pg_size_pretty(pg_table_size('property_photos')) as table,
            pg_size_pretty(pg_indexes_size('property_photos')) as indexes,
            pg_size_pretty((select sum(pg_relation_size(indexrelid)) from pg_index i join pg_class c on c.oid = i.indexrelid
              where c.relname like 'property_photos_phash_band%')::bigint) as bands`,
  );
  const { rows: countRows } = await client.query<{ hashed: number }>(
    'select count(*)::int as hashed from property_photos where phash is not null',
  );

  const repository = createPhotosRepository(database.handle.db);
  const lookup = (hash: bigint, except: Parameters<typeof repository.samePhotosAs>[1]) =>
    repository.samePhotosAs(hash, except);
  const perKind = Number(values.probes);
  const probes = await makeProbes(client, { perKind, photos, seed: Number(values.seed) });
  const warmup = await makeProbes(client, {
    perKind: Math.ceil(Number(values.warmup) / 3),
    photos,
    seed: Number(values.seed) + 1,
  });
  lap(`${probes.length} probes and ${warmup.length} warm-up probes sampled`);
  await measureProbes(lookup, warmup);
  const measured = await measureProbes(lookup, probes);
  lap('probes measured');
  log(`lookup ms: ${JSON.stringify(measured)}`);

  const explain = async (hash: bigint) => {
    const query = samePhotosQuery(database.handle.db, hash, {
      ownerId: '00000000-0000-0000-0000-000000000000',
      offerGroupId: null,
    }).toSQL();
    // As the repository runs it (samePhotosAs: jit off for the lookup, decision 253).
    await client.query('set jit = off');
    const { rows } = await client.query<Record<string, string>>(
      `explain (analyze, buffers) ${query.sql}`,
      query.params as unknown[],
    );
    return rows.map((row) => Object.values(row)[0] as string);
  };
  const hitPlan = await explain((probes.find((probe) => probe.kind === 'hit') as { hash: bigint }).hash);
  const missPlan = await explain((probes.find((probe) => probe.kind === 'miss') as { hash: bigint }).hash);
  log(`EXPLAIN of a hit:\n${hitPlan.join('\n')}`);
  const bandsUsed = [0, 1, 2, 3, 4].every((band) =>
    hitPlan.some((line) => line.includes(`property_photos_phash_band${band}_idx`)),
  );
  if (!bandsUsed) log('WARNING: the plan does not use all five band indexes');
  // Decision 253: each band is read by an index-only scan; heap fetches are the pages not yet all-visible.
  const indexOnly = hitPlan.filter((line) => line.includes('Index Only Scan')).length;
  if (indexOnly < 5) log(`WARNING: ${indexOnly} of the five band scans are index-only`);

  const { rows: versionRows } = await client.query<{ version: string }>('select version()');
  const result = {
    bench: 'photo-hash',
    date: new Date().toISOString(),
    engine,
    version: versionRows[0]?.version,
    machine: {
      cpus: os.cpus().length,
      model: os.cpus()[0]?.model,
      memoryGb: round(os.totalmem() / 2 ** 30),
      loadAverageAtStart: loadAtStart.map((value) => round(value, 2)),
      loadAverageAtEnd: os.loadavg().map((value) => round(value, 2)),
      note: '2 cores shared with other sessions working on the project at the same time',
    },
    data: {
      photosHashed: countRows[0]?.hashed,
      listings: market.listings,
      owners: market.owners,
      originalShare,
      sizes: sizeRows[0],
    },
    setupSeconds: setup,
    indexSeconds,
    probesPerKind: perKind,
    lookupMs: measured,
    bandIndexesInPlan: bandsUsed,
    indexOnlyBandScans: indexOnly,
    explain: { hit: hitPlan, miss: missPlan },
  };
  const resultsDir = path.join(benchDir, 'results');
  await mkdir(resultsDir, { recursive: true });
  const stamp = result.date.slice(0, 16).replace(':', '');
  const file = path.join(
    resultsDir,
    `${stamp}-photo-hash-${engine}${values.label ? `-${values.label}` : ''}.json`,
  );
  await writeFile(file, `${JSON.stringify(result, null, 2)}\n`);
  log(`written ${path.relative(path.dirname(benchDir), file)}`);
} finally {
  await database.dispose(values.keep || values.reuse);
}
process.exit(0);
