import type { SqlClient } from '../market/sql.ts';

/**
 * The insert's SELECT, explained with the parameters it ran with; `withoutKeys`: the same with the
 * index key's conditions made true (issue 31, decision 269), the full scan the matching did before.
 */
export async function explainSelect(
  client: SqlClient,
  statement: { text: string; params: unknown[] },
  withoutKeys = false,
) {
  const found = statement.text.match(/insert into[^\n]*\n\s*(select[\s\S]*?)\s*on conflict do nothing/i)?.[1];
  if (!found) throw new Error('the matching statement has no SELECT where expected');
  const key = /"saved_searches"\."match_key" = any\((\$\d+)::text\[\]\)/;
  const ceiling =
    /"saved_searches"\."match_(?:sale|rent)_ceiling" >= coalesce\((\$\d+)::float8, 'Infinity'::float8\)/;
  const floor =
    /"saved_searches"\."match_(?:sale|rent)_floor" <= coalesce\((\$\d+)::float8, '-Infinity'::float8\)/;
  const unkeyed = /"saved_searches"\."match_key" is null/;
  if (![key, ceiling, floor, unkeyed].every((condition) => condition.test(found)))
    throw new Error('the matching statement has no index key conditions');
  // Every search a candidate (its parameters kept, so they still count), none "unkeyed" twice.
  const select = withoutKeys
    ? found
        .replace(key, '(true or $1::text[] is null)')
        .replace(ceiling, '(true or $1::float8 is null)')
        .replace(floor, '(true or $1::float8 is null)')
        .replace(unkeyed, 'false')
    : found;
  let plan = '';
  // Serial, as the INSERT runs it: PostgreSQL plans no parallel workers for a statement that writes,
  // so the SELECT explained alone must not have them either (with them, a publication of 600
  // matches spent 45 ms gathering two workers' 4 ms of work; a large one shared its reading).
  await client.query('begin');
  try {
    await client.query('set local max_parallel_workers_per_gather = 0');
    // And without JIT, as insertMatches runs it.
    await client.query('set local jit = off');
    for (let pass = 0; pass < 2; pass += 1) {
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers) ${select}`,
        statement.params,
      );
      plan = rows.map((row) => row['QUERY PLAN']).join('\n');
    }
  } finally {
    await client.query('rollback');
  }
  const execution = Number(plan.match(/Execution Time: ([\d.]+) ms/)?.[1] ?? Number.NaN);
  const rows = Number(plan.match(/actual time=[\d.]+\.\.[\d.]+ rows=([\d.]+)/)?.[1] ?? Number.NaN);
  return { plan, execution, rows };
}
