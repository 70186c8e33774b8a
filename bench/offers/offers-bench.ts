/**
 * `npm exec -- node bench/offers/offers-bench.ts --database krov_bench_offers`: offer grouping (issue
 * 30) on the server, on a market loaded by load-market.ts (`--database krov_bench_offers`): a known
 * share of agencies' copies injected, the full pass timed, then one new listing regrouped against
 * all of them, many times (p50/p95). Never part of `npm test`. See BENCHMARKS.md ("Offer grouping").
 *
 *   --server postgres://postgres@127.0.0.1:5432  --database krov_bench_offers
 *   --copy-share 0.05  --single 200  --label name
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { groupEveryListing } from '../../apps/api/src/modules/listings/offers/full-pass.ts';
import { createRegrouping } from '../../apps/api/src/modules/listings/offers/regroup.ts';
import { withdrawPhotoReuseFlagsWithin } from '../../apps/api/src/modules/moderation/index.ts';
import { systemClock } from '../../apps/api/src/platform/clock/clock.ts';
import { openDatabase } from '../../apps/api/src/platform/db/database.ts';
import { copiesSql, oneCopySql } from './copies.ts';

const { values } = parseArgs({
  options: {
    server: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432' },
    database: { type: 'string', default: 'krov_bench_offers' },
    'copy-share': { type: 'string', default: '0.05' },
    single: { type: 'string', default: '200' },
    label: { type: 'string', default: 'postgres-1m' },
  },
});
const log = (text: string) => console.log(`[offers-bench] ${new Date().toISOString().slice(11, 19)} ${text}`);
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const round = (value: number) => Math.round(value * 10) / 10;

const handle = await openDatabase({
  kind: 'postgres',
  url: `${values.server}/${values.database}`,
  poolSize: 2,
});
const { db } = handle;
try {
  await handle.migrate();
  const injected = await db.transaction(async (tx) => {
    await tx.execute(sql`delete from properties where description = 'bench-offers-copy'`);
    return (
      rowsOf<{ count: number }>(await tx.execute(copiesSql(Number(values['copy-share']))))[0]?.count ?? 0
    );
  });
  await db.execute(sql`analyze properties`);
  log(`${injected} copies injected`);

  const fullPass = await groupEveryListing({ db, clock: systemClock }, log);
  log(`full pass: ${JSON.stringify(fullPass)}`);
  const [found] = rowsOf<{ copies: number; grouped: number; wrong: number }>(
    await db.execute(sql`
      select count(*)::int as copies,
        count(*) filter (where c.offer_group_id is not null and c.offer_group_id = o.offer_group_id)::int as grouped,
        count(*) filter (where c.offer_group_id is not null and c.offer_group_id is distinct from o.offer_group_id)::int as wrong
      from properties c join properties o on o.id = c.lineage_id
      where c.description = 'bench-offers-copy'`),
  );
  log(`copies with their original: ${JSON.stringify(found)}`);

  // One new listing against them all: a copy of a random public listing, inserted and regrouped.
  const regrouping = createRegrouping({ db, clock: systemClock, grouped: withdrawPhotoReuseFlagsWithin });
  const times: number[] = [];
  let joined = 0;
  for (let run = 0; run < Number(values.single); run += 1) {
    const [copy] = rowsOf<{ id: string }>(await db.execute(oneCopySql(run)));
    if (!copy) continue;
    const started = performance.now();
    const { touched, changed } = await regrouping.regroupListing(copy.id);
    times.push(performance.now() - started);
    if (changed) joined += 1;
    await db.execute(sql`delete from properties where id = ${copy.id}`);
    for (const id of touched.filter((id) => id !== copy.id)) await regrouping.regroupListing(id);
  }
  times.sort((a, b) => a - b);
  const single = {
    runs: times.length,
    joined,
    p50Ms: round(quantile(times, 0.5)),
    p95Ms: round(quantile(times, 0.95)),
    maxMs: round(times.at(-1) ?? 0),
  };
  log(`one new listing: ${JSON.stringify(single)}`);

  const results = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'results');
  const file = path.join(
    results,
    `${new Date().toISOString().slice(0, 13).replace(':', '')}-offers-${values.label}.json`,
  );
  await writeFile(
    file,
    `${JSON.stringify({ database: values.database, injected, fullPass, found, single }, null, 2)}\n`,
  );
  log(`wrote ${file}`);
} finally {
  await handle.close();
}
