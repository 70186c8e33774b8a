import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { EventBus } from '../../platform/events/event-bus.ts';
import { defineJob, type JobQueue, noPayload } from '../../platform/queue/job-queue.ts';
import type { ObjectStorage } from '../../platform/storage/storage.ts';
import type { ListingsRepository, PhotosRepository } from '../listings/ports.ts';
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

interface Dependencies {
  listings: Pick<ListingsRepository, 'anyById'>;
  photos: Pick<PhotosRepository, 'photo' | 'setVariants' | 'deletePhotosOf' | 'existingIds'>;
  storage: ObjectStorage;
  log: FastifyBaseLogger;
}

/** The photos' background work; tests call the handlers directly (buildApp's `jobs.photos`). */
export function createPhotoJobs({ listings, photos, storage, log }: Dependencies) {
  return {
    /**
     * Removes files no photo owns that were written before `olderThan` (the periodic run: an hour
     * ago by the system's clock, which dates the files). Answers how many it removed.
     */
    sweepPhotos(olderThan = new Date(Date.now() - sweepGraceMs)): Promise<number> {
      return sweepOrphanedPhotos({ storage, photos, olderThan, log });
    },

    /** The WebP variants of one photo; a photo (or listing) deleted meanwhile leaves nothing behind. */
    async makeVariants(photoId: string): Promise<void> {
      const photo = await photos.photo(photoId);
      if (!photo) return;
      const property = await listings.anyById(photo.propertyId);
      if (!property || property.deletedAt) return;
      const clean = await storage.get(photo.originalKey);
      if (!clean) return;
      const variants = await makePhotoVariants(clean);
      const keys = variants.map((variant) => variantPhotoKey(photo.propertyId, photo.id, variant.width));
      for (const [index, variant] of variants.entries()) {
        await storage.put(keys[index] as string, variant.data, listingPhotoContentType);
      }
      const recorded = await photos.setVariants(
        photo.id,
        variants.map((variant) => variant.width),
      );
      if (!recorded) for (const key of keys) await storage.delete(key);
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
  await queue.work(photoVariantsJob, async ({ photoIds }) => {
    for (const photoId of photoIds) await jobs.makeVariants(photoId);
  });
  await queue.work(removePhotosJob, ({ propertyId }) => jobs.removePhotos(propertyId));
  await queue.work(sweepPhotosJob, async () => {
    await jobs.sweepPhotos();
  });
  await queue.schedule(sweepPhotosJob, '17 * * * *');
  events.onDurably('listing.deleted', removePhotosJob, ({ listingId }) => ({ propertyId: listingId }));
}
