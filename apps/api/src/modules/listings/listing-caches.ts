import type { ListingsRepository, PropertyRow } from './listings.repository.ts';
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
        // The jobs' listings (expired, asked, hidden as unconfirmed) are read again when its transaction ends.
        const expired: string[] = [];
        const noting = (rows: readonly { id: string }[]) => {
          expired.push(...rows.map((row) => row.id));
          return rows;
        };
        try {
          return await listings.jobTransaction((tx, queries) =>
            work(tx, {
              ...queries,
              async expireDue(now, soldVisibleSince, limit) {
                return noting(await queries.expireDue(now, soldVisibleSince, limit)) as PropertyRow[];
              },
              async askToConfirmDue(now, confirmedBefore, limit) {
                return noting(await queries.askToConfirmDue(now, confirmedBefore, limit)) as PropertyRow[];
              },
              async askToConfirm(id, now, answerBy) {
                const row = await queries.askToConfirm(id, now, answerBy);
                if (row) noting([row]);
                return row;
              },
              async hideUnconfirmedDue(now, limit) {
                return noting(await queries.hideUnconfirmedDue(now, limit)) as PropertyRow[];
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
