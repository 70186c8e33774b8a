import { populationThousands } from '../market/municipalities.ts';
import type { SqlClient } from '../market/sql.ts';
import { explainSelect } from './explain-select.ts';
import type { AlertsBench, CallTally } from './jobs.ts';
import { addTallies, type Meter, roundTallies, type Tallies, totalMs } from './meter.ts';
import { type Distribution, distribution, round } from './stats.ts';

export interface Publication {
  id: string;
  group: string;
  municipality: string;
  listingType: string;
  propertyType: string;
  price: number;
  bedrooms: number | null;
}

const matchInsert = 'matches insert (scan of saved_searches)';
const publicNow = `status = 'listed' and deleted_at is null and sold_at is null and valid_until > $1::timestamptz
  and not hide_price`;

/**
 * The listings "published": public listings of the market, never matched before (a match is once
 * per lineage), in groups that meet many saved searches and few: the cheapest flats of Sarajevo
 * (sale, rent), houses for sale in towns under 15 000 people, and any listing.
 */
export async function choosePublications(
  client: SqlClient,
  now: Date,
  count: number,
): Promise<Publication[]> {
  const small = Object.entries(populationThousands)
    .filter(([, thousands]) => thousands < 15)
    .map(([slug]) => slug);
  const columns = `id, municipality_slug as municipality, listing_type as "listingType",
    property_type as "propertyType", price::float8 as price, bedrooms`;
  const groups: [string, string, number][] = [
    [
      'cheap flat in Sarajevo, sale',
      `listing_type = 'sell' and property_type = 'apartment' and city_slug = 'sarajevo' order by price, id`,
      Math.round(count / 3),
    ],
    [
      'cheap flat in Sarajevo, rent',
      `listing_type = 'rent' and property_type = 'apartment' and city_slug = 'sarajevo' order by price, id`,
      Math.round(count / 6),
    ],
    [
      'house for sale in a small town',
      `listing_type = 'sell' and property_type = 'house' and municipality_slug = any($2::text[]) order by md5(id::text)`,
      Math.round(count / 4),
    ],
  ];
  const chosen: Publication[] = [];
  for (const [group, where, limit] of groups) {
    const { rows } = await client.query<Omit<Publication, 'group'>>(
      `select ${columns} from properties where ${publicNow} and ${where} limit ${limit}`,
      where.includes('$2') ? [now.toISOString(), small] : [now.toISOString()],
    );
    chosen.push(...rows.map((row) => ({ ...row, group })));
  }
  const { rows } = await client.query<Omit<Publication, 'group'>>(
    `select ${columns} from properties where ${publicNow} and not (id = any($2::uuid[]))
     order by md5(id::text) limit ${count - chosen.length + 1}`,
    [now.toISOString(), chosen.map((p) => p.id)],
  );
  // The first of these is the warm-up, run before the measured ones and reported apart.
  return [
    ...rows.slice(0, 1).map((row) => ({ ...row, group: 'warm-up (any listing)' })),
    ...chosen,
    ...rows.slice(1).map((row) => ({ ...row, group: 'any listing' })),
  ];
}

export interface PublicationResult extends Publication {
  matched: number;
  byFrequency: Record<string, number>;
  /** Of the matches, those of saved searches without a place (the whole country). */
  fromPlaceless: number;
  wallMs: number;
  /** How long after the call's start the event loop first ran a timer (capped at the wall time). */
  eventLoopBlockedMs: number;
  /** matchFacts: the listing's three reads (row, photos, search document). */
  factsMs: number;
  /** The INSERT … SELECT over saved_searches, as the driver waited for it. */
  matchInsertMs: number;
  /** notifyIn: the requests' checks, the notifications' INSERT and the delivery jobs' INSERT. */
  notifyMs: number;
  notificationsInsertMs: number;
  jobInsertMs: number;
  transactionControlMs: number;
  /** Everything else: the driver's and Drizzle's work in JavaScript, the event loop. */
  otherMs: number;
  statements: number;
  /** EXPLAIN ANALYZE of the insert's SELECT alone (PostgreSQL's execution time, second run). */
  selectExecutionMs?: number;
  /** The same SELECT without the index keys: every saved search read (the matching before issue 31). */
  scanExecutionMs?: number;
  /** The rows the SELECT finds (from its plan): what would match, even when matchListing failed. */
  selectRows?: number;
  /** matchListing threw (its transaction rolled back): the error's message. */
  error?: string;
  plan?: string;
}

