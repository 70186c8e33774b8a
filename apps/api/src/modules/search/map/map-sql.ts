import type { BBoxTuple } from '@krov/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { PriceRange } from './map-price-bands.ts';

// The map repository's SQL fragments: its filters, sums and boxes.

/** The kinds (map_kinds ids) the filters allow; null allows every kind. */
export type Kinds = readonly number[] | null;

/** A PostgreSQL array literal: one parameter, the same on both engines. Numbers print exactly. */
export const arrayOf = (values: readonly number[]) => `{${values.join(',')}}`;
export const kindFilter = (kinds: Kinds, column: SQL) =>
  kinds === null ? sql`true` : sql`${column} = any(${arrayOf(kinds)}::integer[])`;
/** Public prices in the range (a hidden price, null, is in none); no range: every price and none. */
export const priceFilter = (prices: PriceRange | undefined, column: SQL) => {
  if (!prices) return sql`true`;
  const upper =
    prices.to === undefined
      ? sql``
      : prices.toInclusive
        ? sql` and ${column} <= ${prices.to}`
        : sql` and ${column} < ${prices.to}`;
  return sql`${column} >= ${prices.from}${upper}`;
};
export const sums = sql`count(*)::integer as count, sum(lat)::float8 as "sumLat", sum(lng)::float8 as "sumLng",
  min(lat)::float8 as south, max(lat)::float8 as north, min(lng)::float8 as west, max(lng)::float8 as east`;
/** Boxes as four parallel arrays, for `unnest`. */
export const boxArrays = (boxes: readonly BBoxTuple[]) =>
  [0, 1, 2, 3].map((side) => arrayOf(boxes.map((box) => box[side] as number)));
/**
 * Points in a box: the GiST index finds candidates with a box a little larger (its geometric
 * operators compare with a tolerance), the exact comparisons decide, as the search's `between` does.
 * `byBox` false leaves the GiST operator out, so the planner finds the points through the other
 * filters' indexes: it rates a box condition as selective whatever its size (a fixed estimate).
 */
export const inBox = (
  location: SQL,
  [west, south, east, north]: readonly [SQL, SQL, SQL, SQL],
  byBox = true,
) =>
  sql`${
    byBox
      ? sql`${location} <@ box(point(${west} - 1e-6, ${south} - 1e-6), point(${east} + 1e-6, ${north} + 1e-6)) and `
      : sql``
  }${location}[0] between ${west} and ${east} and ${location}[1] between ${south} and ${north}`;
