import { z } from 'zod';
import { paymentLimits } from './constants.ts';
import { listingTypes } from './listing-kinds.ts';

/**
 * Payments (issue 17; DECISIONS.md "Money" and "Api of the calls the spec does not show"): orders
 * of a private user for publishing or renewing listings, coupons, the providers' checkouts and
 * notifications. Amounts travel as KM with two decimals (10.5 is 10,50 KM); the api keeps them in
 * fening (minor units) and computes every amount itself: a client never sends one.
 */
export { paymentLimits };

export const currencies = ['BAM'] as const;
export const orderStatuses = ['pending', 'paid', 'failed', 'refunded'] as const;
export type OrderStatus = (typeof orderStatuses)[number];
export const orderActions = ['publish', 'renew'] as const;
export type OrderAction = (typeof orderActions)[number];
export const paymentProviders = ['sandbox', 'monri'] as const;
export type PaymentProvider = (typeof paymentProviders)[number];

/** KM with at most two decimals, as the api answers it. */
export const km = z.number().nonnegative();

export const orderItemInput = z.object({
  propertyId: z.uuid(),
  action: z.enum(orderActions),
});

/**
 * POST /api/orders: a private user's listings to publish or renew, or an agency's issued invoice
 * (`{invoiceId}`, DECISIONS.md; only its owner pays it, for its total, without a coupon).
 */
export const createOrderRequest = z.union([
  z.object({
    items: z
      .array(orderItemInput)
      .min(1)
      .max(paymentLimits.itemsMax)
      .refine((items) => new Set(items.map((item) => item.propertyId)).size === items.length),
  }),
  z.object({ invoiceId: z.uuid() }),
]);
export type CreateOrderRequest = z.input<typeof createOrderRequest>;

export const orderItem = z.object({
  propertyId: z.uuid(),
  action: z.enum(orderActions),
  listingType: z.enum(listingTypes),
  /** The listing's address when the order was made. */
  address: z.string(),
  days: z.number().int(),
  amount: km,
});

export const orderCoupon = z.object({
  code: z.string(),
  percentOff: z.number().int().nullable(),
  amountOff: km.nullable(),
});

export const orderResponse = z.object({
  id: z.uuid(),
  status: z.enum(orderStatuses),
  items: z.array(orderItem),
  /** The agency invoice the order pays, or null for listings. */
  invoiceId: z.uuid().nullable(),
  subtotal: km,
  discount: km,
  total: km,
  currency: z.enum(currencies),
  coupon: orderCoupon.nullable(),
  provider: z.enum(paymentProviders).nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
});
export type OrderResponse = z.infer<typeof orderResponse>;

export const orderParams = z.object({ id: z.uuid() });

export const couponRequest = z.object({
  code: z.string().trim().min(paymentLimits.couponCodeMin).max(paymentLimits.couponCodeMax),
});

/** What the web does to send the user to the provider, or nothing to do when the order is already paid. */
export const checkoutResponse = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('redirect'), url: z.string() }),
  z.object({
    kind: z.literal('form'),
    action: z.string(),
    method: z.literal('POST'),
    fields: z.record(z.string(), z.string()),
  }),
  /** Nothing to pay (a coupon brought it to 0): the order is paid and its listings live. */
  z.object({ kind: z.literal('paid'), order: orderResponse }),
]);
export type CheckoutResponse = z.infer<typeof checkoutResponse>;

export const myOrdersQuery = z.object({
  cursor: z.string().trim().min(1).max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const myOrdersResponse = z.object({
  items: z.array(orderResponse),
  nextCursor: z.string().nullable(),
});
export type MyOrdersResponse = z.infer<typeof myOrdersResponse>;

export const providerParams = z.object({ provider: z.enum(paymentProviders) });

/** The sandbox provider's hosted page (issue 17): its payment, and the card typed on it. */
export const sandboxCheckoutParams = z.object({ id: z.uuid() });
export const sandboxPayRequest = z.object({
  card: z.string().trim().min(1).max(23),
  holder: z.string().trim().max(100).optional(),
});

// ---- coupons (admins) ----
const couponCode = z
  .string()
  .trim()
  .min(paymentLimits.couponCodeMin)
  .max(paymentLimits.couponCodeMax)
  .regex(/^[A-Za-z0-9_-]+$/)
  .transform((code) => code.toUpperCase());

/** POST /api/admin/coupons: percent or KM off (exactly one), a window, a number of uses. */
export const createCouponRequest = z
  .object({
    code: couponCode,
    percentOff: z.number().int().min(1).max(100).optional(),
    amountOff: z.number().positive().max(100_000).multipleOf(0.01).optional(),
    validFrom: z.iso.datetime({ offset: true }),
    validUntil: z.iso.datetime({ offset: true }),
    maxUses: z.number().int().min(1).max(1_000_000),
  })
  .superRefine((coupon, context) => {
    if ((coupon.percentOff === undefined) === (coupon.amountOff === undefined)) {
      context.addIssue({ code: 'custom', path: ['percentOff'], message: 'one of percentOff, amountOff' });
    }
    if (Date.parse(coupon.validUntil) <= Date.parse(coupon.validFrom)) {
      context.addIssue({
        code: 'custom',
        path: ['validUntil'],
        params: { key: 'GreaterThan', extra: { min: coupon.validFrom, value: coupon.validUntil } },
      });
    }
  });
export type CreateCouponRequest = z.input<typeof createCouponRequest>;

export const adminCoupon = z.object({
  id: z.uuid(),
  code: z.string(),
  percentOff: z.number().int().nullable(),
  amountOff: km.nullable(),
  validFrom: z.string(),
  validUntil: z.string(),
  maxUses: z.number().int(),
  /** Uses held by paid orders and by checkouts in progress. */
  uses: z.number().int(),
  disabledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminCoupon = z.infer<typeof adminCoupon>;
export const adminCouponsResponse = z.object({ items: z.array(adminCoupon) });
export const couponParams = z.object({ id: z.uuid() });
