import type {
  ListingType,
  PropertyFeature,
  PropertyType,
  SearchFiltersInput,
  SearchQueryInput,
} from '@krov/contracts';
import { formatPolygon, type Polygon } from '@krov/contracts/polygon-shape';
import { type BBox, emptySearchState, type SearchState } from './url-state';

/** One filter a visitor can remove on its own ("clear filter"). */
export type FilterKey =
  | 'price'
  | 'size'
  | 'bedrooms'
  | 'bathrooms'
  | 'confirmed'
  | 'floorPlan'
  | 'video'
  | 'bbox'
  | 'polygon'
  | `type:${PropertyType}`
  | `feature:${PropertyFeature}`;

/** The filters in effect, in the order the page lists them. */
export function activeFilters(state: SearchState): FilterKey[] {
  const keys: FilterKey[] = [];
  if (state.priceMin !== undefined || state.priceMax !== undefined) keys.push('price');
  if (state.sizeMin !== undefined || state.sizeMax !== undefined) keys.push('size');
  if (state.bedroomsMin !== undefined) keys.push('bedrooms');
  if (state.bathroomsMin !== undefined) keys.push('bathrooms');
  for (const type of state.propertyTypes) keys.push(`type:${type}`);
  for (const feature of state.features) keys.push(`feature:${feature}`);
  if (state.confirmedWithinDays !== undefined) keys.push('confirmed');
  if (state.withFloorPlan) keys.push('floorPlan');
  if (state.withVideo) keys.push('video');
  if (state.bbox) keys.push('bbox');
  if (state.polygon) keys.push('polygon');
  return keys;
}

/** The same search without one filter (sort and view kept). */
export function withoutFilter(state: SearchState, key: FilterKey): SearchState {
  const {
    priceMin,
    priceMax,
    sizeMin,
    sizeMax,
    bedroomsMin,
    bathroomsMin,
    confirmedWithinDays,
    withFloorPlan,
    withVideo,
    bbox,
    polygon,
    ...rest
  } = state;
  const kept: SearchState = { ...rest };
  if (key !== 'price') Object.assign(kept, defined({ priceMin, priceMax }));
  if (key !== 'size') Object.assign(kept, defined({ sizeMin, sizeMax }));
  if (key !== 'bedrooms') Object.assign(kept, defined({ bedroomsMin }));
  if (key !== 'bathrooms') Object.assign(kept, defined({ bathroomsMin }));
  if (key !== 'confirmed') Object.assign(kept, defined({ confirmedWithinDays }));
  if (key !== 'floorPlan') Object.assign(kept, defined({ withFloorPlan }));
  if (key !== 'video') Object.assign(kept, defined({ withVideo }));
  if (key !== 'bbox') Object.assign(kept, defined({ bbox }));
  if (key !== 'polygon') Object.assign(kept, defined({ polygon }));
  if (key.startsWith('type:'))
    kept.propertyTypes = state.propertyTypes.filter((type) => `type:${type}` !== key);
  if (key.startsWith('feature:'))
    kept.features = state.features.filter((feature) => `feature:${feature}` !== key);
  return kept;
}

/** No filter at all; the sort and the view stay as they were. */
export function withoutFilters(state: SearchState): SearchState {
  return { ...emptySearchState, sort: state.sort, view: state.view };
}

/** The search within a drawn area (none: without one); the map's box goes, one area at a time. */
export function withDrawnArea(state: SearchState, polygon: Polygon | undefined): SearchState {
  const { bbox: _, polygon: __, ...rest } = state;
  return polygon ? { ...rest, polygon } : rest;
}

/** "Search this area": the search within the map's box; a drawn area goes, one area at a time. */
export function withSearchedBox(state: SearchState, bbox: BBox): SearchState {
  const { bbox: _, polygon: __, ...rest } = state;
  return { ...rest, bbox };
}

function defined<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/** The api's query (GET /api/properties) for a search page, `cursor` for the pages after the first. */
export function apiQueryOf(
  listingType: ListingType,
  place: string | null,
  state: SearchState,
  cursor?: string,
): SearchQueryInput {
  const query: SearchQueryInput = {
    listingType,
    ...defined({
      place: place ?? undefined,
      priceMin: state.priceMin,
      priceMax: state.priceMax,
      sizeMin: state.sizeMin,
      sizeMax: state.sizeMax,
      bedroomsMin: state.bedroomsMin,
      bathroomsMin: state.bathroomsMin,
      propertyType: state.propertyTypes.join(',') || undefined,
      features: state.features.join(',') || undefined,
      confirmedWithinDays: state.confirmedWithinDays,
      withFloorPlan: state.withFloorPlan,
      withVideo: state.withVideo,
      bbox: state.bbox?.join(','),
      polygon: state.polygon && formatPolygon(state.polygon),
      cursor,
    }),
    sort: state.sort,
  };
  return query;
}

/** The filters alone, as the api's search, map and saved searches take them (no sort, no page). */
export function apiFiltersOf(
  listingType: ListingType,
  place: string | null,
  state: SearchState,
): SearchFiltersInput {
  const { sort: _, cursor: __, ...filters } = apiQueryOf(listingType, place, state);
  return filters;
}
