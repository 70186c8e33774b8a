/**
 * `npm run relocation -w @krov/bench -- --database krov_bench`: issue 31's `listings.relocate`
 * (listings/relocation/place-relocation.ts) against a market loaded by load-market.ts, timed as the
 * job runs it: the api's own repository on a drizzle database, createPlaces() (6 389 places), the
 * system clock and the search module's real caches, batches of 1000. Never part of `npm test`.
 * See BENCHMARKS.md ("Issue 31").
 *
 *   (a) scan: `delete from place_relocations`, nothing to change: every listing read and located,
 *       none written (the listings were loaded by the same places data).
 *   (b) moves: `update properties set neighbourhood_slug = null` (the listings as they stood before
 *       the OSM places named their villages and quarters), then relocated: most are written.
 *       `--share 0.1`: only the listings whose id falls in the first tenth of the uuid range (the
 *       ids are random), so the scan still reads every listing and a tenth is written.
 *
 * Each case ends with the data set's version marked done and the listings' places as the api
 * derives them, so the database is left as load-market.ts made it (then vacuumed and analysed).
 *
 *   --server postgres://postgres@127.0.0.1:5432  --database krov_bench  --cases a,b
 *   --batch 1000  --share 1  --label postgres-1m  --no-vacuum
 */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createPlaceRelocation } from '../apps/api/src/modules/listings/relocation/place-relocation.ts';
import {
  createRelocationRepository,
  type RelocationRepository,
} from '../apps/api/src/modules/listings/relocation/relocation.repository.ts';
import { createPlaces } from '../apps/api/src/modules/places/places.service.ts';
import { createSearchCaches } from '../apps/api/src/modules/search/search-caches.ts';
import { systemClock } from '../apps/api/src/platform/clock/clock.ts';
import { openDatabase } from '../apps/api/src/platform/db/database.ts';
import { round, secondsSince } from './alerts/stats.ts';
import { pgClient } from './market/sql.ts';
import { dataFacts } from './search/data-facts.ts';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const { values } = parseArgs({
  options: {
    server: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432' },
    database: { type: 'string', default: 'krov_bench' },
    cases: { type: 'string', default: 'a,b' },
    batch: { type: 'string', default: '1000' },
    share: { type: 'string', default: '1' },
    label: { type: 'string', default: 'postgres-1m' },
    'no-vacuum': { type: 'boolean', default: false },
  },
});
const url = `${values.server}/${values.database}`;
const batchSize = Number(values.batch);
const share = Number(values.share);
/** The uuid below which `share` of random ids lie. */
const idBound = `${Math.min(0xffffffff, Math.floor(share * 2 ** 32))
  .toString(16)
  .padStart(8, '0')}-0000-0000-0000-000000000000`;
const log = (text: string) =>
  console.log(`[relocation-bench] ${new Date().toISOString().slice(11, 19)} ${text}`);

/** Where a relocation's time goes: reading the batches, writing the moved ones, the rest (locating, in this process). */
interface Split {
  readMs: number;
  writeMs: number;
  batches: number;
  forgotten: number;
  totalsCleared: number;
}

/** The api's repository, each statement timed on its way through. */
function timedRepository(repository: RelocationRepository, split: Split): RelocationRepository {
  const timed =
    <A extends unknown[], R>(key: 'readMs' | 'writeMs', run: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const started = performance.now();
      try {
        return await run(...args);
      } finally {
        split[key] += performance.now() - started;
      }
    };
  return {
    ...repository,
    pinsAfter: timed('readMs', async (afterId: string | null, limit: number) => {
      split.batches += 1;
      return repository.pinsAfter(afterId, limit);
    }),
    relocate: timed('writeMs', repository.relocate),
  };
}

const handle = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
const plain = new pg.Client({ connectionString: url });
await plain.connect();
const client = pgClient(plain);
const count = async (where: string) =>
  (await client.query<{ n: number }>(`select count(*)::int as n from properties where ${where}`)).rows[0]
    ?.n ?? 0;

