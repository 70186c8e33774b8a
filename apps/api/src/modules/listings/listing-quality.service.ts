import type { PropertyQualityResponse } from '@krov/contracts';
import type { Clock } from '../../platform/clock/clock.ts';
import { distanceMeters, type Places } from '../places/ports.ts';
import { confirmationAt } from './lifecycle.ts';
import type { ListingAccess } from './listing-access.ts';
import { placePointMeters, qualityOf } from './listing-quality.ts';
import type { PropertyRow } from './listings.repository.ts';

interface Dependencies {
  access: Pick<ListingAccess, 'owned'>;
  places: Pick<Places, 'bySlug'>;
  clock: Clock;
}

/** GET /api/properties/{id}/quality: the score of one's own listing (or one's agency's, as its agent). */
export function createQualityService({ access, places, clock }: Dependencies) {
  /**
   * Whether the pin was placed on the building: choosing a place in the address field puts the pin
   * on that place's own point, so a pin that never moved sits on its neighbourhood's, municipality's
   * or city's point.
   */
  function pinAtStreetLevel(row: PropertyRow): boolean {
    const pin = [row.lng, row.lat] as const;
    return [row.neighbourhoodSlug, row.municipalitySlug, row.citySlug].every((slug) => {
      const place = slug ? places.bySlug(slug) : null;
      return !place || distanceMeters(pin, place.center) > placePointMeters;
    });
  }

  return {
    async quality(id: string, ownerId: string): Promise<PropertyQualityResponse> {
      const row = await access.owned(id, ownerId);
      return qualityOf({
        photoCount: row.photoCount,
        pinAtStreetLevel: pinAtStreetLevel(row),
        propertyType: row.propertyType,
        size: row.size,
        bedrooms: row.bedrooms,
        bathrooms: row.bathrooms,
        description: row.description,
        confirmedAt: confirmationAt(row),
        now: clock.now(),
      });
    },
  };
}

export type QualityService = ReturnType<typeof createQualityService>;
