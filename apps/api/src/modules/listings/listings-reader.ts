import type { Clock } from '../../platform/clock/clock.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { ListingsRepository } from './listings.repository.ts';
import { canSee, isPublic } from './visibility.ts';

/** A listing as other modules see it: which one, and whose. */
export interface ListingRef {
  id: string;
  ownerId: string;
}

/**
 * The listings as other modules read them (saved, analytics; later search and notifications):
 * read-only, with the visibility rule applied, so no module needs the listings' tables.
 */
export function createListingsReader({
  repository,
  clock,
}: {
  repository: Pick<ListingsRepository, 'byId'>;
  clock: Clock;
}) {
  const refOf = (row: ListingRef): ListingRef => ({ id: row.id, ownerId: row.ownerId });
  return {
    /** A listing the caller may see: public, or their own; anything else PropertyNotFound. */
    async visible(id: string, viewerId: string | null): Promise<ListingRef> {
      const row = await repository.byId(id);
      if (row && canSee(row, viewerId, clock.now())) return refOf(row);
      throw new AppError('PropertyNotFound');
    },

    /** A public listing (even to its owner); anything else PropertyNotFound. */
    async publicListing(id: string): Promise<ListingRef> {
      const row = await repository.byId(id);
      if (row && isPublic(row, clock.now())) return refOf(row);
      throw new AppError('PropertyNotFound');
    },
  };
}

export type ListingsReader = ReturnType<typeof createListingsReader>;
