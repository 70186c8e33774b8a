import type { ListingsRepository } from './listings.repository.ts';
import type { ListingCaches } from './ports.ts';

/**
 * The repositories whose writes change what a public answer shows (the photo rows' variants are
 * the photos module's: photo-caches.ts there drops the answer through ListingCaches).
 */
export interface ListingsRepositories {
  listings: ListingsRepository;
}

/**
 * The listings' repositories with the caches kept honest (the public answers and the search's
 * totals, which the search module keeps: search-caches.ts there): every change of a listing goes
 * through the owner's transaction or one of the jobs' writes below, and each drops what it may
 * have changed, after the change (a failed transaction drops too, harmlessly).
 */
export function invalidating(
  { listings }: ListingsRepositories,
  caches: ListingCaches,
): ListingsRepositories {
  return {
    listings: {
      ...listings,
      async transaction(ownerId, work) {
        try {
          return await listings.transaction(ownerId, work);
        } finally {
          caches.forgetOwner(ownerId);
          caches.clearSearchTotals();
        }
      },
      async jobTransaction(work) {
        // The expiry job's listings leave the public answers when its transaction ends.
        const expired: string[] = [];
        try {
          return await listings.jobTransaction((tx, queries) =>
            work(tx, {
              ...queries,
              async expireDue(now, soldVisibleSince, limit) {
                const rows = await queries.expireDue(now, soldVisibleSince, limit);
                expired.push(...rows.map((row) => row.id));
                return rows;
              },
            }),
          );
        } finally {
          for (const id of expired) caches.forget(id);
          if (expired.length > 0) caches.clearSearchTotals();
        }
      },
    },
  };
}
