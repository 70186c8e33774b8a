import type { AdminCoupon } from '@krov/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api/api-error';
import {
  couponFormSchema,
  couponState,
  emptyCouponForm,
  inCouponFields,
  nextDay,
  sarajevoDay,
  sarajevoMidnight,
} from './coupon-form';

const base: AdminCoupon = {
  id: '00000000-0000-4000-8000-000000000001',
  code: 'KROV',
  percentOff: 10,
  amountOff: null,
  validFrom: '2026-11-01T00:00:00.000Z',
  validUntil: '2026-12-01T00:00:00.000Z',
  maxUses: 5,
  uses: 1,
  disabledAt: null,
  createdAt: '2026-10-01T00:00:00.000Z',
};
const at = (iso: string) => Date.parse(iso);

describe('the coupon form’s days', () => {
  it('are Sarajevo’s midnights, with the offset of the day (winter, summer, the changes)', () => {
    expect(sarajevoMidnight('2026-01-15')).toBe('2026-01-15T00:00:00+01:00');
    expect(sarajevoMidnight('2026-07-01')).toBe('2026-07-01T00:00:00+02:00');
    // The clocks go forward on 29 March 2026 at 02:00 and back on 25 October at 03:00.
    expect(sarajevoMidnight('2026-03-29')).toBe('2026-03-29T00:00:00+01:00');
    expect(sarajevoMidnight('2026-03-30')).toBe('2026-03-30T00:00:00+02:00');
    expect(sarajevoMidnight('2026-10-25')).toBe('2026-10-25T00:00:00+02:00');
    expect(sarajevoMidnight('2026-10-26')).toBe('2026-10-26T00:00:00+01:00');
  });

  it('end after the last day, and today is Sarajevo’s', () => {
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
    expect(sarajevoDay(new Date('2026-11-26T23:30:00Z'))).toBe('2026-11-27');
    expect(emptyCouponForm(new Date('2026-11-26T10:00:00Z')).validFrom).toBe('2026-11-26');
  });

  it('become the api’s request: exactly one discount, the last day included', () => {
    const form = {
      couponCode: ' zima ',
      kind: 'percent' as const,
      discount: '15',
      validFrom: '2026-12-01',
      validUntil: '2026-12-31',
      maxUses: '20',
    };
    expect(couponFormSchema.parse(form)).toEqual({
      code: 'zima',
      percentOff: 15,
      validFrom: '2026-12-01T00:00:00+01:00',
      validUntil: '2027-01-01T00:00:00+01:00',
      maxUses: 20,
    });
    expect(couponFormSchema.parse({ ...form, kind: 'amount', discount: '7,5' })).toMatchObject({
      amountOff: 7.5,
    });
    expect(couponFormSchema.safeParse({ ...form, discount: '12,5' }).success).toBe(false);
    expect(couponFormSchema.safeParse({ ...form, maxUses: '0' }).success).toBe(false);
    // One day is a window: valid from its midnight until the next.
    expect(couponFormSchema.safeParse({ ...form, validUntil: '2026-12-01' }).success).toBe(true);
  });
});

describe('couponState', () => {
  it('is disabled, expired, used up, not valid yet or active: the first that holds', () => {
    const now = at('2026-11-15T00:00:00Z');
    expect(couponState(base, now)).toBe('active');
    expect(couponState({ ...base, validFrom: '2026-11-20T00:00:00Z' }, now)).toBe('scheduled');
    expect(couponState({ ...base, uses: 5 }, now)).toBe('usedUp');
    expect(couponState({ ...base, uses: 5 }, at('2026-12-01T00:00:00Z'))).toBe('expired');
    expect(couponState({ ...base, disabledAt: '2026-11-02T00:00:00Z' }, at('2027-01-01T00:00:00Z'))).toBe(
      'disabled',
    );
  });
});

describe('inCouponFields', () => {
  it('names the api’s fields as the form does', () => {
    const mapped = inCouponFields(
      new ApiError(400, 'ValidationErrors', [
        { field: 'code', error: 'Invalid', extra: {} },
        { field: 'amountOff', error: 'LessThanOrEqual', extra: { max: 100000 } },
        { field: 'validUntil', error: 'GreaterThan', extra: {} },
      ]),
    ) as ApiError;
    expect(mapped.validationErrors.map((entry) => entry.field)).toEqual([
      'couponCode',
      'discount',
      'validUntil',
    ]);
  });
});
