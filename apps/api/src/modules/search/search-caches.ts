import type { Clock } from '../../platform/clock/clock.ts';
import type { ListingCaches, PublicListingJson } from '../listings/ports.ts';
import { createPublicListingCache, type PublicListingCache } from './public-listing-cache.ts';
import { createSearchCountCache, type SearchCountCache } from './search-count-cache.ts';

/** The caches of public answers this instance keeps, and the views of them listings is given. */
export interface SearchCaches {
  /** The public JSON of listings, by id: the property page's and every search page's. */
  publicListings: PublicListingCache;
  /** The totals of recent first pages by filter set. */
  totals: SearchCountCache;
  /** What a write of listings drops after it committed (listings, photos, moderation). */
  listingCaches: ListingCaches;
  /** What listings reads and fills for GET /api/properties/{id}. */
  publicJson: PublicListingJson;
}

export interface SearchCachesOptions {
  clock: Clock;
  config: {
    /** How long a listing's public JSON is reused (config: LISTING_CACHE_SECONDS); 0: never. */
    listingCacheMs: number;
    /** How long a search's total is reused (config: SEARCH_COUNT_CACHE_SECONDS); 0: never. */
    searchCountCacheMs: number;
  };
}

/**
 * Made once, before listings (app.ts): listings drops entries when it writes, the search reads
 * them; one cache of each per instance, so a write here is seen by every reader here at once.
 */
export function createSearchCaches({ clock, config }: SearchCachesOptions): SearchCaches {
  const publicListings = createPublicListingCache({
    clock,
    ttlMs: config.listingCacheMs,
    maxEntries: 5_000,
  });
  const totals = createSearchCountCache({ clock, ttlMs: config.searchCountCacheMs, maxEntries: 10_000 });
  return {
    publicListings,
    totals,
    listingCaches: {
      forget: (listingId) => publicListings.forget(listingId),
      forgetOwner: (ownerId) => publicListings.forgetOwner(ownerId),
      clearSearchTotals: () => totals.clear(),
    },
    publicJson: publicListings,
  };
}
