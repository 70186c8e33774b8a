import { type AdminCoupon, type CreateCouponRequest, paymentLimits } from '@krov/contracts';
import { z } from 'zod';
import { ApiError, isApiError } from '@/shared/api/api-error';

const day = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The coupon form (POST /api/admin/coupons): the code, the kind and its value as typed ("5,50"
 * or "5.50" KM, a whole percent), the first and the last day it is valid (Sarajevo's calendar
 * days, the last one included) and the number of uses. It becomes the api's request: exactly one
 * of percentOff and amountOff, and the window as instants, from the first day's midnight until
 * the midnight after the last day (the api's `validUntil` is exclusive; decision 156).
 */
export const couponFormSchema = z
  .object({
    couponCode: z
      .string()
      .trim()
      .min(paymentLimits.couponCodeMin)
      .max(paymentLimits.couponCodeMax)
      .regex(/^[A-Za-z0-9_-]+$/),
    kind: z.enum(['percent', 'amount']),
    discount: z
      .string()
      .trim()
      .regex(/^\d{1,6}([.,]\d{1,2})?$/),
    validFrom: z.string().regex(day),
    validUntil: z.string().regex(day),
    maxUses: z
      .string()
      .trim()
      .regex(/^\d{1,7}$/)
      .transform(Number)
      .pipe(z.number().int().min(1).max(1_000_000)),
  })
  .superRefine((form, context) => {
    const value = discountOf(form.discount);
    const issue = (key: string, extra: Record<string, number> = {}) =>
      context.addIssue({ code: 'custom', path: ['discount'], params: { key, extra: { ...extra, value } } });
    if (form.kind === 'percent') {
      if (!Number.isInteger(value)) issue('Invalid');
      else if (value < 1) issue('GreaterThanOrEqual', { min: 1 });
      else if (value > 100) issue('LessThanOrEqual', { max: 100 });
    } else if (value <= 0) issue('GreaterThan', { min: 0 });
    else if (value > 100_000) issue('LessThanOrEqual', { max: 100_000 });
    if (form.validUntil < form.validFrom) {
      context.addIssue({ code: 'custom', path: ['validUntil'], params: { key: 'GreaterThan' } });
    }
  })
  .transform(
    (form): CreateCouponRequest => ({
      code: form.couponCode,
      ...(form.kind === 'percent'
        ? { percentOff: discountOf(form.discount) }
        : { amountOff: discountOf(form.discount) }),
      validFrom: sarajevoMidnight(form.validFrom),
      validUntil: sarajevoMidnight(nextDay(form.validUntil)),
      maxUses: form.maxUses,
    }),
  );

export type CouponFormValues = z.input<typeof couponFormSchema>;

/** An empty form: a percentage, valid from today. */
export function emptyCouponForm(now: Date = new Date()): CouponFormValues {
  return {
    couponCode: '',
    kind: 'percent',
    discount: '',
    validFrom: sarajevoDay(now),
    validUntil: '',
    maxUses: '',
  };
}

function discountOf(typed: string): number {
  return Number(typed.trim().replace(',', '.'));
}

let sarajevoDays: Intl.DateTimeFormat | undefined;
let sarajevoOffsets: Intl.DateTimeFormat | undefined;

/** The calendar day in Sarajevo of an instant, as a date input writes it ("2026-11-26"). */
export function sarajevoDay(instant: Date): string {
  sarajevoDays ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Sarajevo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return sarajevoDays.format(instant);
}

/**
 * The midnight that starts a day in Sarajevo, with its offset ("2026-11-01T00:00:00+01:00"). The
 * clocks change at 02:00 or 03:00, so the offset at 00:00 UTC of that date is the midnight's.
 */
export function sarajevoMidnight(date: string): string {
  sarajevoOffsets ??= new Intl.DateTimeFormat('en-US', {
    timeZone: 'Europe/Sarajevo',
    timeZoneName: 'longOffset',
  });
  const name = sarajevoOffsets
    .formatToParts(new Date(`${date}T00:00:00Z`))
    .find((part) => part.type === 'timeZoneName')?.value;
  const offset = name?.replace('GMT', '') || '+00:00';
  return `${date}T00:00:00${offset}`;
}

/** The day after a date ("2026-12-31" → "2027-01-01"). */
export function nextDay(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/** The api's field errors under the form's names: `code` is `couponCode`, either discount is `discount`. */
export function inCouponFields(error: unknown): unknown {
  if (!isApiError(error) || error.validationErrors.length === 0) return error;
  const names: Record<string, string> = { code: 'couponCode', percentoff: 'discount', amountoff: 'discount' };
  return new ApiError(
    error.status,
    error.key,
    error.validationErrors.map((entry) => ({
      ...entry,
      field: names[entry.field.toLowerCase()] ?? entry.field,
    })),
  );
}

export type CouponState = 'active' | 'scheduled' | 'usedUp' | 'expired' | 'disabled';

/**
 * What a coupon is now: disabled by an admin, expired (its window is over), used up, not valid
 * yet, or active — the first that holds, in that order.
 */
export function couponState(coupon: AdminCoupon, now: number = Date.now()): CouponState {
  if (coupon.disabledAt !== null) return 'disabled';
  if (Date.parse(coupon.validUntil) <= now) return 'expired';
  if (coupon.uses >= coupon.maxUses) return 'usedUp';
  if (Date.parse(coupon.validFrom) > now) return 'scheduled';
  return 'active';
}

/** The last instant a coupon is valid: the api's `validUntil` is the first one it is not. */
export function lastValidInstant(coupon: Pick<AdminCoupon, 'validUntil'>): string {
  return new Date(Date.parse(coupon.validUntil) - 1).toISOString();
}
