import type { SearchFilters } from '@krov/contracts';
import { polygonSql, textQuery } from '../search/ports.ts';
import type { NewSavedSearch } from './alerts.repository.ts';
import { savedSearchKey } from './match-keys.ts';

/** The place a saved search names, found by its slug (the country restricts nothing). */
export interface NamedPlace {
  kind: string;
  slug: string;
}

/**
 * A saved search's filters taken apart into the columns its matching reads (alerts.repository.ts
 * insertMatches): the same meaning as search-conditions.ts gives them, one column per filter.
 */
export function matchColumnsOf(
  filters: SearchFilters,
  place: NamedPlace | null,
): Omit<NewSavedSearch, 'userId' | 'filters' | 'notifyFrequency'> {
  const [west, south, east, north] = filters.bbox ?? [null, null, null, null];
  const columns = {
    listingType: filters.listingType ?? null,
    propertyTypes: filters.propertyType?.length ? [...filters.propertyType] : null,
    placeSlug: place && place.kind !== 'country' ? place.slug : null,
    west,
    south,
    east,
    north,
    polygon: filters.polygon ? polygonSql(filters.polygon) : null,
    priceMin: filters.priceMin ?? null,
    priceMax: filters.priceMax ?? null,
    sizeMin: filters.sizeMin ?? null,
    sizeMax: filters.sizeMax ?? null,
    bedroomsMin: filters.bedroomsMin ?? null,
    bathroomsMin: filters.bathroomsMin ?? null,
    features: filters.features?.length ? [...filters.features] : null,
    withPhotos: filters.withPhotos === true,
    withFloorPlan: filters.withFloorPlan === true,
    withVideo: filters.withVideo === true,
    textQuery: filters.q === undefined ? null : textQuery(filters.q),
    agency: filters.agency ?? null,
    confirmedWithinDays: filters.confirmedWithinDays ?? null,
  };
  return { ...columns, matchKey: savedSearchKey(columns) };
}
