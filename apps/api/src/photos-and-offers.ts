import type { FastifyInstance } from 'fastify';
import type { registerListingsModule } from './modules/listings/index.ts';
import { registerOffersModule } from './modules/listings/index.ts';
import {
  createPhotoReuseFlags,
  createSystemFlags,
  withdrawPhotoReuseFlagsWithin,
} from './modules/moderation/index.ts';
import { registerPhotosModule } from './modules/photos/index.ts';
import type { Clock } from './platform/clock/clock.ts';
import type { Database } from './platform/db/database.ts';
import type { EventBus } from './platform/events/event-bus.ts';
import type { JobQueue } from './platform/queue/job-queue.ts';
import type { ObjectStorage } from './platform/storage/storage.ts';

type Listings = Awaited<ReturnType<typeof registerListingsModule>>;
type PhotosDependencies = Parameters<typeof registerPhotosModule>[1];

interface Dependencies {
  db: Database;
  queue: JobQueue;
  events: EventBus;
  clock: Clock;
  storage: ObjectStorage;
  listings: Listings;
  caches: PhotosDependencies['caches'] & Parameters<typeof registerOffersModule>[1]['caches'];
  places: PhotosDependencies['places'];
  fileUrl: PhotosDependencies['fileUrl'];
}

/**
 * A part of the composition root (app.ts), in the order of construction: the parts of issue 30 that
 * meet at a listing's photos. The offers of one property (grouped after every listing change that
 * matters), the photo_reuse check, and the photos module whose job hashes each upload and then, at
 * the one seam after hashing, regroups the listing first (alike photos join offers of one property,
 * which the check then leaves alone) and checks it second.
 */
export async function registerPhotosAndOffers(app: FastifyInstance, deps: Dependencies) {
  const { db, queue, events, clock, listings, caches } = deps;
  const offers = await registerOffersModule(app, {
    db,
    queue,
    events,
    clock,
    caches,
    reader: listings.reader,
    // A group's transaction withdraws the photo_reuse flags between its offers.
    grouped: withdrawPhotoReuseFlagsWithin,
    reports: createSystemFlags(),
  });
  const photoReuse = createPhotoReuseFlags({
    db,
    listings: listings.forPhotos.repository,
    photos: listings.forPhotos.photos,
    clock,
  });
  const photos = await registerPhotosModule(app, {
    listings: listings.forPhotos,
    caches,
    storage: deps.storage,
    queue,
    events,
    clock,
    places: deps.places,
    fileUrl: deps.fileUrl,
    afterPhotosHashed: async (propertyId) => {
      await offers.regroup(propertyId);
      await photoReuse.check(propertyId);
    },
  });
  return { offers, photos };
}
