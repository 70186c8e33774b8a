import type { ListingType } from '@krov/contracts';
import { and, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import type { PropertyRow } from './listings.repository.ts';
import { listingColumns, properties } from './listings.schema.ts';
import { publicAt } from './visibility.ts';

/** Public listings of one combination of stored places and listing type. */
export interface PlaceCountRow {
  entitySlug: string | null;
  cantonSlug: string | null;
  citySlug: string | null;
  municipalitySlug: string;
  neighbourhoodSlug: string | null;
  listingType: ListingType;
  count: number;
}

/** The SQL of the read-only view other modules use (listings-reader.ts): always the public rule. */
export function createListingsReaderRepository(db: Database) {
  return {
    /**
     * Public listings counted by their stored places and listing type, in one pass. The entity,
     * canton and city follow from the municipality, so this is a few hundred rows however many
     * listings there are; the caller adds them up per place.
     */
    async publicCountsByPlace(now: Date): Promise<PlaceCountRow[]> {
      return db
        .select({
          entitySlug: properties.entitySlug,
          cantonSlug: properties.cantonSlug,
          citySlug: properties.citySlug,
          municipalitySlug: properties.municipalitySlug,
          neighbourhoodSlug: properties.neighbourhoodSlug,
          listingType: properties.listingType,
          count: sql<number>`count(*)::int`,
        })
        .from(properties)
        .where(publicAt(properties, now))
        .groupBy(
          properties.entitySlug,
          properties.cantonSlug,
          properties.citySlug,
          properties.municipalitySlug,
          properties.neighbourhoodSlug,
          properties.listingType,
        );
    },

    /** Those of the listings that are public now, in one query (any order). */
    async publicByIds(ids: readonly string[], now: Date): Promise<PropertyRow[]> {
      if (ids.length === 0) return [];
      return db
        .select(listingColumns)
        .from(properties)
        .where(and(inArray(properties.id, [...ids]), publicAt(properties, now)));
    },
  };
}

export type ListingsReaderRepository = ReturnType<typeof createListingsReaderRepository>;
