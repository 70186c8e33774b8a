import type { LoadResult } from '../lib/load.ts';
import type { ExplainedQuery } from './explain.ts';
import { type Scenario, targets } from './scenarios.ts';

/** What the in-process run learned about a scenario before the load. */
export interface Probe {
  /** The answer's size: total (search, map), items, clusters and pins. */
  answer: Record<string, number | boolean>;
  bytes: number;
  /** Statements of the first request after start, and of the next one (fewer: a cache answered). */
  coldQueries: number;
  warmQueries: number;
  /** In-process (inject) time of the first request and of the next: a cache's miss and hit. */
  coldMs: number;
  warmMs: number;
  explained: ExplainedQuery[];
}

export interface Measured {
  scenario: Scenario;
  probe: Probe;
  /** One entry per pass. */
  loaded: LoadResult[];
  single: LoadResult[];
  /** The same connections paced at half the loaded throughput. */
  paced: LoadResult[];
  uncached: LoadResult[];
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);
const r1 = (value: number) => Math.round(value * 10) / 10;
const r2 = (value: number) => Math.round(value * 100) / 100;

/** The database's own time for the request: its statements run alone, medians summed. */
export const queryMs = (m: Measured) => m.probe.explained.reduce((sum, q) => sum + q.directMedianMs, 0);
export const explainMs = (m: Measured) =>
  m.probe.explained.reduce((sum, q) => sum + q.planningMs + q.executionMs, 0);
/** The api's time for one request alone: median latency at one connection, mean of the passes. */
export const apiMs = (m: Measured) => mean(m.single.map((run) => run.latencyMs.p50));
export const p95 = (runs: LoadResult[]) => mean(runs.map((run) => run.latencyMs.p95));

export function verdict(ok: boolean | null): string {
  return ok === null ? 'n/a' : ok ? 'met' : 'NOT met';
}

/** One row per scenario: throughput and latency under load, alone, and the database's share. */
export function rows(measured: Measured[]) {
  return measured.map((m) => {
    const db = queryMs(m);
    const api = apiMs(m);
    const loadedP95 = p95(m.loaded);
    const uncachedP95 = m.uncached.length > 0 ? p95(m.uncached) : null;
    const cached = m.probe.warmQueries < m.probe.coldQueries;
    // Judged on the uncached figure when a cache answered the fixed URL and it could be measured past it.
    const judged = uncachedP95 ?? loadedP95;
    return {
      scenario: m.scenario.name,
      rows: m.probe.answer.total ?? m.probe.answer.items ?? '',
      'req/s': m.loaded.map((run) => Math.round(run.requestsPerSecond)).join(' / '),
      'p50 ms': m.loaded.map((run) => r1(run.latencyMs.p50)).join(' / '),
      'p95 ms': m.loaded.map((run) => r1(run.latencyMs.p95)).join(' / '),
      'p99 ms': m.loaded.map((run) => r1(run.latencyMs.p99)).join(' / '),
      'uncached p95': uncachedP95 === null ? '' : r1(uncachedP95),
      'paced req/s': m.paced.map((run) => Math.round(run.requestsPerSecond)).join(' / '),
      'paced p95 ms': m.paced.map((run) => r1(run.latencyMs.p95)).join(' / '),
      'cache miss ms': cached ? r1(m.probe.coldMs) : '',
      'alone ms': r2(api),
      'db ms': r2(db),
      // A request a cache answered sends no statement: its time has no database share to compare.
      'api÷db': db > 0 && !cached ? r2(api / db) : '',
      queries: `${m.probe.coldQueries}/${m.probe.warmQueries}`,
      'p95 target': `${verdict(judged <= m.scenario.p95TargetMs)} (≤ ${m.scenario.p95TargetMs})`,
      // Paced runs read the fixed URL: where a cache answers it, this is the cached figure.
      'paced p95 target': m.paced.length
        ? `${verdict(p95(m.paced) <= m.scenario.p95TargetMs)}${cached ? ' (cached)' : ''}`
        : 'n/a',
      'api÷db target': db > 0 && !cached ? verdict(api / db <= targets.apiOverQuery) : 'n/a',
    };
  });
}

/** Page 500 against page 1, per sort: alone (p50 at one connection) and under load (p95). */
export function deepRows(measured: Measured[]) {
  const first = new Map(
    measured.filter((m) => m.scenario.group === 'search').map((m) => [m.scenario.sort, m]),
  );
  return measured
    .filter((m) => m.scenario.group === 'search-deep')
    .map((deep) => {
      const top = first.get(deep.scenario.sort);
      if (!top) return { sort: deep.scenario.sort, note: 'no first page measured' };
      const alone = apiMs(deep) / apiMs(top);
      const loaded = p95(deep.loaded) / p95(top.loaded);
      return {
        sort: deep.scenario.sort,
        page: deep.scenario.page,
        'alone deep÷first': r2(alone),
        'p95 deep÷first': r2(loaded),
        target: `${verdict(Math.max(alone, loaded) <= targets.deepOverFirst)} (≤ ${targets.deepOverFirst})`,
      };
    });
}