const ms = (tallies: Tallies, kind: string) => tallies[kind]?.ms ?? 0;

/** One publication: `matchListing` timed end to end, its statements by kind, its matches by frequency. */
async function publish(
  bench: AlertsBench,
  meter: Meter,
  client: SqlClient,
  publication: Publication,
): Promise<{ result: PublicationResult; tallies: Tallies; statement: { text: string; params: unknown[] } }> {
  bench.resetCalls();
  meter.start();
  const started = performance.now();
  // When the event loop could next run a timer: at once on the server (the driver waits on a
  // socket), only at the end on PGlite (it answers in this thread, promise after promise).
  let loopFreeAfter = Number.NaN;
  const probe = setTimeout(() => {
    loopFreeAfter = performance.now() - started;
  }, 0);
  let matched = 0;
  let error: string | undefined;
  try {
    matched = await bench.jobs.matchListing(publication.id);
  } catch (thrown) {
    // Reported, not hidden: the transaction rolled back, so nothing matched.
    error = String((thrown as Error).message ?? thrown).slice(0, 300);
  }
  const wallMs = performance.now() - started;
  const tallies = meter.stop();
  await new Promise((resolve) => setTimeout(resolve, 5));
  clearTimeout(probe);
  const calls: Record<string, CallTally> = bench.calls;
  const statement = meter.kept(matchInsert);
  if (!statement) throw new Error(`no matching statement seen for ${publication.id}`);
  const { rows } = await client.query<{ notify: string; n: number; placeless: number }>(
    `select m.notify, count(*)::int as n, (count(*) filter (where s.place_slug is null))::int as placeless
     from saved_search_matches m join saved_searches s on s.id = m.saved_search_id
     where m.property_id = $1 group by m.notify`,
    [publication.id],
  );
  const byFrequency = Object.fromEntries(rows.map((row) => [row.notify, row.n]));
  const counted = rows.reduce((sum, row) => sum + row.n, 0);
  if (!error && counted !== matched)
    throw new Error(`matchListing answered ${matched}, the table holds ${counted}`);
  const factsMs = calls.matchFacts?.ms ?? 0;
  const notifyMs = calls.notifyIn?.ms ?? 0;
  const result: PublicationResult = {
    ...publication,
    matched,
    byFrequency,
    fromPlaceless: rows.reduce((sum, row) => sum + row.placeless, 0),
    wallMs: round(wallMs),
    eventLoopBlockedMs: round(Math.min(loopFreeAfter, wallMs)),
    factsMs: round(factsMs),
    matchInsertMs: round(ms(tallies, matchInsert)),
    notifyMs: round(notifyMs),
    notificationsInsertMs: round(ms(tallies, 'notifications insert')),
    jobInsertMs: round(ms(tallies, 'pg-boss job insert')),
    transactionControlMs: round(ms(tallies, 'transaction control')),
    otherMs: round(
      wallMs - factsMs - notifyMs - ms(tallies, matchInsert) - ms(tallies, 'transaction control'),
    ),
    statements: Object.values(tallies).reduce((sum, t) => sum + t.count, 0),
    ...(error ? { error } : {}),
  };
  return { result, tallies, statement };
}

export interface MatchingReport {
  warmUp: PublicationResult;
  publications: PublicationResult[];
  /** Publications whose matchListing threw (rolled back), with the rows their SELECT finds. */
  failed: PublicationResult[];
  wallMs: Distribution;
  eventLoopBlockedMs: Distribution;
  matched: Distribution;
  matchInsertMs: Distribution;
  selectExecutionMs: Distribution;
  scanExecutionMs: Distribution;
  notifyMs: Distribution;
  factsMs: Distribution;
  byGroup: Record<string, { n: number; matched: Distribution; wallMs: Distribution }>;
  statementsAll: Tallies;
  /** Instant notifications made and delivery jobs queued (200 per job) by the measured publications. */
  notificationsMade: number;
  seqScan: boolean;
  plans: Record<string, string>;
  driverMsShare: number;
}

