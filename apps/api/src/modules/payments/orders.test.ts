import type { MyOrdersResponse, OrderResponse } from '@krov/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUser, approvedAgency } from '../../../test/agency-fixtures.ts';
import { client, createListing, ok, type Seller, seller } from '../../../test/listings-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let test: TestApp;
let admin: Seller;
let buyer: Seller;

beforeAll(async () => {
  test = await createTestApp({ listingFees: { sell: 10, rent: 5 } });
  [admin, buyer] = await Promise.all([adminUser(test), seller(test)]);
});
afterAll(() => test?.close());

const order = async (user: Seller, items: object[]) => client(test).post('/api/orders', user.auth, { items });

async function coupon(code: string, change: Record<string, unknown> = {}) {
  ok(
    await client(test).post('/api/admin/coupons', admin.auth, {
      code,
      percentOff: 20,
      validFrom: '2026-01-01T00:00:00Z',
      validUntil: '2030-01-01T00:00:00Z',
      maxUses: 5,
      ...change,
    }),
    201,
  );
}

describe('orders', () => {
  it('prices the user’s listings by the server’s list, whatever the client sends', async () => {
    const flat = await createListing(test, buyer);
    const rental = await createListing(test, buyer, { listingType: 'rent', price: 600 });
    const created = ok<OrderResponse>(
      await client(test).post('/api/orders', buyer.auth, {
        items: [
          { propertyId: flat.id, action: 'publish', amount: 0.01 },
          { propertyId: rental.id, action: 'publish' },
        ],
        total: 0,
      }),
      201,
    );
    expect(created).toMatchObject({
      status: 'pending',
      subtotal: 15,
      discount: 0,
      total: 15,
      currency: 'BAM',
      coupon: null,
      provider: null,
      paidAt: null,
      items: [
        { propertyId: flat.id, action: 'publish', listingType: 'sell', days: 30, amount: 10 },
        { propertyId: rental.id, action: 'publish', listingType: 'rent', days: 30, amount: 5 },
      ],
    });
    expect(ok<OrderResponse>(await client(test).get(`/api/orders/${created.id}`, buyer.auth))).toEqual(
      created,
    );
    // Nothing changed on the listings: they wait for the payment.
    const listing = ok<{ status: string }>(await client(test).get(`/api/properties/${flat.id}`, buyer.auth));
    expect(listing.status).toBe('unpaid');
  });

  it('refuses another user’s listing as if it did not exist, an action its state does not allow, an agency’s listing', async () => {
    const other = await seller(test);
    const theirs = await createListing(test, other);
    expect((await order(buyer, [{ propertyId: theirs.id, action: 'publish' }])).json()).toEqual({
      message: 'PropertyNotFound',
    });
    const mine = await createListing(test, buyer);
    expect((await order(buyer, [{ propertyId: mine.id, action: 'renew' }])).json()).toEqual({
      message: 'ActionForbidden',
    });
    const duplicate = await order(buyer, [
      { propertyId: mine.id, action: 'publish' },
      { propertyId: mine.id, action: 'publish' },
    ]);
    expect(duplicate.statusCode).toBe(400);
    const { owner } = await approvedAgency(test, admin, { name: 'Agencija Bez Narudžbi' });
    const agencyListing = await createListing(test, owner);
    expect((await order(owner, [{ propertyId: agencyListing.id, action: 'publish' }])).json()).toEqual({
      message: 'ActionForbidden',
    });
  });

  it('is the user’s own: another user’s order answers OrderNotFound', async () => {
    const listing = await createListing(test, buyer);
    const mine = ok<OrderResponse>(await order(buyer, [{ propertyId: listing.id, action: 'publish' }]), 201);
    const other = await seller(test);
    for (const response of [
      await client(test).get(`/api/orders/${mine.id}`, other.auth),
      await client(test).put(`/api/orders/${mine.id}/coupon`, other.auth, { code: 'NEMA' }),
      await client(test).delete(`/api/orders/${mine.id}/coupon`, other.auth),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'OrderNotFound' });
    }
  });

  it('applies a coupon (any case) and removes it; unknown, disabled, expired or used up answer CouponNotFound', async () => {
    await coupon('JESEN20');
    await coupon('MINUS3', { percentOff: undefined, amountOff: 3 });
    await coupon('ISTEKAO', { validUntil: '2026-02-01T00:00:00Z' });
    await coupon('POTROSEN', { maxUses: 1 });
    await coupon('UGASEN');
    const coupons = ok<{ items: { id: string; code: string }[] }>(
      await client(test).get('/api/admin/coupons', admin.auth),
    );
    const disabled = coupons.items.find((item) => item.code === 'UGASEN');
    ok(await client(test).post(`/api/admin/coupons/${disabled?.id}/disable`, admin.auth));
    await test.database.db.execute(`update coupons set uses = max_uses where code = 'POTROSEN'`);

    const listing = await createListing(test, buyer);
    const open = ok<OrderResponse>(await order(buyer, [{ propertyId: listing.id, action: 'publish' }]), 201);
    const url = `/api/orders/${open.id}/coupon`;
    const percent = ok<OrderResponse>(await client(test).put(url, buyer.auth, { code: 'jesen20' }));
    expect(percent).toMatchObject({
      subtotal: 10,
      discount: 2,
      total: 8,
      coupon: { code: 'JESEN20', percentOff: 20, amountOff: null },
    });
    const fixed = ok<OrderResponse>(await client(test).put(url, buyer.auth, { code: 'MINUS3' }));
    expect(fixed).toMatchObject({ discount: 3, total: 7, coupon: { code: 'MINUS3', amountOff: 3 } });
    for (const code of ['NEPOZNAT', 'UGASEN', 'ISTEKAO', 'POTROSEN']) {
      const refused = await client(test).put(url, buyer.auth, { code });
      expect(refused.statusCode, code).toBe(404);
      expect(refused.json()).toEqual({ message: 'CouponNotFound' });
    }
    const removed = ok<OrderResponse>(await client(test).delete(url, buyer.auth));
    expect(removed).toMatchObject({ discount: 0, total: 10, coupon: null });
  });

  it('lists the user’s orders newest first in pages', async () => {
    const user = await seller(test);
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      test.clock.advance(1_000);
      const listing = await createListing(test, user);
      ids.unshift(
        ok<OrderResponse>(await order(user, [{ propertyId: listing.id, action: 'publish' }]), 201).id,
      );
    }
    const first = ok<MyOrdersResponse>(await client(test).get('/api/users/me/orders?limit=2', user.auth));
    expect(first.items.map((item) => item.id)).toEqual(ids.slice(0, 2));
    const second = ok<MyOrdersResponse>(
      await client(test).get(`/api/users/me/orders?limit=2&cursor=${first.nextCursor}`, user.auth),
    );
    expect(second.items.map((item) => item.id)).toEqual(ids.slice(2));
    expect(second.nextCursor).toBeNull();
  });
});
