import type { SqlClient } from '../market/sql.ts';
import type { CapturedQuery } from './capture.ts';

export interface ExplainedQuery {
  /** The statement, shortened for the report (the full text is in the plan file). */
  text: string;
  /** EXPLAIN (ANALYZE, BUFFERS) of a warm run, as PostgreSQL prints it. */
  plan: string;
  planningMs: number;
  executionMs: number;
  /** The statement run by itself from a client, median of `runs` (wall time, round trip included). */
  directMedianMs: number;
  runs: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const round = (value: number) => Math.round(value * 1000) / 1000;

/** PostgreSQL's own times from the plan's last lines. */
function timeOf(plan: string, label: 'Planning' | 'Execution'): number {
  const match = plan.match(new RegExp(`${label} Time: ([\\d.]+) ms`));
  return match ? Number(match[1]) : Number.NaN;
}

/**
 * What each statement of a request costs in the database: its plan with buffers (EXPLAIN ANALYZE,
 * the second run so caches are warm, as under load) and its own wall time run alone, the median of
 * `runs` runs, to set beside the api's time for the same request.
 */
export async function explainQueries(
  client: SqlClient,
  queries: readonly CapturedQuery[],
  runs = 15,
): Promise<ExplainedQuery[]> {
  const explained: ExplainedQuery[] = [];
  for (const query of queries) {
    let plan = '';
    for (let pass = 0; pass < 2; pass += 1) {
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, buffers) ${query.text}`,
        query.params,
      );
      plan = rows.map((row) => row['QUERY PLAN']).join('\n');
    }
    const times: number[] = [];
    // A slow statement gets fewer runs (at least three): its median is no less clear.
    const budgetMs = 3000;
    for (let run = 0; run < runs && (run < 3 || times.reduce((a, b) => a + b, 0) < budgetMs); run += 1) {
      const started = performance.now();
      await client.query(query.text, query.params);
      times.push(performance.now() - started);
    }
    explained.push({
      text: query.text.length > 400 ? `${query.text.slice(0, 400)}…` : query.text,
      plan,
      planningMs: timeOf(plan, 'Planning'),
      executionMs: timeOf(plan, 'Execution'),
      directMedianMs: round(median(times)),
      runs: times.length,
    });
  }
  return explained;
}