try {
  const places = createPlaces();
  const facts = await dataFacts(client);
  const neighbourhoodsAtStart = await count('neighbourhood_slug is not null');
  const villagesAtStart = (
    await client.query<{ n: number }>(
      `select count(*)::int as n from properties where neighbourhood_slug = any($1::text[])`,
      [places.all().flatMap((place) => (place.village ? [place.slug] : []))],
    )
  ).rows[0]?.n;
  log(
    `data: ${JSON.stringify(facts)}; ${neighbourhoodsAtStart} with a neighbourhood, ${villagesAtStart} of them a village; places ${places.all().length}, version ${places.version}`,
  );

  const runs: Record<string, unknown>[] = [];
  for (const name of values.cases.split(',')) {
    const setup: Record<string, number> = {};
    let started = performance.now();
    if (name === 'b') {
      const { rowCount } = await plain.query(
        `update properties set neighbourhood_slug = null
         where neighbourhood_slug is not null ${share < 1 ? 'and id < $1::uuid' : ''}`,
        share < 1 ? [idBound] : [],
      );
      setup.nulledRows = rowCount ?? 0;
      setup.nullNeighbourhoodsS = secondsSince(started);
      log(`(b) neighbourhood_slug set to null on ${rowCount} rows: ${setup.nullNeighbourhoodsS} s`);
    } else if (name !== 'a') throw new Error(`--cases: a or b, not ${name}`);
    await client.query('delete from place_relocations');

    const split: Split = { readMs: 0, writeMs: 0, batches: 0, forgotten: 0, totalsCleared: 0 };
    // The search module's caches, as app.ts makes them (empty here: no api reads through them).
    // Counted on the way through: a million forget() calls are part of what the job does.
    const { listingCaches } = createSearchCaches({
      clock: systemClock,
      config: { listingCacheMs: 60_000, searchCountCacheMs: 30_000 },
    });
    const relocation = createPlaceRelocation({
      repository: timedRepository(createRelocationRepository(handle.db), split),
      places,
      clock: systemClock,
      caches: {
        forget: (id) => {
          split.forgotten += 1;
          listingCaches.forget(id);
        },
        clearSearchTotals: () => {
          split.totalsCleared += 1;
          listingCaches.clearSearchTotals();
        },
      },
    });
    const cpuBefore = process.cpuUsage();
    started = performance.now();
    const result = await relocation.relocate({ batchSize });
    const totalMs = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    if (!result) throw new Error('relocate() found the version done');
    const neighbourhoodsAfter = await count('neighbourhood_slug is not null');
    const run = {
      case: name,
      setup,
      checked: result.checked,
      moved: result.moved,
      seconds: round(totalMs / 1000, 1),
      listingsPerSecond: Math.round(result.checked / (totalMs / 1000)),
      batches: split.batches,
      readS: round(split.readMs / 1000, 1),
      writeS: round(split.writeMs / 1000, 1),
      locateAndRestS: round((totalMs - split.readMs - split.writeMs) / 1000, 1),
      processCpuS: round((cpu.user + cpu.system) / 1e6, 1),
      cacheForgets: split.forgotten,
      totalsCleared: split.totalsCleared,
      neighbourhoodsAfter,
      restored: neighbourhoodsAfter === neighbourhoodsAtStart,
    };
    runs.push(run);
    log(`(${name}) ${JSON.stringify(run)}`);
  }

  let vacuumS: number | undefined;
  if (!values['no-vacuum']) {
    const started = performance.now();
    await client.query('vacuum (analyze) properties');
    vacuumS = secondsSince(started);
    log(`vacuum (analyze) properties: ${vacuumS} s`);
  }

  const date = new Date().toISOString();
  const report = {
    date,
    label: values.label,
    machine: {
      cpus: os.availableParallelism(),
      cpuModel: os.cpus()[0]?.model,
      load: os.loadavg(),
      node: process.version,
    },
    method: { batchSize, share, database: values.database },
    data: {
      ...facts,
      neighbourhoodsAtStart,
      villagesAtStart,
      places: places.all().length,
      placesVersion: places.version,
    },
    runs,
    vacuumS,
  };
  const dir = path.join(benchDir, 'results');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${date.slice(0, 16).replace(':', '')}-relocation-${values.label}.json`);
  await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
  console.table(runs.map(({ setup: _setup, ...row }) => row));
  log(`written ${path.relative(path.dirname(benchDir), file)}`);
} finally {
  await plain.end();
  await handle.close();
}