/** The warm-up, then each publication once, then EXPLAIN ANALYZE of each one's SELECT. */
export async function runMatching(
  bench: AlertsBench,
  meter: Meter,
  client: SqlClient,
  publications: readonly Publication[],
  log: (text: string) => void,
): Promise<MatchingReport> {
  const results: PublicationResult[] = [];
  const statements: { text: string; params: unknown[] }[] = [];
  const all: Tallies = {};
  let notificationsMade = 0;
  for (const publication of publications) {
    const { result, tallies, statement } = await publish(bench, meter, client, publication);
    results.push(result);
    statements.push(statement);
    if (result.group.startsWith('warm-up')) continue;
    if (!result.error) {
      addTallies(all, tallies);
      notificationsMade += bench.calls.notifyIn.items;
    }
    const outcome = result.error ? `FAILED (${result.error.slice(0, 120)})` : `${result.matched} matched`;
    log(
      `${result.group} (${result.municipality}, ${result.price} KM): ${outcome} in ${result.wallMs} ms (insert ${result.matchInsertMs}, notify ${result.notifyMs})`,
    );
  }
  const plans: Record<string, string> = {};
  for (const [index, result] of results.entries()) {
    const explained = await explainSelect(client, statements[index] as { text: string; params: unknown[] });
    result.selectExecutionMs = round(explained.execution);
    result.selectRows = explained.rows;
    if (!plans[result.group]) plans[result.group] = explained.plan;
    const scanned = await explainSelect(
      client,
      statements[index] as { text: string; params: unknown[] },
      true,
    );
    result.scanExecutionMs = round(scanned.execution);
    if (scanned.rows !== explained.rows)
      throw new Error(`the index keys found ${explained.rows} matches, the full scan ${scanned.rows}`);
    if (!plans[`${result.group}, full scan`]) plans[`${result.group}, full scan`] = scanned.plan;
  }
  const [warmUp, ...every] = results as [PublicationResult, ...PublicationResult[]];
  // The figures are of the publications that went through; a failed one is listed apart.
  const measured = every.filter((r) => !r.error);
  const failed = every.filter((r) => r.error);
  const byGroup: MatchingReport['byGroup'] = {};
  for (const group of new Set(measured.map((r) => r.group))) {
    const of = measured.filter((r) => r.group === group);
    byGroup[group] = {
      n: of.length,
      matched: distribution(of.map((r) => r.matched)),
      wallMs: distribution(of.map((r) => r.wallMs)),
    };
  }
  const wall = measured.reduce((sum, r) => sum + r.wallMs, 0);
  return {
    warmUp,
    publications: measured,
    failed,
    wallMs: distribution(measured.map((r) => r.wallMs)),
    eventLoopBlockedMs: distribution(measured.map((r) => r.eventLoopBlockedMs)),
    matched: distribution(measured.map((r) => r.matched)),
    matchInsertMs: distribution(measured.map((r) => r.matchInsertMs)),
    selectExecutionMs: distribution(measured.map((r) => r.selectExecutionMs ?? Number.NaN)),
    scanExecutionMs: distribution(measured.map((r) => r.scanExecutionMs ?? Number.NaN)),
    notifyMs: distribution(measured.map((r) => r.notifyMs)),
    factsMs: distribution(measured.map((r) => r.factsMs)),
    byGroup,
    statementsAll: roundTallies(all),
    notificationsMade,
    seqScan: Object.entries(plans)
      .filter(([group]) => !group.endsWith('full scan'))
      .some(([, plan]) => /Seq Scan on saved_searches/.test(plan)),
    plans,
    driverMsShare: round(totalMs(all) / wall, 3),
  };
}
