import { z } from 'zod';

/** Moderation (issue 16): the listings admins hid, and undoing a hiding. */
export const moderationLimits = {
  pageSize: 20,
  pageSizeMax: 50,
  cursorMax: 200,
} as const;

export const adminHiddenPropertiesQuery = z.object({
  /** `nextCursor` of the previous page; opaque. */
  cursor: z.string().trim().min(1).max(moderationLimits.cursorMax).optional(),
  limit: z.coerce.number().int().min(1).max(moderationLimits.pageSizeMax).default(moderationLimits.pageSize),
});
export type AdminHiddenPropertiesQueryInput = z.input<typeof adminHiddenPropertiesQuery>;

/** A listing a moderator hid, as the admin area lists it. */
export const adminHiddenProperty = z.object({
  id: z.string(),
  address: z.string(),
  owner: z.object({ userId: z.string(), name: z.string(), email: z.string() }),
  /** What the owner was told. */
  reason: z.string(),
  hiddenAt: z.string(),
});
export type AdminHiddenProperty = z.infer<typeof adminHiddenProperty>;

export const adminHiddenPropertiesResponse = z.object({
  items: z.array(adminHiddenProperty),
  nextCursor: z.string().nullable(),
});
export type AdminHiddenPropertiesResponse = z.infer<typeof adminHiddenPropertiesResponse>;

/**
 * Where a restored listing went: listed again; expired (its 30 days ran out while it was hidden);
 * or hidden as its owner's own (no room under the owner's limit, or its agency is suspended), for
 * the owner or the agency's reinstatement to show.
 */
export const restoredStatuses = ['listed', 'expired', 'hidden'] as const;
export const adminRestorePropertyResponse = z.object({ status: z.enum(restoredStatuses) });
export type AdminRestorePropertyResponse = z.infer<typeof adminRestorePropertyResponse>;
