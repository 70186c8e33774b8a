import { asc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.ts';
import { properties } from '../listings.schema.ts';
import { placeRelocations } from './relocation.schema.ts';

/** The place columns a listing stores for its pin (listings.service.ts writes them on every save). */
export interface StoredPlaces {
  entitySlug: string | null;
  cantonSlug: string | null;
  citySlug: string | null;
  municipalitySlug: string;
  neighbourhoodSlug: string | null;
}

/** A listing's pin and the places it stores for it. */
export interface StoredPin extends StoredPlaces {
  id: string;
  lat: number;
  lng: number;
}

const pinColumns = {
  id: properties.id,
  lat: properties.lat,
  lng: properties.lng,
  entitySlug: properties.entitySlug,
  cantonSlug: properties.cantonSlug,
  citySlug: properties.citySlug,
  municipalitySlug: properties.municipalitySlug,
  neighbourhoodSlug: properties.neighbourhoodSlug,
};

/** The SQL of the listings' relocation to a new places data set. */
export function createRelocationRepository(db: Database) {
  return {
    async isDone(placesVersion: string): Promise<boolean> {
      const rows = await db
        .select({ version: placeRelocations.placesVersion })
        .from(placeRelocations)
        .where(eq(placeRelocations.placesVersion, placesVersion));
      return rows.length > 0;
    },

    /** Every listing (deleted ones too: restored or counted, they keep true places), by id after a position. */
    async pinsAfter(afterId: string | null, limit: number): Promise<StoredPin[]> {
      return db
        .select(pinColumns)
        .from(properties)
        .where(afterId === null ? undefined : gt(properties.id, afterId))
        .orderBy(asc(properties.id))
        .limit(limit);
    },

    /**
     * Writes the new places of listings whose pin is still the one they were located by: an owner
     * who moved the pin meanwhile saved its own places, which stay. One statement per batch.
     * Answers the ids written.
     */
    async relocate(pins: readonly StoredPin[]): Promise<string[]> {
      if (pins.length === 0) return [];
      const values = sql.join(
        pins.map(
          (pin) =>
            sql`(${pin.id}::uuid, ${pin.lat}::float8, ${pin.lng}::float8, ${pin.entitySlug}::text, ${pin.cantonSlug}::text, ${pin.citySlug}::text, ${pin.municipalitySlug}::text, ${pin.neighbourhoodSlug}::text)`,
        ),
        sql`, `,
      );
      const result = await db.execute(sql`
        UPDATE ${properties} AS p
        SET entity_slug = v.entity, canton_slug = v.canton, city_slug = v.city,
          municipality_slug = v.municipality, neighbourhood_slug = v.neighbourhood
        FROM (VALUES ${values}) AS v(id, lat, lng, entity, canton, city, municipality, neighbourhood)
        WHERE p.id = v.id AND p.lat = v.lat AND p.lng = v.lng
        RETURNING p.id`);
      // Drizzle's execute() is typed `unknown` across drivers; both of ours answer { rows }.
      return (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
    },

    async markDone(placesVersion: string, moved: number, at: Date): Promise<void> {
      await db
        .insert(placeRelocations)
        .values({ placesVersion, moved, finishedAt: at })
        .onConflictDoNothing();
    },
  };
}

export type RelocationRepository = ReturnType<typeof createRelocationRepository>;
