import { z } from 'zod';
import { km, orderResponse, orderStatuses } from './payments.ts';

/** GET /api/admin/orders: by status, and `q` an order's number (its id or the start of it) or a buyer's e-mail. */
export const adminOrdersQuery = z.object({
  status: z.enum(orderStatuses).optional(),
  q: z.string().trim().min(1).max(200).optional(),
  cursor: z.string().trim().min(1).max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/**
 * What a paid (or later refunded) order did to what it bought: every listing published or renewed
 * (its invoice marked paid), some, or none (a listing changed or another order paid it first: the
 * money is the admin's to refund). Null while nothing was paid (pending, failed).
 */
export const orderApplications = ['all', 'some', 'none'] as const;
export type OrderApplication = (typeof orderApplications)[number];

export const adminOrder = orderResponse.extend({
  /** The number the buyer is shown (receipts, /me/orders): the id's first 8 characters, upper case. */
  number: z.string(),
  applied: z.enum(orderApplications).nullable(),
  buyer: z.object({ id: z.uuid(), name: z.string(), email: z.string() }).nullable(),
});
export type AdminOrder = z.infer<typeof adminOrder>;

export const adminOrdersResponse = z.object({
  items: z.array(adminOrder),
  nextCursor: z.string().nullable(),
});
export type AdminOrdersResponse = z.infer<typeof adminOrdersResponse>;

/** POST /api/admin/orders/{id}/refund: why (kept with the order's log). */
export const refundRequest = z.object({ reason: z.string().trim().min(3).max(500) });

/** GET /api/admin/coupons/{id}/uses: who holds the coupon's uses, by which order, newest first. */
export const adminCouponUsesResponse = z.object({
  items: z.array(
    z.object({
      orderId: z.uuid(),
      orderStatus: z.enum(orderStatuses),
      total: km,
      user: z.object({ id: z.uuid(), name: z.string(), email: z.string() }).nullable(),
      usedAt: z.string(),
    }),
  ),
});
export type AdminCouponUsesResponse = z.infer<typeof adminCouponUsesResponse>;
