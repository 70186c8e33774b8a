import { and, asc, eq, gt, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Database } from '../../platform/db/database.ts';
import { samePhotoMaxDistance } from '../../platform/images/perceptual-hash.ts';
import {
  photoHashBand,
  photoHashBandSql,
  photoHashBands,
} from '../../platform/images/perceptual-hash-bands.ts';
import { properties, propertyPhotos } from './listings.schema.ts';

export type PhotoRow = typeof propertyPhotos.$inferSelect;
export type NewPhoto = Pick<PhotoRow, 'id' | 'originalKey' | 'width' | 'height'>;
export type PhotoKind = PhotoRow['kind'];

/** A photo of another owner's listing equal to a hash (issue 30): the listing's facts the flag needs. */
export interface SamePhoto {
  photoId: string;
  propertyId: string;
  ownerId: string;
  offerGroupId: string | null;
  propertyCreatedAt: Date;
  /** Differing bits, 0–samePhotoMaxDistance. */
  distance: number;
}

/** `bit_count` of the xor on both engines (PostgreSQL 14+: bit_count of a bit string). */
const differingBits = (a: SQL | typeof propertyPhotos.phash, b: SQL) =>
  sql<number>`bit_count((${a} # ${b})::bit(64))::int`;

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

    /** Appends photos (or floor plans) after the listing's last one of that kind. */
    async appendPhotos(
      propertyId: string,
      photos: readonly NewPhoto[],
      now: Date,
      kind: PhotoKind = 'photo',
    ): Promise<void> {
      if (photos.length === 0) return;
      const [last] = await db
        .select({ position: sql<number>`coalesce(max(${propertyPhotos.position}), -1)::int` })
        .from(propertyPhotos)
        .where(and(eq(propertyPhotos.propertyId, propertyId), eq(propertyPhotos.kind, kind)));
      const start = (last?.position ?? -1) + 1;
      await db.insert(propertyPhotos).values(
        photos.map((photo, index) => ({
          ...photo,
          propertyId,
          kind,
          position: start + index,
          createdAt: now,
        })),
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

    /**
     * Records the variants the job made and the original's perceptual hash (the job's; the demo
     * seed makes variants without one: the backfill hashes those); undefined when the photo was
     * deleted meanwhile.
     */
    async setVariants(
      photoId: string,
      widths: readonly number[],
      phash?: bigint,
    ): Promise<PhotoRow | undefined> {
      const [row] = await db
        .update(propertyPhotos)
        .set(phash === undefined ? { variantWidths: [...widths] } : { variantWidths: [...widths], phash })
        .where(eq(propertyPhotos.id, photoId))
        .returning();
      return row;
    },

    /**
     * The next photos without a hash whose variants are made (the variants job hashes the others
     * itself), after `afterId` in id order: the backfill's batch (property_photos_unhashed_idx).
     */
    async unhashed(limit: number, afterId?: string): Promise<PhotoRow[]> {
      return db
        .select()
        .from(propertyPhotos)
        .where(
          and(
            isNull(propertyPhotos.phash),
            eq(propertyPhotos.kind, 'photo'),
            sql`${propertyPhotos.variantWidths} <> '{}'`,
            afterId ? gt(propertyPhotos.id, afterId) : undefined,
          ),
        )
        .orderBy(asc(propertyPhotos.id))
        .limit(limit);
    },

    async setHash(photoId: string, phash: bigint): Promise<void> {
      await db.update(propertyPhotos).set({ phash }).where(eq(propertyPhotos.id, photoId));
    },

    /**
     * The photos within samePhotoMaxDistance bits of `hash` in live listings of owners other than
     * `ownerId`, outside the offer group `offerGroupId` when given (decision 242): equal in one of
     * five bands (each an index), then the exact distance counted on those candidates only.
     */
    async samePhotosAs(hash: bigint, except: SamePhotoExceptions): Promise<SamePhoto[]> {
      return db.transaction(async (tx) => {
        // The planner overestimates the candidates (≈ 17 000 a band for ≈ 1 200 at 10 000 000
        // photos), so the plan's cost passes jit_above_cost and the server compiles it: 150 ms of
        // JIT for a lookup that runs in 1–2 ms (BENCHMARKS.md, decision 253). Off for this one.
        await tx.execute(sql`set local jit = off`);
        return samePhotosQuery(tx as unknown as Database, hash, except);
      });
    },
  };
}

