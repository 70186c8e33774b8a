import type { SqlClient } from '../market/sql.ts';

/**
 * The insert's SELECT, explained with the parameters it ran with; `withoutTokens`: the same with
 * the index keys' condition made true (issue 31), the full scan the matching did before them.
 */
export async function explainSelect(
  client: SqlClient,
  statement: { text: string; params: unknown[] },
  withoutTokens = false,
) {
  const found = statement.text.match(/insert into[^\n]*\n\s*(select[\s\S]*?)\s*on conflict do nothing/i)?.[1];
  if (!found) throw new Error('the matching statement has no SELECT where expected');
  const tokens = /\(("saved_searches"\."match_tokens") && (\$\d+)::text\[\] or \1 is null\)/;
  if (!tokens.test(found)) throw new Error('the matching statement has no index keys condition');
  const select = withoutTokens ? found.replace(tokens, '(true or $2::text[] is null)') : found;
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
