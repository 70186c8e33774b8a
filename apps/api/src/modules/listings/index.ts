import type { ListingType } from '@krov/contracts';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import type { JobQueue } from '../../platform/queue/job-queue.ts';
import type { ObjectStorage } from '../../platform/storage/storage.ts';
import type { AccountsService, PublicProfiles } from '../accounts/ports.ts';
import type { Notifier } from '../notifications/ports.ts';
import type { ProductKind } from '../payments/index.ts';
import type { Places } from '../places/ports.ts';
import type { AgencyBilling } from './agency-billing.ts';
import { createLifecycleService } from './lifecycle.service.ts';
import { listingAccess } from './listing-access.ts';
import { type ActingOwner, actingOwnerOf, type ListingAgencies } from './listing-agencies.ts';
import { createListingProducts } from './listing-products.ts';
import {
  createListingsJobs,
  expireJob,
  expiryNoticeJob,
  type ListingsJobs,
  startListingsJobs,
} from './listings.jobs.ts';
import { createListingsRepository } from './listings.repository.ts';
import { listingsRoutes } from './listings.routes.ts';
import { createListingsService } from './listings.service.ts';
import { createListingsReaderRepository } from './listings-reader.repository.ts';
import { createListingsReader, type ListingsReader } from './listings-reader.ts';
import { mapRoutes } from './map/map.routes.ts';
import { createMapOnDatabase } from './map/map-on-database.ts';
import { createPlaceCountsRepository } from './map/place-counts.repository.ts';
import { createModerationRepository } from './moderation.repository.ts';
import { moderationRoutes } from './moderation.routes.ts';
import { createModeration } from './moderation.ts';
import { createMyPropertiesRepository } from './my-properties.repository.ts';
import { createMyPropertiesService, type ListingStatsSource } from './my-properties.service.ts';
import { ownersFromAccounts } from './owners.ts';
import { createPaidListings } from './paid-listings.ts';
import { createPhotoJobs, type PhotoJobs, startPhotoJobs, sweepPhotosJob } from './photos/photos.jobs.ts';
import { createPhotosRepository } from './photos/photos.repository.ts';
import { photosRoutes } from './photos/photos.routes.ts';
import { createPhotosService } from './photos/photos.service.ts';
import { createPropertyPageRepository } from './property-page.repository.ts';
import { propertyPageRoutes } from './property-page.routes.ts';
import { createPropertyPageService } from './property-page.service.ts';
import { createPublicListingCache, invalidating } from './public-listing-cache.ts';
import { searchStatisticsJob, startSearchJobs } from './search/search.jobs.ts';
import { createSearchRepository } from './search/search.repository.ts';
import { searchRoutes } from './search/search.routes.ts';
import { createSearchService } from './search/search.service.ts';
import { createSearchCountCache } from './search/search-count-cache.ts';

// For the composition root (app.ts), which reaches a module only through its index.ts (decision 205).
export type { ListingAgencies } from './listing-agencies.ts';
export type { ListingsJobs } from './listings.jobs.ts';
export type { PhotoJobs } from './photos/photos.jobs.ts';

/** What the agencies module changes of listings, inside its own transaction. */
export interface AgencyListings {
  /**
   * An agent left: the agency's listings they created or hold return to its owner, unassigned.
   * Answers what to run once the transaction committed (the caches forget them).
   */
  returnToOwnerIn(
    tx: Database,
    agencyId: string,
    agentId: string,
    ownerId: string,
    now: Date,
  ): Promise<() => void>;
  /** The agency was suspended: its public listings leave the search (hidden, marked so). */
  hideForSuspensionIn(tx: Database, agencyId: string, now: Date): Promise<() => void>;
  /** The agency was reinstated: what its suspension hid comes back (listed, or expired meanwhile). */
  showAfterSuspensionIn(tx: Database, agencyId: string, now: Date): Promise<() => void>;
}

export interface ListingsModuleDependencies {
  /** What listings need of agencies (the agencies module's facts, built before listings; listing-agencies.ts). */
  agencies: ListingAgencies;
  /** Agency listings' publishes and renewals go on their agency's monthly invoice (payments' invoices/). */
  agencyBilling: AgencyBilling;
  db: Database;
  queue: JobQueue;
  events: EventBus;
  clock: Clock;
  storage: ObjectStorage;
  /** Owners are told of expiries through the notifications module, in the jobs' transactions. */
  notifier: Notifier;
  places: Pick<Places, 'locate' | 'fromSlugs' | 'bySlug' | 'municipalitiesOf'>;
  /** The owners of listings (name, language, verified phone) come from accounts. */
  accounts: Pick<AccountsService, 'requireUser'>;
  /** Owners' names and addresses, for the admins' list of moderated listings. */
  profiles: Pick<PublicProfiles, 'contactsByIds'>;
  /** Turns a storage key into the address clients load it from. */
  fileUrl(key: string): string;
  /** Views, saves and contacts per listing (the analytics module's reader), for the owner's list. */
  stats: ListingStatsSource;
  config: {
    /** KM to publish or renew a listing for 30 days, by listing type (config: LISTING_FEE_*). */
    listingFees: Record<ListingType, number>;
    publicWebUrl: string;
    /** How long a listing's public JSON is reused (config: LISTING_CACHE_SECONDS); 0: never. */
    listingCacheMs: number;
    searchCountCacheMs: number;
  };
}

/**
 * Listings: the owner's listings and their lifecycle, photos, the property page's data, the
 * periodic expiry and its notice. Answers the read-only view other modules use, and the periodic
 * jobs by name (development tools run them at once).
 */
