import { z } from 'zod';
import { adminReasonRequest } from '../agencies.ts';
import { endpoint } from '../endpoint.ts';
import {
  adminAuditLogQuery,
  adminAuditLogResponse,
  adminHiddenPropertiesQuery,
  adminHiddenPropertiesResponse,
  adminReportsQuery,
  adminReportsResponse,
  adminResolveReportRequest,
  adminResolveReportResponse,
  adminRestorePropertyResponse,
  propertyReportRequest,
  propertyReportResponse,
} from '../moderation.ts';

const admin = { access: 'admin', tags: ['admin'] } as const;
const propertyId = z.object({ id: z.uuid() });

/**
 * Moderation (issue 16; DECISIONS.md "Agencies"; docs/decisions.md, Agencies): an admin hides an abusive
 * public listing with a reason, lists what moderators hid and undoes a hiding. Anyone else NotFound.
 */
export const moderationEndpoints = {
  reportProperty: endpoint({
    access: 'user',
    tags: ['listings'],
    errors: ['PropertyNotFound'],
    method: 'POST',
    path: '/api/properties/:id/reports',
    summary:
      'Report a public listing (not one’s own) with a reason; once per user and listing: again answers 200 with the first report, unchanged',
    params: propertyId,
    body: propertyReportRequest,
    status: 201,
    otherAnswers: { 200: propertyReportResponse },
    answer: propertyReportResponse,
  }),
  adminHideProperty: endpoint({
    ...admin,
    errors: ['PropertyNotFound', 'ActionForbidden'],
    method: 'POST',
    path: '/api/admin/properties/:id/hide',
    summary:
      'Admins: hide an abusive public listing with a reason; the owner is told why and cannot show it again',
    params: propertyId,
    body: adminReasonRequest,
    status: 204,
    answer: z.null(),
  }),
  adminHiddenProperties: endpoint({
    ...admin,
    errors: [],
    method: 'GET',
    path: '/api/admin/properties/hidden',
    summary: 'Admins: the listings moderators hid, the latest hidden first, in cursor pages',
    query: adminHiddenPropertiesQuery,
    status: 200,
    answer: adminHiddenPropertiesResponse,
  }),
  adminRestoreProperty: endpoint({
    ...admin,
    errors: ['PropertyNotFound'],
    method: 'POST',
    path: '/api/admin/properties/:id/restore',
    summary:
      "Admins: undo a moderator's hiding, with a reason the owner is told; listed again while still valid. A listing no moderator hides is PropertyNotFound",
    params: propertyId,
    body: adminReasonRequest,
    status: 200,
    answer: adminRestorePropertyResponse,
  }),
  adminReports: endpoint({
    ...admin,
    errors: [],
    method: 'GET',
    path: '/api/admin/reports',
    summary:
      "Admins: the queue of reports, one item per subject (a listing, a conversation, or a user: the chat's reports by the member they are about) with its reports' count, reasons and latest texts beside the listing or the conversation, the latest reported first, in cursor pages",
    query: adminReportsQuery,
    status: 200,
    answer: adminReportsResponse,
  }),
  adminResolveReport: endpoint({
    ...admin,
    // NotFound (nothing open under the id) is the admin area's own (decision 195).
    errors: ['ActionForbidden'],
    method: 'POST',
    path: '/api/admin/reports/:id/resolve',
    summary:
      "Admins: resolve a subject's open reports: dismiss, hide the listing, or suspend the user (their sessions end, logins are refused, their public listings hidden); the reporters and the reported are told the reason in their language. Nothing open under the id (a second resolve, too): NotFound; hide_listing for a conversation or a listing no longer public: ActionForbidden",
    params: z.object({ id: z.uuid() }),
    body: adminResolveReportRequest,
    status: 200,
    answer: adminResolveReportResponse,
  }),
  adminAuditLog: endpoint({
    ...admin,
    errors: [],
    method: 'GET',
    path: '/api/admin/audit-log',
    summary:
      'Admins: every admin action (who, when, what, why), the latest first, in cursor pages; by action or by admin',
    query: adminAuditLogQuery,
    status: 200,
    answer: adminAuditLogResponse,
  }),
};
