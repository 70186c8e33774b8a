import { createAlertsRepository } from '../../apps/api/src/modules/alerts/alerts.repository.ts';
import { digestCutoff, digestDay } from '../../apps/api/src/modules/alerts/digest-time.ts';
import type { Database } from '../../apps/api/src/platform/db/database.ts';
import type { SqlClient } from '../market/sql.ts';
import type { AlertsBench, CallTally } from './jobs.ts';
import { type MemoryReport, sampleMemory } from './memory.ts';
import { type Meter, roundTallies, type Tallies, totalCount, totalMs } from './meter.ts';
import { round } from './stats.ts';

/** When the digest runs: five minutes after the first 08:00 in Sarajevo after `now`. */
export function digestMoment(now: Date) {
  const next = digestCutoff(new Date(now.getTime() + 24 * 3600_000));
  const clock = new Date(next.getTime() + 5 * 60_000);
  const cutoff = digestCutoff(clock);
  return { clock, cutoff, day: digestDay(cutoff) };
}
export type DigestMoment = ReturnType<typeof digestMoment>;

export interface DigestData {
  listings: number;
  pendingRows: number;
  users: number;
  perUser: Record<string, number>;
  removedFromMatching: { matches: number; notifications: number };
}

/**
 * The morning's pending daily matches, made in SQL: every saved search daily (one per user), and
 * each user 1–3 matches of distinct listings among a few hundred public ones, made in the 24 hours
 * before the cutoff. The matching phase's rows go first (it had its own clock).
 */
export async function prepareDigest(
  client: SqlClient,
  at: DigestMoment,
  listings: number,
): Promise<DigestData> {
  const matches = await client.query<{ n: number }>(
    'with gone as (delete from saved_search_matches returning 1) select count(*)::int as n from gone',
  );
  const notifications = await client.query<{ n: number }>(
    'with gone as (delete from notifications returning 1) select count(*)::int as n from gone',
  );
  await client.query(`update saved_searches set notify_frequency = 'daily'`);
  const { rows: chosen } = await client.query<{ id: string }>(
    `select id from properties
     where status = 'listed' and deleted_at is null and sold_at is null and valid_until > $1::timestamptz
     order by md5(id::text) limit $2::int`,
    [at.clock.toISOString(), listings],
  );
  if (chosen.length < listings) throw new Error(`only ${chosen.length} public listings for the digest`);
  await client.query(
    `with chosen as (
       select id, coalesce(lineage_id, id) as lineage_id, (row_number() over (order by id) - 1)::int as n
       from properties where id = any($1::uuid[])
     ), total as (select count(*)::int as size from chosen)
     insert into saved_search_matches (saved_search_id, lineage_id, property_id, user_id, notify, matched_at, delivered_at)
     select s.id, c.lineage_id, c.id, s.user_id, 'daily',
            $2::timestamptz - make_interval(mins => 30 + ((hashtext(s.id::text || k)::bigint & 2147483647) % 1380)::int),
            null
     from saved_searches s
     cross join total
     cross join lateral generate_series(1, 1 + ((hashtext(s.id::text)::bigint & 2147483647) % 3)::int) as k
     join chosen c on c.n = ((hashtext(s.id::text || 'listing')::bigint & 2147483647) + k) % total.size`,
    [chosen.map((row) => row.id), at.cutoff.toISOString()],
  );
  await client.query('analyze saved_search_matches');
  const { rows } = await client.query<{ matches: number; users: number }>(
    `select matches, count(*)::int as users from (
       select user_id, count(*)::int as matches from saved_search_matches
       where delivered_at is null and matched_at < $1::timestamptz group by user_id) per
     group by matches order by matches`,
    [at.cutoff.toISOString()],
  );
  return {
    listings: chosen.length,
    pendingRows: rows.reduce((sum, row) => sum + row.matches * row.users, 0),
    users: rows.reduce((sum, row) => sum + row.users, 0),
    perUser: Object.fromEntries(rows.map((row) => [`${row.matches} matches`, row.users])),
    removedFromMatching: { matches: matches.rows[0]?.n ?? 0, notifications: notifications.rows[0]?.n ?? 0 },
  };
}

/**
 * One batch's summaries two ways, on the pending data before the digest runs: as the job reads
 * them (matchFacts per listing id, three statements each) and in one call of the reader's
 * `publicListings(ids)` (two statements for any number); plus the batch's pending read, explained.
 */
