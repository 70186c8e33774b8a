import { z } from 'zod';
import { chatMessage } from './chats.ts';

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

/**
 * What a report is about (issue 29, decision 226): a listing (users' reports and the system's own
 * flags), a conversation (the chat's reports), or a user: the same chat reports gathered by the
 * member they are about, so a repeat offender reported in several conversations is one item.
 */
export const reportSubjects = ['listing', 'chat', 'user'] as const;
export type ReportSubject = (typeof reportSubjects)[number];

/** The admins' queue (issue 29): what is reported, one item per subject. Without `subject`: listings and conversations. */
export const adminReportsQuery = z.object({
  status: z.enum(['open', 'resolved']).default('open'),
  subject: z.enum(reportSubjects).optional(),
  cursor: z.string().trim().min(1).max(moderationLimits.cursorMax).optional(),
  limit: z.coerce.number().int().min(1).max(moderationLimits.pageSizeMax).default(moderationLimits.pageSize),
});
export type AdminReportsQueryInput = z.input<typeof adminReportsQuery>;

const adminPerson = z.object({ userId: z.string(), name: z.string(), email: z.string() });

/** What an admin does about a subject's open reports; `hide_listing` only for a listing. */
export const reportActions = ['dismiss', 'hide_listing', 'suspend_user'] as const;
export type ReportAction = (typeof reportActions)[number];
export const reportResolutionLimits = { reasonMax: 500 } as const;

export const adminReportItem = z.object({
  /** The subject's id (the listing's, the conversation's, the user's): its open reports are resolved together. */
  id: z.string(),
  subject: z.enum(reportSubjects),
  status: z.enum(['open', 'resolved']),
  count: z.number().int(),
  /** Reports per reason, the system's own included. */
  reasons: z.record(z.string(), z.number().int()),
  /** True when the system itself flagged it (a report without a reporter). */
  system: z.boolean(),
  latest: z.array(z.object({ reason: z.string(), text: z.string(), createdAt: z.string() })),
  /** The reported listing (subject `listing`). */
  listing: z
    .object({ id: z.string(), address: z.string(), status: z.string(), ownerId: z.string() })
    .nullable(),
  /** The reported conversation with its latest messages, newest first (subject `chat`). */
  chat: z
    .object({ id: z.string(), members: z.array(adminPerson), messages: z.array(chatMessage) })
    .nullable(),
  /** Whom `suspend_user` suspends: the listing's owner, the member a conversation's report is about, the user. */
  user: adminPerson.nullable(),
  /**
   * The system's `photo_reuse` flag of a listing (issue 30): the other owner's listing with the
   * same photo (null when deleted since), the two photos, how many of the hash's 64 bits differ.
   * Absent on items without one.
   */
  photoReuse: z
    .object({
      listingId: z.string().nullable(),
      address: z.string().nullable(),
      photoId: z.string().nullable(),
      matchedPhotoId: z.string().nullable(),
      distance: z.number().int(),
    })
    .nullable()
    .optional(),
  /** How it was resolved (status `resolved`): the latest resolution of its reports. */
  resolution: z
    .object({
      action: z.enum(reportActions),
      reason: z.string(),
      resolvedAt: z.string(),
      adminId: z.string().nullable(),
    })
    .nullable(),
  /** The latest report's time: the queue's order, newest first. */
  createdAt: z.string(),
});
export type AdminReportItem = z.infer<typeof adminReportItem>;

export const adminReportsResponse = z.object({
  items: z.array(adminReportItem),
  nextCursor: z.string().nullable(),
});
export type AdminReportsResponse = z.infer<typeof adminReportsResponse>;

/** POST /api/admin/reports/{id}/resolve: the action and the reason the reporters and the reported are told. */
export const adminResolveReportRequest = z.object({
  action: z.enum(reportActions),
  reason: z.string().trim().min(1).max(reportResolutionLimits.reasonMax),
});
export type AdminResolveReportRequest = z.input<typeof adminResolveReportRequest>;

export const adminResolveReportResponse = z.object({
  id: z.string(),
  subject: z.enum(reportSubjects),
  action: z.enum(reportActions),
  /** How many open reports this closed. */
  resolved: z.number().int(),
});
export type AdminResolveReportResponse = z.infer<typeof adminResolveReportResponse>;

/** Every admin action, as the audit log names it (decision 227). */
export const auditActions = [
  'report.dismiss',
  'report.hide_listing',
  'report.suspend_user',
  'listing.hide',
  'listing.restore',
  'agency.approve',
  'agency.suspend',
  'agency.reinstate',
  'agency.verify_register',
  'coupon.create',
  'coupon.disable',
  'order.refund',
] as const;
export type AuditAction = (typeof auditActions)[number];
export const auditSubjects = ['listing', 'chat', 'user', 'agency', 'coupon', 'order'] as const;
export type AuditSubject = (typeof auditSubjects)[number];

export const adminAuditLogQuery = z.object({
  action: z.enum(auditActions).optional(),
  /** Only what this admin did. */
  adminId: z.uuid().optional(),
  cursor: z.string().trim().min(1).max(moderationLimits.cursorMax).optional(),
  limit: z.coerce.number().int().min(1).max(moderationLimits.pageSizeMax).default(moderationLimits.pageSize),
});
export type AdminAuditLogQueryInput = z.input<typeof adminAuditLogQuery>;

export const adminAuditEntry = z.object({
  id: z.string(),
  action: z.enum(auditActions),
  /** Who did it; null when that admin's account is gone (the entry stays). */
  admin: adminPerson.nullable(),
  subject: z.object({ type: z.enum(auditSubjects), id: z.string() }),
  /** Why, as the admin wrote it ('' for an action that asks no reason: a coupon made or disabled). */
  reason: z.string(),
  /** What else the action named: a coupon's code, a refund's amount, the reports it closed. */
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  createdAt: z.string(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntry>;

export const adminAuditLogResponse = z.object({
  items: z.array(adminAuditEntry),
  nextCursor: z.string().nullable(),
});
export type AdminAuditLogResponse = z.infer<typeof adminAuditLogResponse>;
