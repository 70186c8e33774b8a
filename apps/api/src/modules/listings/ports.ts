/**
 * What other modules may depend on in listings: types and pure functions, re-exported (decision 205).
 * Another module imports listings only through this file or index.ts; lint holds it (biome.json).
 * The photos module works on listings' photo rows, keys, transactions and answers (decision 218);
 * the moderation module on `ModeratedListings`, the lifecycle's moderator transitions (219); the
 * search module (modules/search) reads the listings' rows and their visibility rule, answers them
 * through `ListingAccess`, and keeps the caches listings drop (decision 214).
 */
import type { PropertyResponse } from '@krov/contracts';
import type { PropertyRow } from './listings.repository.ts';

export type { AgencyBilling, AgencyBillingLine } from './agency-billing.ts';
export type { HiddenByModerator } from './hidden-listings.repository.ts';
export type { RestoredStatus } from './lifecycle-plan.ts';
export type { ListingAccess } from './listing-access.ts';
export type { ActingOwner, ListingAgencies } from './listing-agencies.ts';
export type { ListingsRepository, ListingsTransaction, PropertyRow } from './listings.repository.ts';
export type {
  ListingCounts,
  ListingsReader,
  PlaceCountRow,
  PlaceCounts,
  PlaceListingCounts,
} from './listings-reader.ts';
export type { ListingMatchFacts } from './match-facts.ts';
export { listingSummaryOf } from './match-facts.ts';
export type { ModeratedListings, ModeratorTransaction, ModeratorTransition } from './moderated-listings.ts';
export {
  originalPhotoKey,
  photoFolder,
  photoIdOfKey,
  photosRoot,
  variantPhotoKey,
} from './photo-keys.ts';
export type {
  NewPhoto,
  PhotoKind,
  PhotoRow,
  PhotosRepository,
  SamePhoto,
  SamePhotoExceptions,
} from './photos.repository.ts';
export { toPropertyResponse, type ViewDependencies } from './property-view.ts';
export { isPublic, publicAt, type VisibilityColumns } from './visibility.ts';

/**
 * What a write of listings tells the caches of public answers after it committed (listings'
 * `invalidating`, its agency callbacks; the photos' variants, a moderator's hiding). The search
 * module keeps those caches and answers this view of them (createSearchCaches).
 */
export interface ListingCaches {
  /**
   * One listing's public answer is read again. The offer grouping (issue 30) calls it for every
   * listing of a group it changes (joined, left, another lead), since each one's `offers` list the
   * others, and clearSearchTotals once: the grouped search counts each group once.
   */
  forget(listingId: string): void;
  /** Every listing of an owner is read again. */
  forgetOwner(ownerId: string): void;
  /** The search's totals are counted again. */
  clearSearchTotals(): void;
}

/**
 * The public JSON of GET /api/properties/{id}, reused (the search module's public-listing-cache.ts
 * keeps it, and the search pages share it): listings reads and fills it.
 */
export interface PublicListingJson {
  /** The cached public JSON, when fresh, still public and the viewer is not its owner. */
  json(id: string, viewerId: string | null): Buffer | undefined;
  /** Keeps a listing's public answer; returns its JSON. */
  remember(row: PropertyRow, response: PropertyResponse): Buffer;
}

/**
 * "Is it still available?" asked on demand (issue 29): the reports module asks when two users
 * report a listing not available. registerListingsModule answers it (`availability`), app.ts hands
 * it on. Built by listings/availability.service.ts.
 */
export interface AvailabilityQuestions {
  /**
   * Asks the listing's owner (or its assigned agent) now, by notification with a one-tap link, to
   * confirm within `answerWithinHours`; unanswered, the availability job hides it as unconfirmed.
   * Idempotent: already asked with an earlier (or the same) deadline, or not public → nothing,
   * false. Otherwise true (asked, or asked again with this sooner deadline).
   */
  askToConfirm(propertyId: string, answerWithinHours: number): Promise<boolean>;
}

/** When a listing was last confirmed available, in SQL (search's `confirmed` sort and filter). */
export { confirmationOf } from './confirmation-sql.ts';
