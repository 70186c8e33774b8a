import { describe, expect, it } from 'vitest';
import { createPlaces } from '../../places/places.service.ts';
import { filtersOf } from './parse-case.ts';
import { parseCases } from './parse-cases.ts';
import { createSearchParser } from './search-parse.service.ts';

/**
 * The test set of issue 31 (point 3): queries as people type them, each with its exact filters and
 * unparsed words. The parser must get at least 90 % of them exactly and never answer a filter a case
 * does not expect (an invented filter); a wrong value of an expected filter counts as a miss.
 */
const cases = parseCases;
const parser = createSearchParser({ places: createPlaces() });

describe('the test set', () => {
  const results = cases.map(([q, expected, unparsed = '']) => {
    const want = filtersOf(expected);
    const got = parser.parse(q, 'bs');
    const invented = Object.keys(got.filters).filter((key) => !(key in want));
    const exact = JSON.stringify(sorted(got)) === JSON.stringify(sorted({ filters: want, unparsed }));
    return { q, want: { filters: want, unparsed }, got, invented, exact };
  });
  const exactRate = results.filter((result) => result.exact).length / results.length;
  const invented = results.filter((result) => result.invented.length > 0);

  it('has at least 300 queries, none twice', () => {
    expect(cases.length).toBeGreaterThanOrEqual(300);
    expect(new Set(cases.map(([q]) => q)).size).toBe(cases.length);
  });

  it('reads at least 90 % of them exactly and invents no filter', () => {
    const misses = results.filter((result) => !result.exact);
    console.info(
      `search parse test set: ${results.length} queries, exact ${(exactRate * 100).toFixed(1)} %, ` +
        `invented filters ${invented.length}`,
    );
    for (const miss of misses)
      console.info(
        `miss: ${miss.q}\n  want ${JSON.stringify(miss.want)}\n  got  ${JSON.stringify(miss.got)}`,
      );
    expect(invented.map(({ q, invented }) => ({ q, invented }))).toEqual([]);
    expect(exactRate).toBeGreaterThanOrEqual(0.9);
  });
});

/** Keys in order, so two answers compare by content. */
function sorted(value: { filters: object; unparsed: string }) {
  return {
    filters: Object.fromEntries(Object.entries(value.filters).sort(([a], [b]) => a.localeCompare(b))),
    unparsed: value.unparsed,
  };
}
