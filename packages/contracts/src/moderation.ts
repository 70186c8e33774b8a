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

/** Why a user reports a listing (issue 29); `photo_reuse` and other system flags come from the api itself. */
export const reportReasons = [
  'not_available',
  'scam',
  'wrong_details',
  'duplicate',
  'offensive',
  'other',
] as const;
export type ReportReason = (typeof reportReasons)[number];
export const reportLimits = { textMax: 1000 } as const;

/** POST /api/properties/{id}/reports: the reason, and a text (needed for `other`, which says nothing alone). */
export const propertyReportRequest = z
  .object({
    reason: z.enum(reportReasons),
    text: z.string().trim().max(reportLimits.textMax).default(''),
  })
  .superRefine((value, ctx) => {
    if (value.reason === 'other' && value.text === '')
      ctx.addIssue({ code: 'custom', path: ['text'], params: { key: 'Required', extra: {} } });
  });
export type PropertyReportRequest = z.input<typeof propertyReportRequest>;

/** The reporter's own report: 201 when made, 200 (unchanged) when they had reported the listing before. */
export const propertyReportResponse = z.object({
  id: z.string(),
  propertyId: z.string(),
  reason: z.enum(reportReasons),
  text: z.string(),
  createdAt: z.string(),
});
export type PropertyReportResponse = z.infer<typeof propertyReportResponse>;

/** The admins' queue (issue 29): what is reported, one item per subject. Chats and users: not yet. */
export const adminReportsQuery = z.object({
  status: z.enum(['open', 'resolved']).default('open'),
  subject: z.enum(['listing']).optional(),
  cursor: z.string().trim().min(1).max(moderationLimits.cursorMax).optional(),
  limit: z.coerce.number().int().min(1).max(moderationLimits.pageSizeMax).default(moderationLimits.pageSize),
});
export type AdminReportsQueryInput = z.input<typeof adminReportsQuery>;

export const adminReportItem = z.object({
  /** The subject's id: a listing's reports are resolved together. */
  id: z.string(),
  subject: z.literal('listing'),
  status: z.enum(['open', 'resolved']),
  count: z.number().int(),
  /** Reports per reason, the system's own included. */
  reasons: z.record(z.string(), z.number().int()),
  /** True when the system itself flagged it (a report without a reporter). */
  system: z.boolean(),
  latest: z.array(z.object({ reason: z.string(), text: z.string(), createdAt: z.string() })),
  listing: z.object({ id: z.string(), address: z.string(), status: z.string(), ownerId: z.string() }),
  /** The latest report's time: the queue's order, newest first. */
  createdAt: z.string(),
});
export type AdminReportItem = z.infer<typeof adminReportItem>;

export const adminReportsResponse = z.object({
  items: z.array(adminReportItem),
  nextCursor: z.string().nullable(),
});
export type AdminReportsResponse = z.infer<typeof adminReportsResponse>;
