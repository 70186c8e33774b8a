import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.ts';
import type { PlaceCountRow, PlaceCounts } from '../../listings/ports.ts';
import { mapCells, mapKinds, mapPoints } from './map.schema.ts';
import { mapGrid } from './map-grid.ts';

/**
 * Public listings counted by their stored places, read from the map's pyramid (kept by triggers on
 * every write of `properties`) rather than from `properties` itself: grouping every public listing
 * took 9.2 s cold at 1 000 000 rows, while the coarsest level holds one row per kind and cell, a few
 * thousand rows at any size (docs/decisions/086-place-listing-counts.md).
 */
export function createPlaceCountsRepository(db: Database): PlaceCounts {
  return {
    /**
     * One row per kind (listing type, property type, places); the caller adds a place's rows up. The
     * pyramid holds listings public "whatever the time"; those whose validity or sold window has
     * ended since (until the every-minute expire job turns them) are taken off through the
     * public_until index, as the map's answers do.
     */
    async publicCountsByPlace(now: Date): Promise<PlaceCountRow[]> {
      const result = (await db.execute(sql`
        with kept as (
          select kind, sum(listings)::int as listings from ${mapCells}
          where level = ${mapGrid.coarsestLevel} group by kind
        ), lapsed as (
          select kind, count(*)::int as listings from ${mapPoints}
          where public_until <= ${now.toISOString()}::timestamptz group by kind
        )
        select k.entity_slug as "entitySlug", k.canton_slug as "cantonSlug", k.city_slug as "citySlug",
          k.municipality_slug as "municipalitySlug", k.neighbourhood_slug as "neighbourhoodSlug",
          k.listing_type as "listingType", (kept.listings - coalesce(lapsed.listings, 0))::int as count
        from kept join ${mapKinds} as k on k.id = kept.kind
          left join lapsed on lapsed.kind = kept.kind
        where kept.listings > coalesce(lapsed.listings, 0)`)) as unknown as { rows: PlaceCountRow[] };
      return result.rows;
    },
  };
}
