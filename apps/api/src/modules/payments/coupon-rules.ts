/** A coupon as the rules read it (payments.schema.ts `coupons`). */
export interface CouponTerms {
  percentOff: number | null;
  amountOffMinor: number | null;
  validFrom: Date;
  validUntil: Date;
  maxUses: number;
  uses: number;
  disabledAt: Date | null;
}

/**
 * Whether a coupon can be applied now by a user: enabled, inside its window (from inclusive, until
 * exclusive), with a use left, and not used by this user before. Every "no" is the same answer to
 * the user (CouponNotFound: "Coupon not found or is expired."), so a code's state is not told.
 */
export function couponUsable(coupon: CouponTerms, now: Date, usedByUser: boolean): boolean {
  return (
    coupon.disabledAt === null &&
    coupon.validFrom.getTime() <= now.getTime() &&
    now.getTime() < coupon.validUntil.getTime() &&
    coupon.uses < coupon.maxUses &&
    !usedByUser
  );
}

/**
 * The discount in fening on a subtotal: a percentage rounded half up to the fening, or a fixed
 * amount; never more than the subtotal (a coupon brings an order to 0 at most).
 */
export function discountOf(
  coupon: Pick<CouponTerms, 'percentOff' | 'amountOffMinor'>,
  subtotalMinor: number,
): number {
  const raw =
    coupon.percentOff !== null
      ? Math.floor((subtotalMinor * coupon.percentOff + 50) / 100)
      : (coupon.amountOffMinor ?? 0);
  return Math.max(0, Math.min(subtotalMinor, raw));
}
