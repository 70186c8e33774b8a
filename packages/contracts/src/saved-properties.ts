import { z } from 'zod';
import { propertyResponse } from './listings.ts';
import { searchLimits } from './search.ts';

/** A user's saved listings (issue 5), in pages of the search's size. */

/** GET /api/users/me/saved-properties. */
export const savedPropertiesQuery = z.object({
  cursor: z.string().trim().min(1).max(searchLimits.cursorMax).optional(),
  limit: z.coerce.number().int().min(1).max(searchLimits.pageSizeMax).default(searchLimits.pageSize),
});
export type SavedPropertiesQueryInput = z.input<typeof savedPropertiesQuery>;

export const savedPropertyItem = z.object({
  propertyId: z.string(),
  savedAt: z.string(),
  /** False once the listing is no longer public; then `property` is null (never its private details). */
  available: z.boolean(),
  property: propertyResponse.nullable(),
});
export const savedPropertiesResponse = z.object({
  items: z.array(savedPropertyItem),
  nextCursor: z.string().nullable(),
});
export type SavedPropertyItem = z.infer<typeof savedPropertyItem>;
export type SavedPropertiesResponse = z.infer<typeof savedPropertiesResponse>;
