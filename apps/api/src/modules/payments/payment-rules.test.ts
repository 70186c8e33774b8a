import type { orderStatuses } from '@krov/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CouponTerms, couponUsable, discountOf } from './coupon-rules.ts';
import { toKm, toMinor } from './money.ts';
import { nextStatus, type OrderEvent, publishesOn } from './order-state.ts';
import { priceListOf, priceOf } from './pricing.ts';

describe('money in fening', () => {
  it('turns KM with two decimals into whole fening and back, and refuses fractions of a fening', () => {
    expect(toMinor(10)).toBe(1000);
    expect(toMinor(12.5)).toBe(1250);
    expect(toMinor(0.1 + 0.2)).toBe(30); // floating noise is not a fraction of a fening
    expect(toKm(1050)).toBe(10.5);
    expect(() => toMinor(10.005)).toThrow(RangeError);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (minor) => toMinor(toKm(minor)) === minor),
    );
  });

  it('prices a listing from the configured fees, per listing type, for 30 days', () => {
    const prices = priceListOf({ sell: 10, rent: 5 });
    expect(priceOf(prices, 'sell')).toEqual({ days: 30, amountMinor: 1000 });
    expect(priceOf(prices, 'rent')).toEqual({ days: 30, amountMinor: 500 });
  });
});

const at = (iso: string) => new Date(iso);
const coupon = (change: Partial<CouponTerms> = {}): CouponTerms => ({
  percentOff: 20,
  amountOffMinor: null,
  validFrom: at('2026-11-01T00:00:00Z'),
  validUntil: at('2026-12-01T00:00:00Z'),
  maxUses: 10,
  uses: 0,
  disabledAt: null,
  ...change,
});

describe('coupon rules', () => {
  it('is usable only when enabled, inside its window, with a use left, and new to the user', () => {
    const now = at('2026-11-26T12:00:00Z');
    expect(couponUsable(coupon(), now, false)).toBe(true);
    expect(couponUsable(coupon(), now, true)).toBe(false);
    expect(couponUsable(coupon({ uses: 10 }), now, false)).toBe(false);
    expect(couponUsable(coupon({ disabledAt: now }), now, false)).toBe(false);
    expect(couponUsable(coupon({ validFrom: at('2026-11-26T12:00:00Z') }), now, false)).toBe(true);
    expect(couponUsable(coupon({ validFrom: at('2026-11-26T12:00:00.001Z') }), now, false)).toBe(false);
    expect(couponUsable(coupon({ validUntil: now }), now, false)).toBe(false);
  });

  it('takes a percentage rounded half up to the fening, or a fixed amount, never below 0', () => {
    expect(discountOf({ percentOff: 20, amountOffMinor: null }, 1000)).toBe(200);
    expect(discountOf({ percentOff: 15, amountOffMinor: null }, 1050)).toBe(158); // 157.5 → 158
    expect(discountOf({ percentOff: 100, amountOffMinor: null }, 1500)).toBe(1500);
    expect(discountOf({ percentOff: null, amountOffMinor: 300 }, 1000)).toBe(300);
    expect(discountOf({ percentOff: null, amountOffMinor: 5000 }, 1000)).toBe(1000);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.oneof(
          fc.record({ percentOff: fc.integer({ min: 1, max: 100 }), amountOffMinor: fc.constant(null) }),
          fc.record({
            percentOff: fc.constant(null),
            amountOffMinor: fc.integer({ min: 1, max: 2_000_000 }),
          }),
        ),
        (subtotal, terms) => {
          const discount = discountOf(terms, subtotal);
          return Number.isInteger(discount) && discount >= 0 && discount <= subtotal;
        },
      ),
    );
  });
});

describe('the order state machine', () => {
  it('makes only the allowed changes', () => {
    expect(nextStatus('pending', 'paid')).toBe('paid');
    expect(nextStatus('pending', 'failed')).toBe('failed');
    expect(nextStatus('failed', 'paid')).toBe('paid');
    expect(nextStatus('paid', 'failed')).toBeNull();
    expect(nextStatus('paid', 'paid')).toBeNull();
    expect(nextStatus('paid', 'refunded')).toBe('refunded');
    expect(nextStatus('pending', 'refunded')).toBeNull();
    for (const event of ['paid', 'failed', 'refunded'] as const)
      expect(nextStatus('refunded', event)).toBeNull();
  });

  it('over any sequence of events publishes at most once, only when paid, and never loses a payment', () => {
    const events = fc.array(fc.constantFrom<OrderEvent>('paid', 'failed', 'refunded'), { maxLength: 40 });
    fc.assert(
      fc.property(events, (sequence) => {
        let status: (typeof orderStatuses)[number] = 'pending';
        let publications = 0;
        let paymentSeen = false;
        for (const event of sequence) {
          const next = nextStatus(status, event);
          if (event === 'paid') paymentSeen = true;
          if (next === null) continue;
          if (publishesOn(status, next)) publications += 1;
          status = next;
          // Published only while paid; nothing unpaid is ever published.
          if (publications > 0 && status !== 'paid' && status !== 'refunded') return false;
        }
        // A payment the provider confirmed is never lost: the order is paid, or refunded by an admin.
        if (paymentSeen && status !== 'paid' && status !== 'refunded') return false;
        return publications <= 1;
      }),
    );
  });
});
