import type { LoadResult } from '../lib/load.ts';
import type { tryAlternatives } from './alternatives.ts';
import type { FirstCall, Probe, Scenario } from './scenarios.ts';

type Run = LoadResult & { cpuMsPerRequest: number | null };
type Loads = Record<string, Record<string, { alone: Run; loaded: Run }>>;

const pair = (run: LoadResult | undefined) =>
  run ? `${run.latencyMs.p50} / ${run.latencyMs.p99} (${run.requests})` : '–';

/** One line a call: its rows, the first calls, p50 / p99 alone and under load, uncached beside cached. */
export function printTable(
  scenarios: Scenario[],
  firsts: Record<string, Record<string, FirstCall>>,
  loads: Loads,
  connections: number,
): void {
  const table: Record<string, Record<string, string | number>> = {};
  for (const scenario of scenarios) {
    const uncached = loads.uncached?.[scenario.name];
    const cached = loads.cached?.[scenario.name];
    table[scenario.name] = {
      rows: scenario.rows ?? '',
      bytes: firsts.uncached?.[scenario.name]?.bytes ?? 0,
      'first ms (uncached app)': firsts.uncached?.[scenario.name]?.ms ?? Number.NaN,
      'first ms (cached app)': firsts.cached?.[scenario.name]?.ms ?? Number.NaN,
      'alone p50/p99 (n) uncached': pair(uncached?.alone),
      'alone p50/p99 (n) cached': pair(cached?.alone),
      'alone CPU ms/req uncached': uncached?.alone.cpuMsPerRequest ?? Number.NaN,
      [`×${connections} req/s uncached`]: uncached?.loaded.requestsPerSecond ?? Number.NaN,
      [`×${connections} req/s cached`]: cached?.loaded.requestsPerSecond ?? Number.NaN,
      [`×${connections} p50/p99 (n) uncached`]: pair(uncached?.loaded),
      [`×${connections} p50/p99 (n) cached`]: pair(cached?.loaded),
    };
  }
  console.table(table);
}

/** The plan's index and scan lines (what serves the statement), without the timing detail. */
function scans(plan: string): string[] {
  return plan
    .split('\n')
    .filter((line) => /Scan|Sort Method|Aggregate|Join|Limit/.test(line))
    .map((line) => line.replace(/\s+\(cost=.*$/, '').trim());
}

/** Each call's statements and their plans; the statistics' in full. */
export function printPlans(probes: Record<string, Probe>, log: (text: string) => void): void {
  for (const [name, probe] of Object.entries(probes)) {
    log(`${name}: ${probe.statements} statements, ${probe.injectMs} ms through inject`);
    for (const query of probe.explained) {
      log(
        `  ${query.executionMs} ms in the database (${query.directMedianMs} ms alone from a client): ${query.text.replace(/\s+/g, ' ').slice(0, 160)}`,
      );
      for (const line of scans(query.plan)) log(`      ${line}`);
    }
  }
  const statistics = probes['statistics 90 days'];
  if (!statistics) return;
  log('statistics 90 days, EXPLAIN (ANALYZE, BUFFERS) of each statement:');
  for (const query of statistics.explained) console.log(`${query.text.slice(0, 300)}\n${query.plan}\n`);
}

/** What the changes tried on the bench's database would give, beside what the api does now. */
export function printAlternatives(
  alternatives: Awaited<ReturnType<typeof tryAlternatives>>,
  probes: Record<string, Probe>,
  log: (text: string) => void,
): void {
  for (const [days, summed] of Object.entries(alternatives.summed)) {
    const now = probes[`statistics ${days}`]?.explained.find((query) =>
      query.text.includes('property_daily_counters'),
    );
    log(
      `statistics ${days}: the counters now ${now?.executionMs} ms in the database, ${now?.directMedianMs} ms alone from a client; summed in SQL (${summed.rows} rows) ${summed.executionMs} ms, ${summed.directMedianMs} ms alone`,
    );
  }
  const summed90 = alternatives.summed['90 days'];
  if (summed90) console.log(summed90.plan);
  for (const query of alternatives.withIndex) {
    log(
      `with an index on properties (agency_id): ${query.without.executionMs} → ${query.with.executionMs} ms in the database (${query.without.directMedianMs} → ${query.with.directMedianMs} ms alone): ${query.text.slice(0, 120)}`,
    );
  }
}
