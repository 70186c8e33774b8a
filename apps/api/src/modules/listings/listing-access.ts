import type { PropertyResponse } from '@krov/contracts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { ListingsRepository, PropertyRow } from './listings.repository.ts';
import type { PhotosRepository } from './photos.repository.ts';
import type { PropertyOffers } from './property-offers.ts';
import { toPropertyResponse, type ViewDependencies, type Viewer } from './property-view.ts';

export interface AccessDependencies extends ViewDependencies {
  repository: Pick<ListingsRepository, 'byId'>;
  photos: Pick<PhotosRepository, 'photosOf'>;
  /** The property's other offers (issue 30); without it (a test of the view alone) none. */
  offers?: Pick<PropertyOffers, 'of'>;
}

/** Finding a caller's listing and answering it: shared by the listing, lifecycle and photo services. */
export function listingAccess(deps: AccessDependencies) {
  const { repository, photos } = deps;

  async function respondAll(
    rows: readonly PropertyRow[],
    viewer: Viewer = 'owner',
  ): Promise<PropertyResponse[]> {
    const [all, offers] = await Promise.all([
      photos.photosOf(rows.map((row) => row.id)),
      deps.offers?.of(rows, deps.clock.now()),
    ]);
    return rows.map((row) => toPropertyResponse(row, all, viewer, deps, offers?.get(row.id)));
  }

  return {
    /** The caller's own listing; anyone else's (or a deleted one) is PropertyNotFound, never a hint that it exists. */
    async owned(id: string, ownerId: string): Promise<PropertyRow> {
      const row = await repository.byId(id);
      if (!row || row.ownerId !== ownerId) throw new AppError('PropertyNotFound');
      return row;
    },

    async respond(row: PropertyRow, viewer: Viewer = 'owner'): Promise<PropertyResponse> {
      const [answer] = await respondAll([row], viewer);
      return answer as PropertyResponse;
    },

    respondAll,

    /**
     * A conditional update matched nothing: the listing changed since it was read (a double
     * submit, a concurrent action) or it is gone. Gone answers PropertyNotFound, else ActionForbidden.
     */
    async refused(id: string, ownerId: string): Promise<never> {
      const row = await repository.byId(id);
      if (!row || row.ownerId !== ownerId) throw new AppError('PropertyNotFound');
      throw new AppError('ActionForbidden');
    },
  };
}

export type ListingAccess = ReturnType<typeof listingAccess>;
