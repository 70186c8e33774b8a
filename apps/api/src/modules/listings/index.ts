import type { ListingType } from '@krov/contracts';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import type { JobQueue } from '../../platform/queue/job-queue.ts';
import type { AccountsService } from '../accounts/ports.ts';
import type { Notifier } from '../notifications/ports.ts';
import type { ProductKind } from '../payments/index.ts';
import type { Places } from '../places/ports.ts';
import type { AgencyBilling } from './agency-billing.ts';
import { type AgencyListings, createAgencyListings } from './agency-listings.ts';
import {
  type AvailabilityJobs,
  availabilityAskJob,
  availabilityHideJob,
  createAvailabilityJobs,
  startAvailabilityJobs,
} from './availability.jobs.ts';
import { createAvailabilityService } from './availability.service.ts';
import { createAvailabilityLinks } from './availability-links.repository.ts';
import { createHiddenListingsRepository } from './hidden-listings.repository.ts';
import { createLifecycleService } from './lifecycle.service.ts';
import { type ListingAccess, listingAccess } from './listing-access.ts';
import { type ActingOwner, actingOwnerOf, type ListingAgencies } from './listing-agencies.ts';
import { invalidating } from './listing-caches.ts';
import { createListingProducts } from './listing-products.ts';
import { createQualityService } from './listing-quality.service.ts';
import {
  createListingsJobs,
  expireJob,
  expiryNoticeJob,
  type ListingsJobs as ListingsExpiryJobs,
  startListingsJobs,
} from './listings.jobs.ts';
import { createListingsRepository, type ListingsRepository } from './listings.repository.ts';
import { listingsRoutes } from './listings.routes.ts';
import { createListingsService } from './listings.service.ts';
import { createListingsReaderRepository } from './listings-reader.repository.ts';
import { createListingsReader, type ListingsReader, type PlaceCounts } from './listings-reader.ts';
import { createModeratedListings, type ModeratedListings } from './moderated-listings.ts';
import { createMyPropertiesRepository } from './my-properties.repository.ts';
import { createMyPropertiesService, type ListingStatsSource } from './my-properties.service.ts';
import { ownersFromAccounts } from './owners.ts';
import { createPaidListings } from './paid-listings.ts';
import { createPhotosRepository, type PhotosRepository } from './photos.repository.ts';
import type { AvailabilityQuestions, ListingCaches, PublicListingJson } from './ports.ts';
import { createPropertyOffersRepository } from './property-offers.repository.ts';
import { propertyOffers } from './property-offers.ts';
import { createPropertyPageRepository } from './property-page.repository.ts';
import { propertyPageRoutes } from './property-page.routes.ts';
import { createPropertyPageService } from './property-page.service.ts';
import {
  createPlaceRelocation,
  type PlaceRelocation,
  relocateJob,
  startPlaceRelocation,
} from './relocation/place-relocation.ts';
import { createRelocationRepository } from './relocation/relocation.repository.ts';

export type { ListingAgencies } from './listing-agencies.ts';
// For the composition root (app.ts), which reaches a module only through its index.ts (decision 205).
export { groupEveryListing } from './offers/full-pass.ts';
export { registerOffersModule } from './offers/offers-module.ts';
/** The listings' job handlers: expiry and its notice, the availability question and its deadline. */
export type ListingsJobs = ListingsExpiryJobs & AvailabilityJobs & PlaceRelocation;

export type { AgencyListings };

/** What the photos module (modules/photos) works with of listings; the photo rows stay listings'. */
export interface ListingsForPhotos {
  /** The owner's transaction (with its photo rows), and a listing even deleted (the photo jobs). */
  repository: Pick<ListingsRepository, 'transaction' | 'anyById'>;
  /** The photo rows (the photos module drops the caches after its variants' write). */
  photos: PhotosRepository;
  access: Pick<ListingAccess, 'owned' | 'respond'>;
  /** Whose listing a caller manages (its owner, or the agency's agent or owner). */
  actingOwner: ActingOwner;
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
  /** Owners are told of expiries through the notifications module, in the jobs' transactions. */
  notifier: Notifier;
  places: Pick<Places, 'locate' | 'fromSlugs' | 'bySlug' | 'municipalitiesOf' | 'version' | 'name'>;
  /** The owners of listings (name, language, verified phone) come from accounts. */
  accounts: Pick<AccountsService, 'requireUser'>;
  /** Turns a storage key into the address clients load it from. */
  fileUrl(key: string): string;
  /** Views, saves and contacts per listing (the analytics module's reader), for the owner's list. */
  stats: ListingStatsSource;
  /**
   * The caches of public answers, kept by the search module (createSearchCaches, made before
   * listings): every write of listings drops what it changed, after it committed.
   */
  caches: ListingCaches;
  /** The public JSON of GET /api/properties/{id}, reused (the same cache's entries). */
  publicJson: PublicListingJson;
  /** Public listings per place, for the reader (the search module's map pyramid counts them). */
  placeCounts: PlaceCounts;
  config: {
    /** KM to publish or renew a listing for 30 days, by listing type (config: LISTING_FEE_*). */
    listingFees: Record<ListingType, number>;
    publicWebUrl: string;
    /** Signs the e-mails' one-tap "still available" links (availability-links.ts). */
    authSecret: string;
  };
}

