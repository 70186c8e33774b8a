import type { SqlClient } from '../market/sql.ts';
import type { CapturedQuery } from '../search/capture.ts';
import { explainQueries } from '../search/explain.ts';
import { shortLists, statisticsDays } from './scenarios.ts';

/**
 * Not the api's code: what a change the figures point to would cost, tried on the bench's own
 * database after every measurement (apps/** is the lead's to change).
 *
 * 1. The statistics summed in SQL: one statement answering the per-day and the per-listing sums
 *    (GROUPING SETS), 7/30/90 + 500 rows instead of 500 × days, against the statement the api sends
 *    (the same ids, the same days).
 * 2. An index on `properties (agency_id)`: the agency's statements (its listings, its counts, the
 *    search's count, the directory's counts) explained again with it.
 */
export async function tryAlternatives(
  client: SqlClient,
  options: { agencyId: string; today: string; captured: Record<string, CapturedQuery[]> },
) {
  const summed: Record<string, { rows: number; executionMs: number; directMedianMs: number; plan: string }> =
    {};
  const { rows: listings } = await client.query<{ id: string }>(
    'select id from properties where agency_id = $1 and deleted_at is null',
    [options.agencyId],
  );
  const ids = `{${listings.map((listing) => listing.id).join(',')}}`;
  for (const days of statisticsDays) {
    const [explained] = await explainQueries(client, [
      {
        text: `select c.day::text as day, c.property_id, sum(c.views)::int as views, sum(c.saves)::int as saves,
                      sum(c.contacts)::int as contacts, sum(c.phone_reveals)::int as phone_reveals
               from property_daily_counters c
               where c.property_id = any($1::uuid[])
                 and c.day between $2::date - ($3::int - 1) and $2::date
               group by grouping sets ((c.day), (c.property_id))`,
        params: [ids, options.today, days],
      },
    ]);
    if (!explained) continue;
    // The plan's top node: the rows the statement answers.
    const rows = Number(/actual time=[\d.]+\.\.[\d.]+ rows=([\d.]+)/.exec(explained.plan)?.[1] ?? Number.NaN);
    summed[`${days} days`] = {
      rows,
      executionMs: explained.executionMs,
      directMedianMs: explained.directMedianMs,
      plan: shortLists(explained.plan),
    };
  }

  const reads = (scenario: string) => options.captured[scenario] ?? [];
  const agencyStatements: CapturedQuery[] = [
    ...reads('agency page'),
    ...reads('agency listings (newest, 24)'),
    ...reads('statistics 90 days'),
    ...reads('agencies directory'),
  ].filter((query) => /from "properties"/.test(query.text) && !/"id" in \(/.test(query.text));
  const before = await explainQueries(client, agencyStatements, 9);
  await client.query(
    'create index bench_properties_agency_idx on properties (agency_id) where agency_id is not null',
  );
  await client.query('analyze properties');
  const after = await explainQueries(client, agencyStatements, 9);
  await client.query('drop index bench_properties_agency_idx');
  const withIndex = before.map((query, index) => ({
    text: query.text.replace(/\s+/g, ' ').slice(0, 200),
    without: { executionMs: query.executionMs, directMedianMs: query.directMedianMs, plan: query.plan },
    with: {
      executionMs: after[index]?.executionMs,
      directMedianMs: after[index]?.directMedianMs,
      plan: after[index]?.plan,
    },
  }));
  return { summed, withIndex };
}
