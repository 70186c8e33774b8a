import {
  type ListingType,
  listingTypes,
  type PropertyType,
  propertyTypes,
  type SearchFilters,
} from '@krov/contracts';
import { type Column, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/** One (listing type, property type) pair: each has a drawn-area index of its own (decision 268). */
export interface ListingKind {
  listingType: ListingType;
  propertyType: PropertyType;
}

/** The kinds a search's filters allow, in a fixed order. */
export function kindsOf(filters: Pick<SearchFilters, 'listingType' | 'propertyType'>): ListingKind[] {
  const listing = filters.listingType ? [filters.listingType] : listingTypes;
  const types = filters.propertyType?.length ? filters.propertyType : propertyTypes;
  return listing.flatMap((listingType) =>
    propertyTypes
      .filter((type) => types.includes(type))
      .map((propertyType) => ({ listingType, propertyType })),
  );
}

/**
 * The rows inside a drawn area (the `condition` holds the polygon) as one read per kind the filters
 * allow, joined by `union all`: each read names its kind with equalities, so PostgreSQL takes that
 * kind's own partial GiST index (migration 0047) and walks only its points inside the area's box,
 * an index-only scan when `columns` are the index's. One index over every kind walked the points of
 * every kind for any search (decision 268).
 */
export function areaRows(
  listings: PgTable & { listingType: Column; propertyType: Column },
  columns: SQL,
  condition: SQL | undefined,
  filters: SearchFilters,
): SQL {
  // The kinds written as constants, not parameters: a partial index is taken only when the planner
  // sees the values (a generic plan of a prepared statement would not).
  const reads = kindsOf(filters).map(
    ({ listingType, propertyType }) => sql`select ${columns} from ${listings}
      where ${condition} and ${listings.listingType} = ${sql.raw(`'${listingType}'`)}
        and ${listings.propertyType} = ${sql.raw(`'${propertyType}'`)}`,
  );
  return sql.join(reads, sql` union all `);
}
