import { performance } from 'node:perf_hooks';
import { createPlaces } from '../apps/api/src/modules/places/places.service.ts';
import { parseCases } from '../apps/api/src/modules/search/parse/parse-cases.ts';
import { createSearchParser } from '../apps/api/src/modules/search/parse/search-parse.service.ts';

/**
 * GET /api/search/parse's parser on its test set (issue 31, point 3: p95 ≤ 5 ms a query): every
 * query parsed `rounds` times after a warm-up, each parse timed alone; the percentiles are over
 * all of them. The parser is pure and in memory, so this is its whole cost but the HTTP around it.
 *
 *   npm run search-parse -w @krov/bench [-- rounds]
 */
const rounds = Number(process.argv[2] ?? 20);
const queries = parseCases.map(([q]) => q);

const built = performance.now();
const parser = createSearchParser({ places: createPlaces() });
const buildMs = performance.now() - built;

for (const q of queries) parser.parse(q, 'bs');

const times: number[] = [];
for (let round = 0; round < rounds; round++) {
  for (const q of queries) {
    const start = performance.now();
    parser.parse(q, 'bs');
    times.push(performance.now() - start);
  }
}
times.sort((a, b) => a - b);
const at = (share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))] ?? 0;
const ms = (value: number) => `${value.toFixed(3)} ms`;
console.log(
  `search parse: ${queries.length} queries × ${rounds} rounds (parser built in ${ms(buildMs)}, places included)`,
);
console.log(`p50 ${ms(at(0.5))}  p95 ${ms(at(0.95))}  p99 ${ms(at(0.99))}  max ${ms(times.at(-1) ?? 0)}`);