/** Whose photos a lookup leaves out: the owner's own, and the offers of the listing's group. */
export interface SamePhotoExceptions {
  ownerId: string;
  offerGroupId: string | null;
}

/**
 * The lookup's query, unrun: the repository awaits it, the bench explains it (bench/photo-hash-bench.ts).
 * The candidates first: five selects, one per band, each served by its band's index alone (an
 * index-only scan: the index carries the hash, the listing and the id), UNION-ed and kept when
 * within the distance. An OR of the five bands would be planned as one bitmap scan, which must read
 * every candidate's heap page (≈ 6 000 random pages a lookup at 10 000 000 photos, seconds when
 * cold). Then each kept photo's listing by its key in a LATERAL subquery with LIMIT 1: the planner
 * cannot estimate how few photos pass the distance and would otherwise hash-join all listings.
 */
export function samePhotosQuery(db: Database, hash: bigint, except: SamePhotoExceptions) {
  const inBand = (band: number) =>
    db
      .select({
        photoId: sql<string>`${propertyPhotos.id}`.as('photo_id'),
        photoPropertyId: sql<string>`${propertyPhotos.propertyId}`.as('photo_property_id'),
        phash: sql<bigint>`${propertyPhotos.phash}`.as('photo_phash'),
      })
      .from(propertyPhotos)
      .where(
        and(
          sql`${propertyPhotos.phash} is not null`,
          sql`${photoHashBandSql(propertyPhotos.phash, band)} = ${photoHashBand(hash, band).toString()}::bigint`,
        ),
      );
  const [first, second, ...rest] = photoHashBands.map((_, band) => inBand(band));
  if (!first || !second) throw new Error('the pigeonhole needs several bands');
  const banded = union(first, second, ...rest).as('banded');
  const distance = differingBits(sql`${banded.phash}`, sql`${hash.toString()}::bigint`);
  const candidate = db
    .select({
      photoId: sql<string>`${banded.photoId}`.as('photo_id'),
      photoPropertyId: sql<string>`${banded.photoPropertyId}`.as('photo_property_id'),
      distance: distance.as('distance'),
    })
    .from(banded)
    .where(sql`${distance} <= ${sql.raw(String(samePhotoMaxDistance))}`)
    .as('candidate');
  const listing = db
    .select({
      propertyId: sql<string>`${properties.id}`.as('listing_id'),
      ownerId: sql<string>`${properties.ownerId}`.as('listing_owner_id'),
      offerGroupId: sql<string | null>`${properties.offerGroupId}`.as('listing_offer_group_id'),
      propertyCreatedAt: sql<Date>`${properties.createdAt}`
        .mapWith(properties.createdAt)
        .as('listing_created_at'),
    })
    .from(properties)
    .where(
      and(
        eq(properties.id, candidate.photoPropertyId),
        ne(properties.ownerId, except.ownerId),
        isNull(properties.deletedAt),
        except.offerGroupId
          ? sql`${properties.offerGroupId} is distinct from ${except.offerGroupId}::uuid`
          : undefined,
      ),
    )
    .limit(1)
    .as('listing');
  return db
    .select({
      photoId: candidate.photoId,
      propertyId: listing.propertyId,
      ownerId: listing.ownerId,
      offerGroupId: listing.offerGroupId,
      propertyCreatedAt: listing.propertyCreatedAt,
      distance: candidate.distance,
    })
    .from(candidate)
    .innerJoinLateral(listing, sql`true`)
    .orderBy(asc(candidate.distance), asc(listing.propertyCreatedAt), asc(candidate.photoId));
}

export type PhotoQueries = ReturnType<typeof photoQueries>;

/** The photos' SQL on the database (inside an owner's transaction it comes with ListingsTransaction). */
export const createPhotosRepository = (db: Database) => photoQueries(db);
export type PhotosRepository = PhotoQueries;
