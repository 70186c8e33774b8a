/**
 * The map's price bands (docs/decisions/080-map-cell-pyramid.md): the pyramid's coarse levels also
 * count listings per band of public price, so a zoomed-out map with a price filter sums the bands
 * that lie wholly inside the filter from cell counts and reads point by point only the listings of
 * the (at most two) bands the filter's ends cut. Band i holds the prices p with bounds[i] <= p < bounds[i + 1];
 * the last band has no upper end. A hidden price is in no band.
 *
 * The bounds are round figures, the amounts people type (300 000, 150 000, 500): a filter that ends
 * on one cuts no band. Narrow where listings are many (rents by 100 KM, homes by 10 000 KM), wider
 * above. Migration 0015's krov_map_price_bounds() holds the same list (a test compares them).
 */
export const priceBandBounds: readonly number[] = [
  ...steps(0, 3_000, 100),
  ...steps(3_000, 10_000, 500),
  ...steps(10_000, 100_000, 5_000),
  ...steps(100_000, 500_000, 10_000),
  ...steps(500_000, 1_000_000, 50_000),
  ...steps(1_000_000, 2_000_000, 250_000),
  ...steps(2_000_000, 5_000_000, 1_000_000),
  5_000_000,
];

/** The band of a price, as the migration's krov_map_price_band computes it. */
export function bandOf(price: number): number {
  return priceBandBounds.findLastIndex((bound) => bound <= price);
}

/** The pyramid keeps price bands up to this level (cells of ~10 km in Bosnia, zoom 10). */
export const priceBandFinestLevel = 12;

/** Prices from `from` (inclusive) to `to` (exclusive, or inclusive when `toInclusive`); no `to`: no upper end. */
export interface PriceRange {
  from: number;
  to?: number;
  toInclusive: boolean;
}

/** How a price filter splits over the bands. */
export interface BandSplit {
  /** The bands wholly inside the filter, first and last (a contiguous run), and the prices they span; null when none. */
  whole: { first: number; last: number; prices: PriceRange } | null;
  /** The filter's prices outside the whole bands: at most two ranges, lying in at most two bands. */
  partial: PriceRange[];
}

/** The split of a price filter (priceMin, priceMax inclusive, as the search reads them). */
export function splitByBands(priceMin: number | undefined, priceMax: number | undefined): BandSplit {
  const min = priceMin ?? 0;
  const upper = (band: number) => priceBandBounds[band + 1];
  let first = priceBandBounds.findIndex((bound) => bound >= min);
  let last = priceBandBounds.length - 1;
  if (priceMax !== undefined) {
    while (last >= 0 && (upper(last) === undefined || (upper(last) as number) > priceMax)) last -= 1;
  }
  if (first === -1 || last < first) {
    return { whole: null, partial: [range(min, priceMax, priceMax !== undefined)] };
  }
  first = Math.max(first, 0);
  const from = priceBandBounds[first] as number;
  const to = upper(last);
  const partial: PriceRange[] = [];
  if (min < from) partial.push(range(min, from, false));
  if (to !== undefined && priceMax !== undefined && to <= priceMax) partial.push(range(to, priceMax, true));
  return { whole: { first, last, prices: range(from, to, false) }, partial };
}

function range(from: number, to: number | undefined, toInclusive: boolean): PriceRange {
  return to === undefined ? { from, toInclusive: false } : { from, to, toInclusive };
}

function steps(from: number, to: number, step: number): number[] {
  const bounds: number[] = [];
  for (let bound = from; bound < to; bound += step) bounds.push(bound);
  return bounds;
}
