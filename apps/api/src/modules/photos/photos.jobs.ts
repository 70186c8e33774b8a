import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { EventBus } from '../../platform/events/event-bus.ts';
import { perceptualHash } from '../../platform/images/perceptual-hash.ts';
import { defineJob, type JobQueue, noPayload } from '../../platform/queue/job-queue.ts';
import type { ObjectStorage } from '../../platform/storage/storage.ts';
import type { ListingsRepository, PhotoRow, PhotosRepository } from '../listings/ports.ts';
import { photoFolder, variantPhotoKey } from '../listings/ports.ts';
import { listingPhotoContentType, makePhotoVariants } from './listing-photo.ts';
import { sweepGraceMs, sweepOrphanedPhotos } from './photo-sweep.ts';

/**
 * Per upload: the WebP variants of its photos, made off the request. With a heartbeat: a worker
 * killed mid-way leaves the photos "not ready" for seconds, not for the 15-minute expiry.
 */
export const photoVariantsJob = defineJob('photos.variants', z.object({ photoIds: z.array(z.uuid()) }), {
  heartbeatSeconds: 10,
});
/** Per deleted listing: its photos leave storage (with a heartbeat too: a crash must not hold it). */
export const removePhotosJob = defineJob('photos.remove', z.object({ propertyId: z.uuid() }), {
  heartbeatSeconds: 10,
});

/** Hourly: stored files that no photo owns (what a crash can leave) leave storage. */
export const sweepPhotosJob = defineJob('photos.sweep', noPayload);

/**
 * The hashes of photos stored before the photo job hashed them (the demo seed's, older uploads):
 * one batch per run, in id order, then the next batch as a new job after the last id. A crash
 * re-runs the batch (what is hashed is skipped); sent at start when any photo lacks its hash.
 */
export const hashBackfillJob = defineJob('photos.hash-backfill', z.object({ afterId: z.uuid().optional() }));
export const hashBackfillBatch = 50;

interface Dependencies {
  listings: Pick<ListingsRepository, 'anyById'>;
  photos: Pick<
    PhotosRepository,
    'photo' | 'setVariants' | 'setHash' | 'unhashed' | 'deletePhotosOf' | 'existingIds'
  >;
  storage: ObjectStorage;
  /**
   * Called once a listing's newly uploaded photos are hashed, before their variants are made (so
   * a photo shown ready was checked): the composition's seam (app.ts), the photo_reuse check.
   */
  afterPhotosHashed(propertyId: string): Promise<void>;
  log: FastifyBaseLogger;
}

