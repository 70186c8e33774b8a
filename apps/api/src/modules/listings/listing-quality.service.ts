import type { PropertyQualityResponse } from '@krov/contracts';
import type { ListingAccess } from './listing-access.ts';
import { listingQuality, type QualityDependencies } from './listing-quality-of-row.ts';

interface Dependencies extends QualityDependencies {
  access: Pick<ListingAccess, 'owned'>;
}

/** GET /api/properties/{id}/quality: the score of one's own listing (or one's agency's, as its agent). */
export function createQualityService(deps: Dependencies) {
  return {
    async quality(id: string, ownerId: string): Promise<PropertyQualityResponse> {
      return listingQuality(await deps.access.owned(id, ownerId), deps);
    },
  };
}

export type QualityService = ReturnType<typeof createQualityService>;
