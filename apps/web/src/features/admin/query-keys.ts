import type { AgencyStatus } from './admin-actions';

/** The keys of the admin area's server data in the app's QueryClient, in one place. */
export const adminKeys = {
  all: ['admin'] as const,
  agencies: (status: AgencyStatus) => ['admin', 'agencies', status] as const,
  chatReports: ['admin', 'chat-reports'] as const,
  /** GET /api/admin/reports by status and subject, in cursor pages (issue 29). */
  reports: (filter: { status: string; subject: string }) =>
    ['admin', 'reports', filter.status, filter.subject] as const,
  /** GET /api/admin/audit-log by action, in cursor pages. */
  auditLog: (action: string) => ['admin', 'audit-log', action] as const,
  /** GET /api/admin/properties/hidden: the listings moderators hide, in cursor pages. */
  hiddenListings: ['admin', 'hidden-listings'] as const,
  /** GET /api/admin/coupons: every coupon, newest first. */
  coupons: ['admin', 'coupons'] as const,
  /** GET /api/admin/coupons/{id}/uses: who holds one coupon's uses, newest first. */
  couponUses: (id: string) => ['admin', 'coupons', id, 'uses'] as const,
  /** GET /api/admin/orders by status and number or e-mail, in cursor pages. */
  orders: (filter: { status: string; q: string }) => ['admin', 'orders', filter.status, filter.q] as const,
};
