import type { PropertyQualityResponse } from '@krov/contracts';
import type { Clock } from '../../platform/clock/clock.ts';
import { distanceMeters, type Places } from '../places/ports.ts';
import { confirmationAt } from './lifecycle.ts';
import { placePointMeters, qualityOf } from './listing-quality.ts';
import type { PropertyRow } from './listings.repository.ts';

/** What a listing's score is read with: the places' own points, and the time now. */
export interface QualityDependencies {
  places: Pick<Places, 'bySlug'>;
  clock: Pick<Clock, 'now'>;
}

/**
 * Whether the pin was placed on the building: choosing a place in the address field puts the pin
 * on that place's own point, so a pin that never moved sits on its neighbourhood's, municipality's
 * or city's point.
 */
function pinAtStreetLevel(row: PropertyRow, places: Pick<Places, 'bySlug'>): boolean {
  const pin = [row.lng, row.lat] as const;
  return [row.neighbourhoodSlug, row.municipalitySlug, row.citySlug].every((slug) => {
    const place = slug ? places.bySlug(slug) : null;
    return !place || distanceMeters(pin, place.center) > placePointMeters;
  });
}

/** A stored listing's score and fixes (the owner's answer carries it, GET …/quality answers it). */
export function listingQuality(row: PropertyRow, deps: QualityDependencies): PropertyQualityResponse {
  return qualityOf({
    photoCount: row.photoCount,
    pinAtStreetLevel: pinAtStreetLevel(row, deps.places),
    propertyType: row.propertyType,
    size: row.size,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    description: row.description,
    confirmedAt: confirmationAt(row),
    now: deps.clock.now(),
  });
}
