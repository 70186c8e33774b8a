import type { AdminOrdersResponse, CheckoutResponse, PropertyResponse } from '@krov/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUser } from '../../../test/agency-fixtures.ts';
import {
  advanceClock,
  client,
  createListing,
  day,
  listingInput,
  ok,
  type Seller,
  seller,
} from '../../../test/listings-fixtures.ts';
import {
  cards,
  checkout,
  orderFor,
  orderOf,
  payAtSandbox,
  sandboxPathOf,
  waitForOrder,
} from '../../../test/payments-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { sandboxCheckoutLifetimeMs } from './providers/sandbox/sandbox-gateway.ts';

/**
 * Issue 27 (23, 24, 25, 32): what checkout checks again when the money is about to move, and what
 * the admins see of a paid order that applied nothing.
 */
let test: TestApp;
let admin: Seller;

beforeAll(async () => {
  test = await createTestApp({ listingFees: { sell: 10, rent: 5 } });
  admin = await adminUser(test);
});
afterAll(() => test?.close());

const minute = 60_000;
const statusOf = async (user: Seller, id: string) =>
  ok<PropertyResponse>(await client(test).get(`/api/properties/${id}`, user.auth)).status;

async function coupon(code: string, percentOff: number, validUntil = '2030-01-01T00:00:00Z') {
  return ok<{ id: string }>(
    await client(test).post('/api/admin/coupons', admin.auth, {
      code,
      percentOff,
      validFrom: '2026-01-01T00:00:00Z',
      validUntil,
      maxUses: 10,
    }),
    201,
  );
}

async function rentOrder(user: Seller) {
  const listing = await createListing(test, user, { listingType: 'rent' });
  const order = await orderFor(test, user, [{ propertyId: listing.id, action: 'publish' }]);
  return { listing, order };
}

const editType = (user: Seller, id: string, listingType: 'sell' | 'rent') =>
  client(test).put(`/api/properties/${id}`, user.auth, listingInput({ listingType }));

async function adminOrder(id: string) {
  const page = ok<AdminOrdersResponse>(await client(test).get(`/api/admin/orders?q=${id}`, admin.auth));
  return page.items.find((item) => item.id === id);
}

describe('checkout checks the coupon again', () => {
  it('one disabled after it was applied is refused, nothing paid; without it the order goes on', async () => {
    const leaked = await coupon('PROCURIO', 100);
    const user = await seller(test);
    const { listing, order } = await rentOrder(user);
    ok(await client(test).put(`/api/orders/${order.id}/coupon`, user.auth, { code: 'PROCURIO' }));
    ok(await client(test).post(`/api/admin/coupons/${leaked.id}/disable`, admin.auth));
    expect((await checkout(test, user, order.id)).json()).toEqual({ message: 'CouponNotFound' });
    expect((await orderOf(test, user, order.id)).status).toBe('pending');
    expect(await statusOf(user, listing.id)).toBe('unpaid');
    ok(await client(test).delete(`/api/orders/${order.id}/coupon`, user.auth));
    expect(ok<CheckoutResponse>(await checkout(test, user, order.id)).kind).toBe('redirect');
  });

  it('one expired after it was applied is refused at checkout', async () => {
    await coupon('KRATAK', 100, '2026-11-22T11:00:00Z');
    const user = await seller(test);
    const { listing, order } = await rentOrder(user);
    ok(await client(test).put(`/api/orders/${order.id}/coupon`, user.auth, { code: 'KRATAK' }));
    // The clock only moves forward here: the tests after this one run later (logged in again).
    await advanceClock(test, 2 * 60 * minute, user, admin);
    expect((await checkout(test, user, order.id)).json()).toEqual({ message: 'CouponNotFound' });
    expect(await statusOf(user, listing.id)).toBe('unpaid');
  });
});

describe('a listing’s type and its fee', () => {
  it('paid as a rent, it does not become a sale while the paid period runs; after it, it may', async () => {
    const user = await seller(test);
    const { listing, order } = await rentOrder(user);
    await payAtSandbox(test, await sandboxPathOf(test, user, order.id), cards.approved);
    expect((await waitForOrder(test, user, order.id, (each) => each.status !== 'pending')).total).toBe(5);
    const refused = await editType(user, listing.id, 'sell');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: 'ValidationErrors',
      validationErrors: [{ field: 'listingType', error: 'Invalid', extra: {} }],
    });
    // The rest of the listing is edited as before.
    ok(await editType(user, listing.id, 'rent'));
    await advanceClock(test, 31 * day, user, admin);
    expect(ok<PropertyResponse>(await editType(user, listing.id, 'sell')).listingType).toBe('sell');
  });

  it('an order whose listing became a sale is priced again at checkout, with its coupon', async () => {
    await coupon('POLOVINA', 50);
    const user = await seller(test);
    const { listing, order } = await rentOrder(user);
    ok(await client(test).put(`/api/orders/${order.id}/coupon`, user.auth, { code: 'POLOVINA' }));
    ok(await editType(user, listing.id, 'sell'));
    const page = await sandboxPathOf(test, user, order.id);
    expect(await orderOf(test, user, order.id)).toMatchObject({
      items: [{ listingType: 'sell', amount: 10 }],
      subtotal: 10,
      discount: 5,
      total: 5,
    });
    expect((await test.app.inject({ method: 'GET', url: page })).body).toContain('5,00 KM');
  });

  it('made a sale while its rent fee was at the provider: paid, not published, flagged for the admin', async () => {
    const user = await seller(test);
    const { listing, order } = await rentOrder(user);
    const page = await sandboxPathOf(test, user, order.id);
    ok(await editType(user, listing.id, 'sell'));
    await payAtSandbox(test, page, cards.approved);
    const paid = await waitForOrder(test, user, order.id, (each) => each.status !== 'pending');
    expect(paid).toMatchObject({ status: 'paid', total: 5 });
    expect(await statusOf(user, listing.id)).toBe('unpaid');
    expect(await adminOrder(order.id)).toMatchObject({
      number: order.id.slice(0, 8).toUpperCase(),
      applied: 'none',
    });
  });
});

describe('one listing at two checkouts', () => {
  it('is held while the first payment page takes a card, then free', async () => {
    const user = await seller(test);
    const { listing, order } = await rentOrder(user);
    await sandboxPathOf(test, user, order.id);
    const second = await orderFor(test, user, [{ propertyId: listing.id, action: 'publish' }]);
    // 31 minutes on, the first page still takes a card: the second is not sent to pay too.
    await advanceClock(test, 31 * minute, user, admin);
    expect((await checkout(test, user, second.id)).json()).toEqual({ message: 'PaymentInProgress' });
    await advanceClock(test, sandboxCheckoutLifetimeMs - 31 * minute, user, admin);
    const page = await sandboxPathOf(test, user, second.id);
    await payAtSandbox(test, page, cards.approved);
    await waitForOrder(test, user, second.id, (each) => each.status !== 'pending');
    expect(await statusOf(user, listing.id)).toBe('listed');
    // What the admins see: the number the buyer is told, and what each order applied.
    expect(await adminOrder(second.id)).toMatchObject({
      number: second.id.slice(0, 8).toUpperCase(),
      applied: 'all',
    });
    expect(await adminOrder(order.id)).toMatchObject({ status: 'pending', applied: null });
  });
});
