import { z } from 'zod';
import type { Clock } from '../../platform/clock/clock.ts';
import { listingPhotoContentType, makePhotoVariants } from '../../platform/images/listing-photo.ts';
import { renderListingExpiringEmail } from '../../platform/mail/listing-emails.ts';
import type { Outbox } from '../../platform/mail/outbox.ts';
import type { JobQueue } from '../../platform/queue/job-queue.ts';
import type { ObjectStorage } from '../../platform/storage/storage.ts';
import { soldVisibleMs } from './lifecycle.ts';
import type { ListingsRepository } from './listings.repository.ts';
import type { Owners } from './owners.ts';
import { photoFolder, variantPhotoKey } from './photo-keys.ts';

export const listingJobNames = {
  /** Periodic: listed past validUntil (or sold-while-listed past 30 days) → expired. */
  expire: 'listings.expire',
  /** Periodic: e-mails the owner 3 days before validUntil, once per validity. */
  expiryNotice: 'listings.expiry-notice',
  /** Per upload: the WebP variants of its photos, made off the request. */
  photoVariants: 'photos.variants',
  /** Per deleted listing: its photos leave storage. */
  removePhotos: 'photos.remove',
  /** Periodic: the recorded views go into the daily counters (no hot row per view). */
  countViews: 'listings.count-views',
} as const;

/** When the periodic jobs run (cron, UTC): expiry every minute keeps owners' tabs current. */
export const listingSchedules = {
  [listingJobNames.expire]: '* * * * *',
  [listingJobNames.expiryNotice]: '7 * * * *',
  [listingJobNames.countViews]: '*/5 * * * *',
} as const;

export const expiryNoticeDays = 3;
const dayMs = 24 * 3600 * 1000;

interface Dependencies {
  repository: ListingsRepository;
  storage: ObjectStorage;
  outbox: Outbox;
  owners: Owners;
  clock: Clock;
  /** The web's address, for the link to /me/properties in the e-mail. */
  publicWebUrl: string;
}

/**
 * The listings' background work. Each handler reads the time from the Clock, so tests move
 * `test.clock` and call them directly; in the app the queue runs them (see startListingsJobs).
 */
export function createListingsJobs(deps: Dependencies) {
  const { repository, storage, clock } = deps;
  return {
    /** Answers how many listings expired. */
    async expireDue(): Promise<number> {
      const now = clock.now();
      const expired = await repository.expireDue(now, new Date(now.getTime() - soldVisibleMs));
      return expired.length;
    },

    /** Answers how many e-mails went out. */
    async sendExpiryNotices(): Promise<number> {
      const now = clock.now();
      const due = await repository.claimExpiryNotices(
        now,
        new Date(now.getTime() + expiryNoticeDays * dayMs),
      );
      for (const row of due) {
        if (!row.validUntil) continue;
        const owner = await deps.owners.byId(row.ownerId);
        await deps.outbox.email(
          renderListingExpiringEmail(owner.language, {
            to: owner.email,
            name: owner.name,
            address: row.address,
            validUntil: row.validUntil,
            days: Math.max(1, Math.ceil((row.validUntil.getTime() - now.getTime()) / dayMs)),
            renewUrl: `${deps.publicWebUrl}/me/properties`,
          }),
        );
      }
      return due.length;
    },

    /** Adds the views recorded since the last run to property_daily_counters; answers how many. */
    async countViews(): Promise<number> {
      return repository.countViews(clock.now().toISOString().slice(0, 10));
    },

    /** The WebP variants of one photo; a photo (or listing) deleted meanwhile leaves nothing behind. */
    async makeVariants(photoId: string): Promise<void> {
      const photo = await repository.photo(photoId);
      if (!photo) return;
      const property = await repository.anyById(photo.propertyId);
      if (!property || property.deletedAt) return;
      const clean = await storage.get(photo.originalKey);
      if (!clean) return;
      const variants = await makePhotoVariants(clean);
      const keys = variants.map((variant) => variantPhotoKey(photo.propertyId, photo.id, variant.width));
      for (const [index, variant] of variants.entries()) {
        await storage.put(keys[index] as string, variant.data, listingPhotoContentType);
      }
      const recorded = await repository.setVariants(
        photo.id,
        variants.map((variant) => variant.width),
      );
      if (!recorded) for (const key of keys) await storage.delete(key);
    },

    /** Removes the photos of a deleted listing from storage (and their rows); a live listing is left alone. */
    async removePhotos(propertyId: string): Promise<void> {
      const property = await repository.anyById(propertyId);
      if (property && !property.deletedAt) return;
      await storage.deletePrefix(photoFolder(propertyId));
      await repository.deletePhotosOf(propertyId);
    },
  };
}

export type ListingsJobs = ReturnType<typeof createListingsJobs>;

const photosJob = z.object({ photoIds: z.array(z.string().uuid()) });
const propertyJob = z.object({ propertyId: z.string().uuid() });

/** Registers the handlers on the queue and schedules the periodic ones. */
export async function startListingsJobs(queue: JobQueue, jobs: ListingsJobs): Promise<void> {
  await queue.work(listingJobNames.expire, async () => {
    await jobs.expireDue();
  });
  await queue.work(listingJobNames.expiryNotice, async () => {
    await jobs.sendExpiryNotices();
  });
  await queue.work(listingJobNames.countViews, async () => {
    await jobs.countViews();
  });
  await queue.work(listingJobNames.photoVariants, async (data) => {
    for (const photoId of photosJob.parse(data).photoIds) await jobs.makeVariants(photoId);
  });
  await queue.work(listingJobNames.removePhotos, (data) =>
    jobs.removePhotos(propertyJob.parse(data).propertyId),
  );
  for (const [name, cron] of Object.entries(listingSchedules)) await queue.schedule(name, cron);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The listings' job handlers, to run one at once (tests move the clock and call them). */
    listingsJobs: ListingsJobs;
  }
}
