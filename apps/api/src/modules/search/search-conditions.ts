import { type PlaceKind, type Polygon, polygonBBox, type SearchFilters } from '@krov/contracts';
import { and, arrayContains, type Column, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { publicAt, type VisibilityColumns } from '../listings/ports.ts';
import { confirmedKey } from './search-sorts.ts';
import { textQuery } from './search-text.ts';

const dayMs = 24 * 3600 * 1000;

/**
 * The search's filters as one SQL condition, the public rule included. The search and the map both
 * build on it, so the map's counts are the search's total for the same filters by construction.
 */

/** The listing columns the filters read: the listings table (its repository passes it in). */
export interface SearchColumns extends VisibilityColumns {
  listingType: Column;
  propertyType: Column;
  lat: Column;
  lng: Column;
  size: Column;
  bedrooms: Column;
  bathrooms: Column;
  features: Column;
  photoCount: Column;
  floorPlanCount: Column;
  videoUrl: Column;
  tourUrl: Column;
  publishedAt: Column;
  confirmedAt: Column;
  renewedAt: Column;
  /** Null when the price is hidden or not given: price filters never see a hidden price. */
  publicPrice: Column;
  agencyId: Column;
  entitySlug: Column;
  cantonSlug: Column;
  citySlug: Column;
  municipalitySlug: Column;
  neighbourhoodSlug: Column;
  searchDocument: Column;
  /** True for a group's best offer and every listing without a group (issue 30). */
  offerLead: Column;
}

/** The place `filters.place` named, already found by its slug (an unknown slug is the caller's 404). */
export interface SearchPlace {
  kind: PlaceKind;
  slug: string;
  /**
   * The municipalities it lies in or covers (Places.municipalitiesOf). The condition on them adds
   * nothing the place's own slug does not say (a listing's slugs all follow from its municipality),
   * but it lets the covering index, led by the municipality, serve every place level
   * (docs/search-indexes.md).
   */
  municipalities?: readonly string[];
}

/** A place kind's stored slug column; the country restricts nothing. */
function placeColumn(listing: SearchColumns, kind: PlaceKind): Column | null {
  switch (kind) {
    case 'country':
      return null;
    case 'entity':
      return listing.entitySlug;
    case 'canton':
      return listing.cantonSlug;
    case 'city':
      return listing.citySlug;
    case 'municipality':
      return listing.municipalitySlug;
    case 'neighbourhood':
      return listing.neighbourhoodSlug;
  }
}

/**
 * Inside a drawn area, its edge included (PostgreSQL's `point <@ polygon`, in PGlite as on the
 * server). The area's box first: the same columns and comparisons as `bbox`, so a rectangle drawn
 * finds exactly what the box finds (decision 260).
 */
export function insidePolygon(listing: Pick<SearchColumns, 'lat' | 'lng'>, polygon: Polygon): SQL {
  const [west, south, east, north] = polygonBBox(polygon);
  return sql`(${listing.lat} between ${south} and ${north} and ${listing.lng} between ${west} and ${east}
    and point(${listing.lng}, ${listing.lat}) <@ ${polygonSql(polygon)}::polygon)`;
}

/** PostgreSQL's text form of a polygon: `((x1,y1),(x2,y2),…)`, x the longitude. */
export function polygonSql(polygon: Polygon): string {
  return `(${polygon.map(([lng, lat]) => `(${lng},${lat})`).join(',')})`;
}

/** Finds an approved agency's id by its slug (the agencies module's facts, built first: decision 210). */
export interface AgencyLookup {
  approvedIdBySlug(slug: string): Promise<string | null>;
}

/**
 * Whether a search answers one listing per property (issue 30, decision 249): asked for (the
 * default), and not an agency's own listings, which are each of its offers whichever is the best.
 */
export function groupsOffers(
  groupOffers: boolean | undefined,
  filters: Pick<SearchFilters, 'agency'>,
): boolean {
  return groupOffers !== false && filters.agency === undefined;
}

/**
 * Public listings matching every filter. `filters.place` is ignored: `place` is what it resolved
 * to; likewise `filters.agency`: `agencyId` is the approved agency it names, null when it names
 * none (unknown, pending or suspended: no listings; docs/decisions/078-search-agency-filter.md).
 */
export function searchCondition(
  listing: SearchColumns,
  filters: SearchFilters,
  place: SearchPlace | null,
  now: Date,
  agencyId: string | null = null,
  /** One listing per property: only each group's best offer (groupsOffers). */
  grouped = false,
): SQL {
  const conditions: (SQL | undefined)[] = [publicAt(listing, now)];
  if (grouped) conditions.push(eq(listing.offerLead, true));
  if (filters.agency !== undefined) conditions.push(agencyId ? eq(listing.agencyId, agencyId) : sql`false`);
  if (filters.listingType) conditions.push(eq(listing.listingType, filters.listingType));
  const placeSlug = place ? placeColumn(listing, place.kind) : null;
  if (place && placeSlug) {
    conditions.push(eq(placeSlug, place.slug));
    if (place.municipalities?.length) {
      conditions.push(inArray(listing.municipalitySlug, [...place.municipalities]));
    }
  }
  if (filters.bbox) {
    const [west, south, east, north] = filters.bbox;
    conditions.push(
      sql`${listing.lat} between ${south} and ${north}`,
      sql`${listing.lng} between ${west} and ${east}`,
    );
  }
  if (filters.polygon) conditions.push(insidePolygon(listing, filters.polygon));
  if (filters.priceMin !== undefined) conditions.push(gte(listing.publicPrice, filters.priceMin));
  if (filters.priceMax !== undefined) conditions.push(lte(listing.publicPrice, filters.priceMax));
  if (filters.sizeMin !== undefined) conditions.push(gte(listing.size, filters.sizeMin));
  if (filters.sizeMax !== undefined) conditions.push(lte(listing.size, filters.sizeMax));
  if (filters.bedroomsMin !== undefined) conditions.push(gte(listing.bedrooms, filters.bedroomsMin));
  if (filters.bathroomsMin !== undefined) conditions.push(gte(listing.bathrooms, filters.bathroomsMin));
  if (filters.propertyType && filters.propertyType.length > 0) {
    conditions.push(inArray(listing.propertyType, filters.propertyType));
  }
  if (filters.features && filters.features.length > 0) {
    conditions.push(arrayContains(listing.features, filters.features));
  }
  if (filters.withPhotos === true) conditions.push(sql`${listing.photoCount} > 0`);
  if (filters.withFloorPlan === true) conditions.push(sql`${listing.floorPlanCount} > 0`);
  if (filters.withVideo === true) {
    conditions.push(sql`(${listing.videoUrl} is not null or ${listing.tourUrl} is not null)`);
  }
  if (filters.confirmedWithinDays !== undefined) {
    const since = new Date(now.getTime() - filters.confirmedWithinDays * dayMs);
    conditions.push(sql`${confirmedKey(listing)} >= ${since.toISOString()}::timestamptz`);
  }
  const text = filters.q === undefined ? null : textQuery(filters.q);
  if (text !== null) {
    conditions.push(sql`${listing.searchDocument} @@ to_tsquery('serbian', krov_fold(${text}))`);
  }
  return and(...conditions) as SQL;
}
