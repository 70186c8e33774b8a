import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock/clock.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import type { JobQueue } from '../../platform/queue/job-queue.ts';
import type { ObjectStorage } from '../../platform/storage/storage.ts';
import type { ListingsForPhotos } from '../listings/index.ts';
import type { ListingCaches } from '../listings/ports.ts';
import type { Places } from '../places/ports.ts';
import { forgettingPhotos } from './photo-caches.ts';
import { createPhotoJobs, type PhotoJobs, startPhotoJobs, sweepPhotosJob } from './photos.jobs.ts';
import { photosRoutes } from './photos.routes.ts';
import { createPhotosService } from './photos.service.ts';

// For the composition root (app.ts), which reaches a module only through its index.ts (decision 205).
export type { PhotoJobs } from './photos.jobs.ts';

export interface PhotosModuleDependencies {
  /** The listings' rows, owner's transactions and photo rows (registerListingsModule `forPhotos`). */
  listings: ListingsForPhotos;
  /** What a photo made ready drops of the public answers (registerListingsModule `caches`). */
  caches: ListingCaches;
  storage: ObjectStorage;
  queue: JobQueue;
  events: EventBus;
  clock: Clock;
  /** The listing's answer after a change names its places (listings' property-view.ts). */
  places: Pick<Places, 'fromSlugs' | 'bySlug'>;
  /** Turns a storage key into the address clients load it from. */
  fileUrl(key: string): string;
  /**
   * The seam after a listing's new photos are hashed, before their variants (issue 30): app.ts
   * passes the photo_reuse check (moderation), and whatever must run before it.
   */
  afterPhotosHashed(propertyId: string): Promise<void>;
}

/**
 * Photos: a listing's photos uploaded (checked, cleaned, stored), reordered, a cover chosen,
 * deleted; the variants made by a job, a deleted listing's files removed, and the hourly sweep of
 * files no photo owns. The photo rows and their storage keys stay listings' (decision 218).
 * Answers the job handlers (tests run them; buildApp's `jobs.photos`) and the sweep for devtools.
 */
export async function registerPhotosModule(
  app: FastifyInstance,
  deps: PhotosModuleDependencies,
): Promise<{ jobs: PhotoJobs; periodicJobs: Record<string, () => Promise<unknown>> }> {
  const { storage, queue, events } = deps;
  const { repository, access, actingOwner } = deps.listings;
  const photos = forgettingPhotos(deps.listings.photos, deps.caches);
  const service = createPhotosService({
    repository,
    photos,
    access,
    storage,
    queue,
    events,
    clock: deps.clock,
    places: deps.places,
    fileUrl: deps.fileUrl,
  });
  const jobs = createPhotoJobs({
    listings: repository,
    photos,
    storage,
    afterPhotosHashed: deps.afterPhotosHashed,
    log: app.log,
  });
  await startPhotoJobs(queue, events, jobs);
  await app.register(photosRoutes, { photos: service, actingOwner });
  return { jobs, periodicJobs: { [sweepPhotosJob.name]: () => jobs.sweepPhotos() } };
}
