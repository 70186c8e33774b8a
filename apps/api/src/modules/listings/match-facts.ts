import type { ListingType, PropertyResponse, PropertyType } from '@krov/contracts';
import { confirmationAt } from './lifecycle.ts';
import type { PropertyRow } from './listings.repository.ts';

/**
 * What alerts need of a listing that just became public: every value a saved search's filters
 * test (the search's own columns, so a saved search matches exactly what its search would list),
 * and a summary to tell the user about it.
 */
export interface ListingMatchFacts {
  id: string;
  /** The property across relistings: a match is once per lineage. */
  lineageId: string;
  ownerId: string;
  listingType: ListingType;
  propertyType: PropertyType;
  /** Null when hidden or not given: a price range never matches it. */
  publicPrice: number | null;
  size: number;
  bedrooms: number | null;
  bathrooms: number | null;
  features: string[];
  photoCount: number;
  floorPlanCount: number;
  /** A video or a 3D tour. */
  hasVideo: boolean;
  lat: number;
  lng: number;
  /** Its entity, canton, city, municipality and neighbourhood slugs (those it has). */
  placeSlugs: string[];
  agencyId: string | null;
  /** The slug of its approved agency (a saved search's `agency` filter), null for none. */
  agencySlug: string | null;
  /**
   * When it was last confirmed available, ISO (its publication for a row without one, as the
   * search's `confirmed` key reads it); a saved search's `confirmedWithinDays` tests it.
   */
  confirmedAt: string | null;
  /** The search document (tsvector) as text. */
  searchDocument: string;
  summary: {
    id: string;
    listingType: ListingType;
    propertyType: PropertyType;
    price: number | null;
    size: number;
    bedrooms: number | null;
    place: string;
    address: string;
    imageUrl: string | null;
    /** When it was last confirmed available (the alert e-mail says how long ago). */
    confirmedAt: string | null;
  };
}

export function matchFactsOf(
  row: PropertyRow,
  answer: PropertyResponse,
  searchDocument: string,
  agencySlug: string | null,
): ListingMatchFacts {
  const slugs = [row.entitySlug, row.cantonSlug, row.citySlug, row.municipalitySlug, row.neighbourhoodSlug];
  return {
    id: row.id,
    lineageId: row.lineageId ?? row.id,
    ownerId: row.ownerId,
    listingType: row.listingType,
    propertyType: row.propertyType,
    publicPrice: row.publicPrice,
    size: row.size,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    features: row.features,
    photoCount: row.photoCount,
    floorPlanCount: row.floorPlanCount,
    hasVideo: row.videoUrl !== null || row.tourUrl !== null,
    lat: row.lat,
    lng: row.lng,
    placeSlugs: slugs.filter((slug): slug is string => slug !== null),
    agencyId: row.agencyId,
    agencySlug,
    confirmedAt: confirmationAt(row)?.toISOString() ?? null,
    searchDocument,
    summary: listingSummaryOf(answer),
  };
}

/** A public listing as a notification names it. */
export function listingSummaryOf(answer: PropertyResponse): ListingMatchFacts['summary'] {
  const cover = answer.photos[0]?.variants;
  return {
    id: answer.id,
    listingType: answer.listingType,
    propertyType: answer.propertyType,
    price: answer.price,
    size: answer.size,
    bedrooms: answer.bedrooms,
    place: (answer.place.neighbourhood ?? answer.place.municipality).name,
    address: answer.address,
    imageUrl: cover?.find((variant) => variant.width === 768)?.url ?? cover?.[0]?.url ?? null,
    confirmedAt: answer.confirmedAt,
  };
}
