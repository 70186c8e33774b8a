import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../seed/demo-texts.ts';
import { type PriceRange, priceBandBounds, splitByBands } from './map-price-bands.ts';

const inRange = (price: number, range: PriceRange) =>
  price >= range.from &&
  (range.to === undefined || (range.toInclusive ? price <= range.to : price < range.to));

/** The band of a price, as krov_map_price_band computes it. */
const bandOf = (price: number) => priceBandBounds.findLastIndex((bound) => bound <= price);

/** Prices (never negative: the listing schema's minimum is 0) on and beside every bound, and between. */
const prices = priceBandBounds
  .flatMap((bound) => [bound - 0.01, bound, bound + 0.01, bound + 37.5])
  .filter((price) => price >= 0);

describe('price bands', () => {
  it('start at 0, rise, and end open above 5 000 000 KM', () => {
    expect(priceBandBounds[0]).toBe(0);
    expect(priceBandBounds.at(-1)).toBe(5_000_000);
    for (let band = 1; band < priceBandBounds.length; band += 1) {
      expect(priceBandBounds[band]).toBeGreaterThan(priceBandBounds[band - 1] as number);
    }
    // Round figures people type end on a bound and cut no band.
    for (const round of [300, 500, 1_000, 2_500, 50_000, 100_000, 150_000, 250_000, 300_000, 1_000_000]) {
      expect(priceBandBounds).toContain(round);
    }
  });

  it('split any filter into whole bands and at most two cut parts within two bands, each price in exactly one', () => {
    const random = seededRandom(3);
    const ends = [undefined, ...priceBandBounds.slice(0, 70), 12_345.67, 299_999.99, 7_000_000];
    const filters: Array<[number | undefined, number | undefined]> = [];
    for (const min of ends) for (const max of ends) filters.push([min, max]);
    for (let round = 0; round < 300; round += 1) {
      const a = Math.round(random.between(0, 6_000_000) * 100) / 100;
      const b = Math.round(random.between(0, 6_000_000) * 100) / 100;
      filters.push([Math.min(a, b), Math.max(a, b)], [a, undefined], [undefined, b]);
    }
    const wrong: unknown[] = [];
    for (const [min, max] of filters) {
      if (min !== undefined && max !== undefined && min > max) continue;
      const { whole, partial } = splitByBands(min, max);
      // The cut parts are read point by point: together never more than two bands' prices.
      const cutBands = new Set(
        partial.flatMap((part) => [
          bandOf(part.from),
          part.to === undefined
            ? priceBandBounds.length - 1
            : bandOf(part.toInclusive ? part.to : part.to - 0.01),
        ]),
      );
      if (partial.length > 2 || cutBands.size > 2) wrong.push({ min, max, partial });
      for (const price of prices) {
        const wanted = (min === undefined || price >= min) && (max === undefined || price <= max);
        const inWhole = whole !== null && bandOf(price) >= whole.first && bandOf(price) <= whole.last;
        const places = [inWhole, ...partial.map((part) => inRange(price, part))].filter(Boolean).length;
        if (places !== (wanted ? 1 : 0) || (whole && inWhole !== inRange(price, whole.prices))) {
          wrong.push({ min, max, price, places });
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('a filter ending on bounds is all whole bands; inside one band it is one part', () => {
    const to300k = splitByBands(undefined, 300_000);
    expect(to300k.whole).toEqual({
      first: 0,
      last: priceBandBounds.indexOf(290_000),
      prices: { from: 0, to: 300_000, toInclusive: false },
    });
    // Listings of exactly 300 000 KM: the next band's first price only.
    expect(to300k.partial).toEqual([{ from: 300_000, to: 300_000, toInclusive: true }]);
    expect(splitByBands(150_000, undefined)).toEqual({
      whole: {
        first: priceBandBounds.indexOf(150_000),
        last: priceBandBounds.length - 1,
        prices: { from: 150_000, toInclusive: false },
      },
      partial: [],
    });
    expect(splitByBands(152_000, 158_000)).toEqual({
      whole: null,
      partial: [{ from: 152_000, to: 158_000, toInclusive: true }],
    });
    expect(splitByBands(6_000_000, undefined)).toEqual({
      whole: null,
      partial: [{ from: 6_000_000, toInclusive: false }],
    });
  });
});