export async function registerListingsModule(
  app: FastifyInstance,
  deps: ListingsModuleDependencies,
): Promise<{
  reader: ListingsReader;
  agencyListings: AgencyListings;
  /**
   * What payments sell of listings (decision 185): `listing.publish` and `listing.renew` of private
   * listings, applied inside the payment's transaction (paid-listings.ts).
   */
  products: ProductKind[];
  /** The job handlers, to run one at once (tests move the clock and call them; buildApp answers them). */
  jobs: ListingsJobs;
  photoJobs: PhotoJobs;
  periodicJobs: Record<string, () => Promise<unknown>>;
}> {
  const { queue, events, clock, storage, places, fileUrl } = deps;
  const publicListings = createPublicListingCache({
    clock,
    ttlMs: deps.config.listingCacheMs,
    maxEntries: 5_000,
  });
  const searchTotals = createSearchCountCache({
    clock,
    ttlMs: deps.config.searchCountCacheMs,
    maxEntries: 10_000,
  });
  const { listings: repository, photos } = invalidating(
    { listings: createListingsRepository(deps.db), photos: createPhotosRepository(deps.db) },
    publicListings,
    () => searchTotals.clear(),
  );
  const owners = ownersFromAccounts(deps.accounts);
  const access = listingAccess({ repository, photos, places, fileUrl });

  const myProperties = createMyPropertiesService({
    agencies: deps.agencies,
    owners,
    repository,
    myProperties: createMyPropertiesRepository(deps.db),
    stats: deps.stats,
    access,
  });
  const listings = createListingsService({
    repository,
    access,
    agencies: deps.agencies,
    places,
    owners,
    events,
    clock,
    publicListings,
    fees: deps.config.listingFees,
  });
  const lifecycle = createLifecycleService({
    repository,
    access,
    agencies: deps.agencies,
    owners,
    events,
    clock,
    fees: deps.config.listingFees,
    billing: deps.agencyBilling,
  });
  const photosService = createPhotosService({
    repository,
    photos,
    access,
    storage,
    queue,
    events,
    clock,
    places,
    fileUrl,
  });
  const page = createPropertyPageService({
    repository,
    lists: createPropertyPageRepository(deps.db),
    access,
    owners,
    agencies: deps.agencies,
    events,
    clock,
    fileUrl,
  });

  const listingsJobs = createListingsJobs({ repository, notifier: deps.notifier, events, clock });
  const photoJobs = createPhotoJobs({ listings: repository, photos, storage, log: app.log });
  await startListingsJobs(queue, listingsJobs);
  await startPhotoJobs(queue, events, photoJobs);

  const moderation = createModeration({
    repository,
    moderated: createModerationRepository(deps.db),
    agencies: deps.agencies,
    profiles: deps.profiles,
    notifier: deps.notifier,
    events,
    publicListings,
    clock,
  });
  await app.register(moderationRoutes, { moderation });
  const actingOwner: ActingOwner = async (id, callerId) =>
    actingOwnerOf(await repository.byId(id), callerId, deps.agencies);
  await app.register(listingsRoutes, { listings, lifecycle, myProperties, actingOwner });
  await app.register(photosRoutes, { photos: photosService, actingOwner });
  await app.register(propertyPageRoutes, { page });
  const searchRepository = createSearchRepository(deps.db);
  const search = createSearchService({
    repository: searchRepository,
    access,
    places,
    clock,
    listingJson: publicListings,
    totals: searchTotals,
    agencies: deps.agencies,
  });
  await app.register(searchRoutes, { search });
  await startSearchJobs(queue, searchRepository);
  await app.register(mapRoutes, {
    map: createMapOnDatabase({ db: deps.db, places, clock, agencies: deps.agencies }),
  });
  /** After a commit that changed those listings: the public answers and totals are read again. */
  const forgetting = (ids: readonly string[]) => () => {
    for (const id of ids) publicListings.forget(id);
    if (ids.length > 0) searchTotals.clear();
  };
  return {
    jobs: listingsJobs,
    photoJobs,
    agencyListings: {
      async hideForSuspensionIn(tx, agencyId, now) {
        return forgetting(await createListingsRepository(tx).hideForSuspension(agencyId, now));
      },
      async showAfterSuspensionIn(tx, agencyId, now) {
        return forgetting(await createListingsRepository(tx).showAfterSuspension(agencyId, now));
      },
      async returnToOwnerIn(tx, agencyId, agentId, ownerId, now) {
        const ids = await createListingsRepository(tx).returnAgencyListings(agencyId, agentId, ownerId, now);
        return () => {
          // After the commit: both owners' public answers are read again.
          publicListings.forgetOwner(agentId);
          publicListings.forgetOwner(ownerId);
          for (const id of ids) publicListings.forget(id);
          searchTotals.clear();
        };
      },
    },
    products: createListingProducts({
      paid: createPaidListings({
        repository,
        access,
        owners,
        events,
        forgetOwner(ownerId) {
          publicListings.forgetOwner(ownerId);
          searchTotals.clear();
        },
        fees: deps.config.listingFees,
      }),
      fees: deps.config.listingFees,
    }),
    reader: createListingsReader({
      repository,
      reads: createListingsReaderRepository(deps.db),
      placeCounts: createPlaceCountsRepository(deps.db),
      access,
      agencies: deps.agencies,
      clock,
    }),
    periodicJobs: {
      [expireJob.name]: () => listingsJobs.expireDue(),
      [expiryNoticeJob.name]: () => listingsJobs.sendExpiryNotices(),
      [searchStatisticsJob.name]: () => searchRepository.refreshStatistics(),
      [sweepPhotosJob.name]: () => photoJobs.sweepPhotos(),
    },
  };
}
