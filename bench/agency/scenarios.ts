import type { FastifyInstance } from 'fastify';
import type { SqlClient } from '../market/sql.ts';
import { type CapturedQuery, captureQueries } from '../search/capture.ts';
import { type ExplainedQuery, explainQueries } from '../search/explain.ts';

export interface Scenario {
  name: string;
  path: string;
  /** Asked as the agency's owner (Authorization: Bearer). */
  owner: boolean;
  /** What the call reads, in rows: filled in by `rowsOf`. */
  rows?: string;
}

export const statisticsDays = [7, 30, 90] as const;

/** The agency page's two calls, the owner's statistics and CSV, and the directory of agencies. */
export function agencyScenarios(slug: string): Scenario[] {
  return [
    { name: 'agency page', path: `/api/agencies/${slug}`, owner: false },
    {
      name: 'agency listings (newest, 24)',
      path: `/api/properties?agency=${slug}&sort=newest&limit=24`,
      owner: false,
    },
    ...statisticsDays.map((days) => ({
      name: `statistics ${days} days`,
      path: `/api/users/me/agency/statistics?days=${days}`,
      owner: true,
    })),
    { name: 'statistics CSV 90 days', path: '/api/users/me/agency/statistics.csv?days=90', owner: true },
    { name: 'agencies directory', path: '/api/agencies', owner: false },
  ];
}

/** The rows behind each call: the agency's listings among the market's, its counters in the period. */
export async function rowsOf(
  client: SqlClient,
  scenarios: Scenario[],
  agencyId: string,
  today: string,
): Promise<void> {
  const counted = async (text: string, params: unknown[]) =>
    (await client.query<{ n: number }>(text, params)).rows[0]?.n ?? 0;
  const listings = await counted('select count(*)::int as n from properties', []);
  const agencyListings = await counted(
    'select count(*)::int as n from properties where agency_id = $1 and deleted_at is null',
    [agencyId],
  );
  const inPeriod = async (days: number) =>
    counted(
      `select count(*)::int as n from property_daily_counters c join properties p on p.id = c.property_id
       where p.agency_id = $1 and c.day between $2::date - ($3::int - 1) and $2::date`,
      [agencyId, today, days],
    );
  const fmt = (n: number) => n.toLocaleString('en-US');
  for (const scenario of scenarios) {
    const days = /days=(\d+)/.exec(scenario.path)?.[1];
    if (days)
      scenario.rows = `${fmt(await inPeriod(Number(days)))} counter rows of ${fmt(agencyListings)} listings`;
    else if (scenario.path.startsWith('/api/agencies/'))
      scenario.rows = `1 agency, ${fmt(agencyListings)} listings counted (of ${fmt(listings)})`;
    else if (scenario.path.startsWith('/api/properties'))
      scenario.rows = `24 of ${fmt(agencyListings)} agency listings (of ${fmt(listings)})`;
    else scenario.rows = `public listings counted per agency (of ${fmt(listings)})`;
  }
}

export interface FirstCall {
  status: number;
  ms: number;
  bytes: number;
  /** Lengths of the answer's lists and its numbers (or the CSV's lines). */
  answer: Record<string, number>;
}

function summary(body: string, type: string | null): Record<string, number> {
  if (!type?.includes('json')) return { lines: body.trim().split('\n').length };
  const answer: Record<string, number> = {};
  for (const [key, value] of Object.entries(JSON.parse(body) as Record<string, unknown>)) {
    if (typeof value === 'number') answer[key] = value;
    else if (Array.isArray(value)) answer[key] = value.length;
  }
  return answer;
}

/** Each call once over HTTP, in order: on a fresh app, the first of each (nothing cached, code cold). */
export async function firstCalls(
  url: string,
  scenarios: Scenario[],
  token: string,
): Promise<Record<string, FirstCall>> {
  const calls: Record<string, FirstCall> = {};
  for (const scenario of scenarios) {
    const started = performance.now();
    const response = await fetch(`${url}${scenario.path}`, {
      headers: scenario.owner ? { authorization: `Bearer ${token}` } : {},
    });
    const body = await response.text();
    const ms = Math.round((performance.now() - started) * 100) / 100;
    if (response.status !== 200) throw new Error(`${scenario.path} answered ${response.status}: ${body}`);
    calls[scenario.name] = {
      status: response.status,
      ms,
      bytes: Buffer.byteLength(body),
      answer: summary(body, response.headers.get('content-type')),
    };
  }
  return calls;
}

/** A plan's literal lists of ids (the statistics' 500 listings, twice) as their count. */
export const shortLists = (plan: string) =>
  plan.replace(/'\{([0-9a-f-]{36},){3,}[0-9a-f-]{36}\}'/g, (list) => `'{${list.split(',').length} ids}'`);

export interface Probe {
  statements: number;
  /** The api's time for the call through inject (no HTTP), warm. */
  injectMs: number;
  explained: ExplainedQuery[];
}

/** Each call's statements, captured at the driver, each explained (ANALYZE, BUFFERS) and timed alone. */
export async function probeStatements(
  app: FastifyInstance,
  client: SqlClient,
  pglite: Parameters<typeof captureQueries>[0],
  scenarios: Scenario[],
  token: string,
): Promise<{ probes: Record<string, Probe>; captured: Record<string, CapturedQuery[]> }> {
  const probes: Record<string, Probe> = {};
  const captured: Record<string, CapturedQuery[]> = {};
  for (const scenario of scenarios) {
    const call = async () => {
      const started = performance.now();
      const response = await app.inject({
        method: 'GET',
        url: scenario.path,
        headers: scenario.owner ? { authorization: `Bearer ${token}` } : {},
      });
      if (response.statusCode !== 200) throw new Error(`${scenario.path}: ${response.statusCode}`);
      return performance.now() - started;
    };
    const { result: ms, queries } = await captureQueries(pglite, call);
    captured[scenario.name] = queries;
    probes[scenario.name] = {
      statements: queries.length,
      injectMs: Math.round(ms * 100) / 100,
      explained: (await explainQueries(client, queries, 9)).map((query) => ({
        ...query,
        plan: shortLists(query.plan),
      })),
    };
  }
  return { probes, captured };
}