export async function summariesCost(
  bench: AlertsBench,
  meter: Meter,
  client: SqlClient,
  db: Database,
  at: DigestMoment,
) {
  const repository = createAlertsRepository(db);
  meter.start();
  const pending = await repository.pendingDigest(at.cutoff, 500, null);
  meter.stop();
  const statement = meter.kept('pending matches read');
  const ids = [...new Set(pending.map((row) => row.propertyId))];
  const perListing: number[] = [];
  const oneCall: number[] = [];
  let statementsPerListing = 0;
  for (let run = 0; run < 3; run += 1) {
    meter.start();
    let started = performance.now();
    for (const id of ids) await bench.reader.matchFacts(id);
    perListing.push(performance.now() - started);
    statementsPerListing = totalCount(meter.stop()) / ids.length;
    started = performance.now();
    const answers = await bench.reader.publicListings(ids);
    oneCall.push(performance.now() - started);
    if (answers.size !== ids.length) throw new Error(`${answers.size} of ${ids.length} listings public`);
  }
  let plan = '';
  if (statement) {
    for (let pass = 0; pass < 2; pass += 1) {
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers) ${statement.text}`,
        statement.params,
      );
      plan = rows.map((row) => row['QUERY PLAN']).join('\n');
    }
  }
  const best = (values: number[]) => round(Math.min(...values));
  return {
    batchRows: pending.length,
    batchUsers: new Set(pending.map((row) => row.userId)).size,
    distinctListings: ids.length,
    perListingMs: best(perListing),
    statementsPerListing: round(statementsPerListing, 2),
    publicListingsMs: best(oneCall),
    pendingReadPlan: plan,
    pendingReadExecutionMs: Number(plan.match(/Execution Time: ([\d.]+) ms/)?.[1] ?? Number.NaN),
  };
}

export interface DigestRun {
  sent: number;
  wallS: number;
  batches: number;
  calls: Record<string, CallTally>;
  statements: Tallies;
  statementCount: number;
  driverS: number;
  /** Where the wall time went, in seconds. */
  split: Record<string, number>;
  memory: MemoryReport;
  check: {
    digestNotifications: number;
    digestUsers: number;
    pendingLeft: number;
    deliveryJobsQueued: number | null;
  };
  second: { sent: number; wallMs: number };
}

/** Delivery jobs waiting in pg-boss's table (no worker runs in the bench); null if its layout differs. */
async function queuedDeliveries(client: SqlClient): Promise<number | null> {
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pgboss.job where name = 'notifications.deliver' and state = 'created'`,
    );
    return rows[0]?.n ?? null;
  } catch {
    return null;
  }
}

const sumOf = (tallies: Tallies, ...kinds: string[]) =>
  kinds.reduce((sum, kind) => sum + (tallies[kind]?.ms ?? 0), 0);

/** sendDailyDigests() end to end, with memory sampled every 100 ms; the checks; a second run. */
export async function runDigest(
  bench: AlertsBench,
  meter: Meter,
  client: SqlClient,
  at: DigestMoment,
): Promise<DigestRun> {
  const queuedBefore = await queuedDeliveries(client);
  bench.resetCalls();
  const memory = sampleMemory(() => bench.calls.notifyIn.calls);
  meter.start(memory.poke);
  const started = performance.now();
  const sent = await bench.jobs.sendDailyDigests();
  const wallMs = performance.now() - started;
  const tallies = meter.stop();
  const memoryReport = memory.stop();
  const calls = structuredClone(bench.calls) as Record<string, CallTally>;
  const listingReads = sumOf(tallies, 'listing rows read', 'listing photos read', 'listing search document');
  const split = {
    'summaries (ListingsReader calls)': (calls.matchFacts?.ms ?? 0) + (calls.publicListings?.ms ?? 0),
    'pending matches read': sumOf(tallies, 'pending matches read'),
    'claim + still-daily check': sumOf(tallies, 'claim (update matches)', 'still-daily check'),
    'notifyIn (checks, notifications insert, job insert)': calls.notifyIn?.ms ?? 0,
    'transaction control': sumOf(tallies, 'transaction control'),
  };
  const accounted = Object.values(split).reduce((sum, value) => sum + value, 0);
  const seconds = Object.fromEntries(
    Object.entries({ ...split, 'the rest (JavaScript between statements)': wallMs - accounted }).map(
      ([key, value]) => [key, round(value / 1000, 2)],
    ),
  );
  seconds['of the summaries: listing statements at the driver'] = round(listingReads / 1000, 2);
  seconds['of notifyIn: notifications insert'] = round(sumOf(tallies, 'notifications insert') / 1000, 2);
  seconds['of notifyIn: pg-boss job insert'] = round(sumOf(tallies, 'pg-boss job insert') / 1000, 2);

  const key = `savedSearch:digest:${at.day}`;
  const { rows } = await client.query<{ n: number; users: number }>(
    'select count(*)::int as n, count(distinct user_id)::int as users from notifications where dedupe_key = $1',
    [key],
  );
  const left = await client.query<{ n: number }>(
    'select count(*)::int as n from saved_search_matches where delivered_at is null and matched_at < $1::timestamptz',
    [at.cutoff.toISOString()],
  );
  const queuedAfter = await queuedDeliveries(client);
  const deliveryJobsQueued =
    queuedAfter === null || queuedBefore === null ? null : queuedAfter - queuedBefore;
  const secondStarted = performance.now();
  const again = await bench.jobs.sendDailyDigests();
  const secondMs = performance.now() - secondStarted;
  return {
    sent,
    wallS: round(wallMs / 1000, 2),
    batches: calls.notifyIn?.calls ?? 0,
    calls: Object.fromEntries(
      Object.entries(calls).map(([name, tally]) => [name, { ...tally, ms: round(tally.ms) }]),
    ),
    statements: roundTallies(tallies),
    statementCount: totalCount(tallies),
    driverS: round(totalMs(tallies) / 1000, 2),
    split: seconds,
    memory: memoryReport,
    check: {
      digestNotifications: rows[0]?.n ?? 0,
      digestUsers: rows[0]?.users ?? 0,
      pendingLeft: left.rows[0]?.n ?? 0,
      deliveryJobsQueued,
    },
    second: { sent: again, wallMs: round(secondMs) },
  };
}