/** The photos' background work; tests call the handlers directly (buildApp's `jobs.photos`). */
export function createPhotoJobs({ listings, photos, storage, afterPhotosHashed, log }: Dependencies) {
  /** The photo and its cleaned original, unless it (or its listing) was deleted meanwhile. */
  async function liveOriginal(photoId: string): Promise<{ photo: PhotoRow; clean: Buffer } | undefined> {
    const photo = await photos.photo(photoId);
    if (!photo) return undefined;
    const property = await listings.anyById(photo.propertyId);
    if (!property || property.deletedAt) return undefined;
    const clean = await storage.get(photo.originalKey);
    return clean ? { photo, clean } : undefined;
  }

  /** Stores the variants of a photo's original; a photo deleted meanwhile leaves no files behind. */
  async function storeVariants(photo: PhotoRow, clean: Buffer, phash?: bigint): Promise<void> {
    const variants = await makePhotoVariants(clean);
    const keys = variants.map((variant) => variantPhotoKey(photo.propertyId, photo.id, variant.width));
    for (const [index, variant] of variants.entries()) {
      await storage.put(keys[index] as string, variant.data, listingPhotoContentType);
    }
    const recorded = await photos.setVariants(
      photo.id,
      variants.map((variant) => variant.width),
      phash,
    );
    if (!recorded) for (const key of keys) await storage.delete(key);
  }

  return {
    /**
     * Removes files no photo owns that were written before `olderThan` (the periodic run: an hour
     * ago by the system's clock, which dates the files). Answers how many it removed.
     */
    sweepPhotos(olderThan = new Date(Date.now() - sweepGraceMs)): Promise<number> {
      return sweepOrphanedPhotos({ storage, photos, olderThan, log });
    },

    /** The WebP variants of one photo and its hash; a photo (or listing) deleted meanwhile leaves nothing behind. */
    async makeVariants(photoId: string): Promise<void> {
      const found = await liveOriginal(photoId);
      if (!found) return;
      const phash = found.photo.kind === 'photo' ? await perceptualHash(found.clean) : undefined;
      await storeVariants(found.photo, found.clean, phash);
    },

    /**
     * An upload's photos (the variants job): each one's hash first, stored; then the seam after
     * hashing, once per listing; then the variants. A photo shown ready was checked already.
     */
    async processUpload(photoIds: readonly string[]): Promise<void> {
      const hashed: { photo: PhotoRow; clean: Buffer; phash?: bigint }[] = [];
      for (const photoId of photoIds) {
        const found = await liveOriginal(photoId);
        if (!found) continue;
        // A floor plan is not hashed: one plan shared by a building's agencies is no stolen photo.
        if (found.photo.kind !== 'photo') {
          hashed.push(found);
          continue;
        }
        const phash = await perceptualHash(found.clean);
        await photos.setHash(found.photo.id, phash);
        hashed.push({ ...found, phash });
      }
      for (const propertyId of new Set(hashed.map(({ photo }) => photo.propertyId))) {
        await afterPhotosHashed(propertyId);
      }
      for (const { photo, clean, phash } of hashed) await storeVariants(photo, clean, phash);
    },

    /**
     * One batch of the backfill (hashBackfillJob): hashes up to `batch` photos without one after
     * `afterId`; answers the last id when a full batch was read (more may follow), else null. It
     * hashes only: old photos are not checked against each other (decision 243).
     */
    async backfillHashes(afterId?: string, batch = hashBackfillBatch): Promise<string | null> {
      const rows = await photos.unhashed(batch, afterId);
      for (const photo of rows) {
        const clean = await storage.get(photo.originalKey);
        if (!clean) {
          log.warn({ photoId: photo.id }, 'photo hash backfill: the original is missing');
          continue;
        }
        await photos.setHash(photo.id, await perceptualHash(clean));
      }
      return rows.length === batch ? (rows.at(-1)?.id ?? null) : null;
    },

    /** Whether any photo with its variants made still lacks its hash (the backfill is sent at start then). */
    async hashesMissing(): Promise<boolean> {
      return (await photos.unhashed(1)).length > 0;
    },

    /** Removes the photos of a deleted listing from storage (and their rows); a live listing is left alone. */
    async removePhotos(propertyId: string): Promise<void> {
      const property = await listings.anyById(propertyId);
      if (property && !property.deletedAt) return;
      await storage.deletePrefix(photoFolder(propertyId));
      await photos.deletePhotosOf(propertyId);
    },
  };
}

export type PhotoJobs = ReturnType<typeof createPhotoJobs>;

/** The workers, and the durable handler that turns a deleted listing into its photos' removal. */
export async function startPhotoJobs(queue: JobQueue, events: EventBus, jobs: PhotoJobs): Promise<void> {
  await queue.work(photoVariantsJob, ({ photoIds }) => jobs.processUpload(photoIds));
  await queue.work(hashBackfillJob, async ({ afterId }) => {
    const next = await jobs.backfillHashes(afterId);
    if (next) await queue.send(hashBackfillJob, { afterId: next });
  });
  if (await jobs.hashesMissing()) await queue.send(hashBackfillJob, {});
  await queue.work(removePhotosJob, ({ propertyId }) => jobs.removePhotos(propertyId));
  await queue.work(sweepPhotosJob, async () => {
    await jobs.sweepPhotos();
  });
  await queue.schedule(sweepPhotosJob, '17 * * * *');
  events.onDurably('listing.deleted', removePhotosJob, ({ listingId }) => ({ propertyId: listingId }));
}
