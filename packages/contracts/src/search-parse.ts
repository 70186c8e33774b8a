import { z } from 'zod';
import { searchParseLimits } from './constants.ts';
import { languageField } from './fields.ts';
import { listingTypes, propertyFeatures, propertyTypes } from './listings.ts';

/**
 * "Words instead of forms" (issue 31; docs/product/DECISIONS.md "Beyond the spec", Search your way): free text
 * read into the search's own filters, the same names and values as GET /api/properties' query.
 */
export { searchParseLimits };

/** GET /api/search/parse: the text and the language it is shown in (every language is read). */
export const searchParseQuery = z.object({
  q: z.string().min(searchParseLimits.textMin).max(searchParseLimits.textMax),
  language: languageField.default('bs'),
});
export type SearchParseQuery = z.output<typeof searchParseQuery>;

/** Only what the text said for certain; a filter is absent, never null. */
export const parsedFilters = z.object({
  listingType: z.enum(listingTypes).optional(),
  /** A place slug, as the search's `place`. */
  place: z.string().optional(),
  /** KM. */
  priceMin: z.number().optional(),
  priceMax: z.number().optional(),
  /** m². */
  sizeMin: z.number().optional(),
  sizeMax: z.number().optional(),
  bedroomsMin: z.number().int().optional(),
  propertyType: z.array(z.enum(propertyTypes)).optional(),
  features: z.array(z.enum(propertyFeatures)).optional(),
  /** "s tlocrtom": with a floor plan (issue 31). */
  withFloorPlan: z.literal(true).optional(),
  /** "s videom", "3D tura": with a video or a 3D tour. */
  withVideo: z.literal(true).optional(),
});
export type ParsedFilters = z.infer<typeof parsedFilters>;

export const searchParseResponse = z.object({
  filters: parsedFilters,
  /** The words not understood, in their order, as typed, joined by single spaces; '' when none. */
  unparsed: z.string(),
});
export type SearchParseResponse = z.infer<typeof searchParseResponse>;