/**
 * Listings: the owner's listings, their lifecycle, photo rows, property page and periodic expiry.
 * Answers the view other modules read, what photos and moderation work with, the jobs by name.
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
  /** What the photos module works with (modules/photos). */
  forPhotos: ListingsForPhotos;
  /** What the moderation module works with (modules/moderation). */
  moderated: ModeratedListings;
  /** Asking an owner to confirm sooner (the reports module: two "not available" reports, 24 hours). */
  availability: AvailabilityQuestions;
  /** How the search module (registered next) answers a page's listings: as the property page does. */
  access: ListingAccess;
  periodicJobs: Record<string, () => Promise<unknown>>;
}> {
  const { queue, events, clock, places, fileUrl, caches } = deps;
  const { listings: repository } = invalidating({ listings: createListingsRepository(deps.db) }, caches);
  const photos = createPhotosRepository(deps.db);
  const owners = ownersFromAccounts(deps.accounts);
  const offers = propertyOffers({ offers: createPropertyOffersRepository(deps.db), agencies: deps.agencies });
  const access = listingAccess({ repository, photos, places, fileUrl, clock, offers });

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
    publicListings: deps.publicJson,
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
  const page = createPropertyPageService({
    places,
    repository,
    lists: createPropertyPageRepository(deps.db),
    access,
    offers,
    owners,
    agencies: deps.agencies,
    events,
    clock,
    fileUrl,
  });

  const listingsJobs = createListingsJobs({ repository, notifier: deps.notifier, events, clock });
  await startListingsJobs(queue, listingsJobs);
  const links = createAvailabilityLinks(deps.config.authSecret);
  const availabilityJobs = createAvailabilityJobs({
    repository,
    links,
    notifier: deps.notifier,
    events,
    clock,
  });
  await startAvailabilityJobs(queue, availabilityJobs);
  const relocation = createPlaceRelocation({
    repository: createRelocationRepository(deps.db),
    places,
    caches,
    clock,
  });
  await startPlaceRelocation(queue, relocation);
  const availability = createAvailabilityService({
    repository,
    access,
    agencies: deps.agencies,
    links,
    db: deps.db,
    notifier: deps.notifier,
    events,
    clock,
    fees: deps.config.listingFees,
  });

  const actingOwner: ActingOwner = async (id, callerId) =>
    actingOwnerOf(await repository.byId(id), callerId, deps.agencies);
  const quality = createQualityService({ access, places, clock });
  await app.register(listingsRoutes, {
    listings,
    lifecycle,
    availability,
    quality,
    myProperties,
    actingOwner,
  });
  await app.register(propertyPageRoutes, { page });
  return {
    jobs: { ...listingsJobs, ...availabilityJobs, ...relocation },
    availability: { askToConfirm: availability.askToConfirm },
    forPhotos: { repository, photos, access, actingOwner },
    moderated: createModeratedListings({
      repository,
      hidden: createHiddenListingsRepository(deps.db),
      agencies: deps.agencies,
      events,
    }),
    access,
    agencyListings: createAgencyListings({ caches, events }),
    products: createListingProducts({
      paid: createPaidListings({
        repository,
        access,
        owners,
        events,
        forgetOwner(ownerId) {
          caches.forgetOwner(ownerId);
          caches.clearSearchTotals();
        },
        fees: deps.config.listingFees,
      }),
      fees: deps.config.listingFees,
    }),
    reader: createListingsReader({
      repository,
      reads: createListingsReaderRepository(deps.db),
      placeCounts: deps.placeCounts,
      access,
      agencies: deps.agencies,
      clock,
    }),
    periodicJobs: {
      [expireJob.name]: () => listingsJobs.expireDue(),
      [expiryNoticeJob.name]: () => listingsJobs.sendExpiryNotices(),
      [availabilityAskJob.name]: () => availabilityJobs.askDue(),
      [availabilityHideJob.name]: () => availabilityJobs.hideDue(),
      [relocateJob.name]: () => relocation.relocate(),
    },
  };
}
