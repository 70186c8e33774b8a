import { z } from 'zod';
import { type NotifyFrequency, notifyFrequencies } from './constants.ts';
import { formatPolygon, type Polygon } from './polygon.ts';
import { type SearchFilters, searchFilters } from './search.ts';

/**
 * Saved searches (issue 14; docs/product/DECISIONS.md, "Api of the calls the spec does not show"): the
 * search's own filters (one schema, search.ts), a notify frequency, and how many listings matched
 * since the user last opened it.
 */

export { type NotifyFrequency, notifyFrequencies };

export const savedSearchLimits = {
  /** Saved searches per user (SavedSearchLimit beyond). */
  perUser: 50,
} as const;

/**
 * The filters as the search's query string carries them (`bbox` as "west,south,east,north",
 * lists as arrays): what an answer holds, and what the web turns back into a search URL.
 * Parsing it with `searchFilters` gives the same filters again.
 */
export const savedFiltersJson = z.object({
  listingType: z.enum(['sell', 'rent']).optional(),
  place: z.string().optional(),
  bbox: z.string().optional(),
  /** `lng lat,lng lat,…` (polygon.ts). */
  polygon: z.string().optional(),
  priceMin: z.number().optional(),
  priceMax: z.number().optional(),
  sizeMin: z.number().optional(),
  sizeMax: z.number().optional(),
  bedroomsMin: z.number().optional(),
  bathroomsMin: z.number().optional(),
  propertyType: z.array(z.string()).optional(),
  features: z.array(z.string()).optional(),
  withPhotos: z.boolean().optional(),
  withFloorPlan: z.boolean().optional(),
  withVideo: z.boolean().optional(),
  /** Confirmed available within N days (issue 29). */
  confirmedWithinDays: z.number().optional(),
  q: z.string().optional(),
  agency: z.string().optional(),
});
export type SavedFiltersJson = z.infer<typeof savedFiltersJson>;

/** Parsed filters → their JSON form; empty values (an empty list, blank text) are left out. */
export function filtersToJson(filters: SearchFilters): SavedFiltersJson {
  const json: SavedFiltersJson = {};
  for (const [key, value] of Object.entries(filters) as [keyof SearchFilters, unknown][]) {
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    if (key === 'bbox') json.bbox = (value as readonly number[]).join(',');
    else if (key === 'polygon') json.polygon = formatPolygon(value as Polygon);
    else (json as Record<string, unknown>)[key] = value;
  }
  return json;
}

export const createSavedSearchRequest = z.object({
  filters: searchFilters,
  notifyFrequency: z.enum(notifyFrequencies).default('instant'),
});
export type CreateSavedSearchRequest = z.input<typeof createSavedSearchRequest>;

/** Either part, or both. */
export const updateSavedSearchRequest = z.object({
  filters: searchFilters.optional(),
  notifyFrequency: z.enum(notifyFrequencies).optional(),
});
export type UpdateSavedSearchRequest = z.input<typeof updateSavedSearchRequest>;

export const savedSearchParams = z.object({ id: z.string().uuid() });

export const savedSearchResponse = z.object({
  id: z.string(),
  filters: savedFiltersJson,
  /** The name of `filters.place` in the caller's language (null without a place). */
  placeName: z.string().nullable(),
  notifyFrequency: z.enum(notifyFrequencies),
  createdAt: z.string(),
  /** Listings that matched since the user last opened this search (POST …/{id}/seen). */
  newMatches: z.number(),
});
export type SavedSearchResponse = z.infer<typeof savedSearchResponse>;

export const savedSearchesResponse = z.object({ items: z.array(savedSearchResponse) });
export type SavedSearchesResponse = z.infer<typeof savedSearchesResponse>;
