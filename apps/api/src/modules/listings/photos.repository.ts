import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { propertyPhotos } from './listings.schema.ts';

export type PhotoRow = typeof propertyPhotos.$inferSelect;
export type NewPhoto = Pick<PhotoRow, 'id' | 'originalKey' | 'width' | 'height'>;

/** The SQL of a listing's photos; run inside the listings transaction where order matters. */
export function photoQueries(db: Database) {
  return {
    /** The photos of some listings, each listing's in order (the first is the cover). */
    async photosOf(propertyIds: readonly string[]): Promise<PhotoRow[]> {
      if (propertyIds.length === 0) return [];
      return db
        .select()
        .from(propertyPhotos)
        .where(inArray(propertyPhotos.propertyId, [...propertyIds]))
        .orderBy(asc(propertyPhotos.propertyId), asc(propertyPhotos.position), asc(propertyPhotos.createdAt));
    },

    /** Which of these photo ids have a row (the sweep keeps their files). */
    async existingIds(photoIds: readonly string[]): Promise<Set<string>> {
      if (photoIds.length === 0) return new Set();
      const rows = await db
        .select({ id: propertyPhotos.id })
        .from(propertyPhotos)
        .where(inArray(propertyPhotos.id, [...photoIds]));
      return new Set(rows.map((row) => row.id));
    },

    async photo(photoId: string): Promise<PhotoRow | undefined> {
      const [row] = await db.select().from(propertyPhotos).where(eq(propertyPhotos.id, photoId));
      return row;
    },

    /** Appends photos after the listing's last one. */
    async appendPhotos(propertyId: string, photos: readonly NewPhoto[], now: Date): Promise<void> {
      if (photos.length === 0) return;
      const [last] = await db
        .select({ position: sql<number>`coalesce(max(${propertyPhotos.position}), -1)::int` })
        .from(propertyPhotos)
        .where(eq(propertyPhotos.propertyId, propertyId));
      const start = (last?.position ?? -1) + 1;
      await db
        .insert(propertyPhotos)
        .values(
          photos.map((photo, index) => ({ ...photo, propertyId, position: start + index, createdAt: now })),
        );
    },

    /** Sets positions 0…n-1 in the given order (the caller checked it names every photo once). */
    async setOrder(propertyId: string, photoIds: readonly string[]): Promise<void> {
      for (const [position, id] of photoIds.entries()) {
        await db
          .update(propertyPhotos)
          .set({ position })
          .where(and(eq(propertyPhotos.id, id), eq(propertyPhotos.propertyId, propertyId)));
      }
    },

    /** Removes one photo; answers it, or undefined when it was not (or no longer) there. */
    async deletePhoto(propertyId: string, photoId: string): Promise<PhotoRow | undefined> {
      const [row] = await db
        .delete(propertyPhotos)
        .where(and(eq(propertyPhotos.id, photoId), eq(propertyPhotos.propertyId, propertyId)))
        .returning();
      return row;
    },

    async deletePhotosOf(propertyId: string): Promise<void> {
      await db.delete(propertyPhotos).where(eq(propertyPhotos.propertyId, propertyId));
    },

    /** Records the variants the job made; undefined when the photo was deleted meanwhile. */
    async setVariants(photoId: string, widths: readonly number[]): Promise<PhotoRow | undefined> {
      const [row] = await db
        .update(propertyPhotos)
        .set({ variantWidths: [...widths] })
        .where(eq(propertyPhotos.id, photoId))
        .returning();
      return row;
    },
  };
}

export type PhotoQueries = ReturnType<typeof photoQueries>;

/** The photos' SQL on the database (inside an owner's transaction it comes with ListingsTransaction). */
export const createPhotosRepository = (db: Database) => photoQueries(db);
export type PhotosRepository = PhotoQueries;
