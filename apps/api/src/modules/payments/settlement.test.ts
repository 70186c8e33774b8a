import type { NotificationsResponse, OrderResponse, PropertyResponse } from '@krov/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUser } from '../../../test/agency-fixtures.ts';
import {
  advanceClock,
  client,
  createListing,
  ok,
  type Seller,
  seller,
} from '../../../test/listings-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { Verdict } from './settlement.ts';

let test: TestApp;
let admin: Seller;

beforeAll(async () => {
  test = await createTestApp({ listingFees: { sell: 10, rent: 5 } });
  admin = await adminUser(test);
});
afterAll(() => test?.close());

const paid = (amountMinor: number, change: Partial<Verdict> = {}): Verdict => ({
  event: 'paid',
  amountMinor,
  currency: 'BAM',
  provider: 'sandbox',
  providerReference: 'sb-1',
  ...change,
});
const settle = (orderId: string, verdict: Verdict) => test.settlement.settle(orderId, verdict);
const listing = async (user: Seller, id: string) =>
  ok<PropertyResponse>(await client(test).get(`/api/properties/${id}`, user.auth));
const orderOf = async (user: Seller, items: object[]) =>
  ok<OrderResponse>(await client(test).post('/api/orders', user.auth, { items }), 201);
const notifications = async (user: Seller) =>
  ok<NotificationsResponse>(await client(test).get('/api/users/me/notifications', user.auth)).items;

describe('applying a payment', () => {
  it('paid: the listings go live, the buyer is told; 100 replays and racing duplicates change nothing more', async () => {
    const user = await seller(test);
    const flat = await createListing(test, user);
    const order = await orderOf(user, [{ propertyId: flat.id, action: 'publish' }]);

    const racing = await Promise.all(Array.from({ length: 5 }, () => settle(order.id, paid(1000))));
    expect(racing.filter((outcome) => outcome === 'applied')).toHaveLength(1);
    expect(racing.filter((outcome) => outcome === 'unchanged')).toHaveLength(4);
    const live = await listing(user, flat.id);
    expect(live.status).toBe('listed');
    for (let i = 0; i < 100; i += 1) expect(await settle(order.id, paid(1000))).toBe('unchanged');
    expect((await listing(user, flat.id)).validUntil).toBe(live.validUntil);

    const stored = ok<OrderResponse>(await client(test).get(`/api/orders/${order.id}`, user.auth));
    expect(stored).toMatchObject({ status: 'paid', provider: 'sandbox' });
    expect(stored.paidAt).not.toBeNull();
    const told = (await notifications(user)).filter((item) => item.kind === 'payment');
    expect(told).toHaveLength(1);
    expect(told[0]?.description).toContain('10,00 KM');
  });

  it('changes nothing for another amount or currency, an unknown order, or a failure after the payment', async () => {
    const user = await seller(test);
    const flat = await createListing(test, user);
    const order = await orderOf(user, [{ propertyId: flat.id, action: 'publish' }]);
    expect(await settle(order.id, paid(999))).toBe('mismatch');
    expect(await settle(order.id, paid(1000, { currency: 'EUR' }))).toBe('mismatch');
    expect(await settle('00000000-0000-4000-8000-000000000000', paid(1000))).toBe('unknown-order');
    expect((await listing(user, flat.id)).status).toBe('unpaid');

    // A failure, then the success that arrives late: money taken is never left unapplied.
    expect(await settle(order.id, paid(1000, { event: 'failed' }))).toBe('applied');
    expect((await listing(user, flat.id)).status).toBe('unpaid');
    expect(await settle(order.id, paid(1000))).toBe('applied');
    expect((await listing(user, flat.id)).status).toBe('listed');
    expect(await settle(order.id, paid(1000, { event: 'failed' }))).toBe('unchanged');
    expect((await listing(user, flat.id)).status).toBe('listed');
  });

  it('renews an expired listing for 30 days from the payment', async () => {
    const user = await seller(test);
    const flat = await createListing(test, user);
    await settle((await orderOf(user, [{ propertyId: flat.id, action: 'publish' }])).id, paid(1000));
    await advanceClock(test, 31 * 24 * 3_600_000, user);
    await test.jobs.listings.expireDue();
    expect((await listing(user, flat.id)).status).toBe('expired');
    const renewal = await orderOf(user, [{ propertyId: flat.id, action: 'renew' }]);
    expect(await settle(renewal.id, paid(1000))).toBe('applied');
    const renewed = await listing(user, flat.id);
    expect(renewed.status).toBe('listed');
    expect(Date.parse(renewed.validUntil ?? '')).toBe(test.clock.now().getTime() + 30 * 24 * 3_600_000);
  });

  it('a coupon’s last use goes to one of two orders racing for it; the other is refused and nothing of it changes', async () => {
    await advanceClock(test, 0, admin); // a fresh token after the month the test above moved on
    ok(
      await client(test).post('/api/admin/coupons', admin.auth, {
        code: 'POKLON100',
        percentOff: 100,
        validFrom: '2026-01-01T00:00:00Z',
        validUntil: '2030-01-01T00:00:00Z',
        maxUses: 1,
      }),
      201,
    );
    const buyers = await Promise.all([seller(test), seller(test)]);
    const orders = await Promise.all(
      buyers.map(async (user) => {
        const flat = await createListing(test, user);
        const order = await orderOf(user, [{ propertyId: flat.id, action: 'publish' }]);
        ok(await client(test).put(`/api/orders/${order.id}/coupon`, user.auth, { code: 'POKLON100' }));
        return { user, flat, order };
      }),
    );
    // Both check out at once: a total of 0 is paid at checkout, without a provider.
    const outcomes = await Promise.all(
      orders.map(({ user, order }) => client(test).post(`/api/orders/${order.id}/checkout`, user.auth)),
    );
    expect(outcomes.map((outcome) => outcome.statusCode).sort()).toEqual([200, 404]);
    expect(outcomes.find((outcome) => outcome.statusCode === 404)?.json()).toEqual({
      message: 'CouponNotFound',
    });
    const statuses = await Promise.all(orders.map(({ user, flat }) => listing(user, flat.id)));
    expect(statuses.map((item) => item.status).sort()).toEqual(['listed', 'unpaid']);
    const coupons = ok<{ items: { code: string; uses: number }[] }>(
      await client(test).get('/api/admin/coupons', admin.auth),
    );
    expect(coupons.items.find((item) => item.code === 'POKLON100')?.uses).toBe(1);
  });
});
