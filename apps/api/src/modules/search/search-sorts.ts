import type { SortOption } from '@krov/contracts';
import { type Column, type SQL, sql } from 'drizzle-orm';

/**
 * The seven sorts as keyset orders: one key and the id as tie-break, both in the key's direction.
 * Every key is never null for a public listing (the price keys put "on request" at the end with an
 * infinity instead of a null), so "after the cursor" is one row comparison, which PostgreSQL turns
 * into the start of an index scan: a page 500 deep costs what the first does.
 * Each order is exactly an index of listings.schema.ts read forwards or backwards (the price and
 * size ones under the listing type) (docs/search-indexes.md); change them together.
 */

/** The listing columns the sorts read: the listings table (its repository passes it in). */
export interface SortColumns {
  id: Column;
  rankAt: Column;
  publishedAt: Column;
  confirmedAt: Column;
  publicPrice: Column;
  size: Column;
}

export interface SortOrder {
  /** The key as SQL; its text form goes into the cursor. */
  key: SQL;
  /** The SQL type the cursor's text is read back as. */
  type: 'timestamptz' | 'numeric';
  direction: 'asc' | 'desc';
  /** Matches the index read backwards where a sort shares one (oldest, size_desc). */
  nulls: 'first' | 'last';
}

/** The SQL type of each sort's key: the cursor is checked against it before any query. */
export const sortKeyTypes = {
  relevant: 'timestamptz',
  newest: 'timestamptz',
  oldest: 'timestamptz',
  price_asc: 'numeric',
  price_desc: 'numeric',
  size_asc: 'numeric',
  size_desc: 'numeric',
  confirmed: 'timestamptz',
} as const satisfies Record<SortOption, SortOrder['type']>;

/** A price others may not see sorts after every shown one, whichever the direction. */
const priceAscKey = (c: SortColumns) => sql`coalesce(${c.publicPrice}, 'Infinity'::numeric)`;
const priceDescKey = (c: SortColumns) => sql`coalesce(${c.publicPrice}, '-Infinity'::numeric)`;

/**
 * When a listing was last confirmed available (issue 29); its publication for a row written without
 * one (plain SQL: the bench's generator), so the key is never null for a public listing.
 */
export const confirmedKey = (c: Pick<SortColumns, 'confirmedAt' | 'publishedAt'>) =>
  sql`coalesce(${c.confirmedAt}, ${c.publishedAt})`;

export function sortOrder(columns: SortColumns, sort: SortOption): SortOrder {
  return { ...keyOf(columns, sort), type: sortKeyTypes[sort] };
}

function keyOf(columns: SortColumns, sort: SortOption): Omit<SortOrder, 'type'> {
  const key = (column: Column) => sql`${column}`;
  switch (sort) {
    case 'relevant':
      return { key: key(columns.rankAt), direction: 'desc', nulls: 'last' };
    case 'newest':
      return { key: key(columns.publishedAt), direction: 'desc', nulls: 'last' };
    case 'oldest':
      return { key: key(columns.publishedAt), direction: 'asc', nulls: 'first' };
    case 'price_asc':
      return { key: priceAscKey(columns), direction: 'asc', nulls: 'last' };
    case 'price_desc':
      return { key: priceDescKey(columns), direction: 'desc', nulls: 'last' };
    case 'size_asc':
      return { key: key(columns.size), direction: 'asc', nulls: 'last' };
    case 'size_desc':
      return { key: key(columns.size), direction: 'desc', nulls: 'first' };
    case 'confirmed':
      return { key: confirmedKey(columns), direction: 'desc', nulls: 'last' };
  }
}

/** ORDER BY the key, then the id, in the index's direction and null placement. */
export function orderBy(columns: SortColumns, order: SortOrder): SQL {
  const direction = sql.raw(`${order.direction} nulls ${order.nulls}`);
  return sql`${order.key} ${direction}, ${columns.id} ${direction}`;
}

/** The rows after the cursor's (key, id) in this order. */
export function after(columns: SortColumns, order: SortOrder, cursor: { key: string; id: string }): SQL {
  const comparison = sql.raw(order.direction === 'desc' ? '<' : '>');
  const type = sql.raw(order.type);
  return sql`(${order.key}, ${columns.id}) ${comparison} (${cursor.key}::${type}, ${cursor.id}::uuid)`;
}
