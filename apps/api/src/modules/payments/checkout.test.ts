import type { CheckoutResponse, PropertyResponse } from '@krov/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUser } from '../../../test/agency-fixtures.ts';
import { client, createListing, ok, type Seller, seller } from '../../../test/listings-fixtures.ts';
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
import { lateFailureMs } from './providers/sandbox/sandbox-cards.ts';
import { sandboxCheckoutLifetimeMs } from './providers/sandbox/sandbox-gateway.ts';

let test: TestApp;
let admin: Seller;

beforeAll(async () => {
  test = await createTestApp({ listingFees: { sell: 10, rent: 5 } });
  admin = await adminUser(test);
});
afterAll(() => test?.close());

const statusOf = async (user: Seller, id: string) =>
  ok<PropertyResponse>(await client(test).get(`/api/properties/${id}`, user.auth)).status;

async function newOrder(user: Seller) {
  const listing = await createListing(test, user);
  const order = await orderFor(test, user, [{ propertyId: listing.id, action: 'publish' }]);
  return { listing, order };
}

describe('checkout through the sandbox provider', () => {
  it('the approved card: the page, back to the web, then the notification publishes the listing', async () => {
    const user = await seller(test);
    const { listing, order } = await newOrder(user);
    const page = await sandboxPathOf(test, user, order.id);
    const shown = await test.app.inject({ method: 'GET', url: page });
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toContain('text/html');
    expect(shown.body).toContain('10,00 KM');
    expect(shown.body).toContain(listing.address);
    // The browser may post the card here and follow the answer's redirect to the web.
    expect(shown.headers['content-security-policy']).toContain(
      `form-action 'self' ${test.config.publicWebUrl}`,
    );

    const paid = await payAtSandbox(test, page, cards.approved);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`${test.config.publicWebUrl}/payment?order=${order.id}&return=1`);
    const settled = await waitForOrder(test, user, order.id, (each) => each.status !== 'pending');
    expect(settled).toMatchObject({ status: 'paid', provider: 'sandbox', total: 10 });
    expect(await statusOf(user, listing.id)).toBe('listed');
    // The e-mail carries the receipt: what was bought, its price, the total and the reference.
    let mail = await test.waitForMessage(user.email);
    for (let skipped = 0; mail.subject !== 'Plaćanje primljeno' && skipped < 5; skipped += 1) {
      mail = await test.waitForMessage(user.email);
    }
    expect(mail.subject).toBe('Plaćanje primljeno');
    expect(mail.text).toContain(`${listing.address} · Objava na 30 dana: 10,00 KM`);
    expect(mail.text).toContain('Ukupno plaćeno: 10,00 KM');
    expect(mail.text).toMatch(/Referenca plaćanja: SBX-[0-9A-F]{12}/);
    // The page, opened again, says it was paid and never takes a card twice.
    expect((await test.app.inject({ method: 'GET', url: page })).body).not.toContain('<form');
    expect((await payAtSandbox(test, page, cards.declined)).statusCode).toBe(303);
    expect((await orderOf(test, user, order.id)).status).toBe('paid');
    // Checkout of a paid order answers it paid.
    expect(ok<CheckoutResponse>(await checkout(test, user, order.id)).kind).toBe('paid');
  });

  it('the declined card: the order fails, the listing stays unpaid, its coupon use comes back', async () => {
    ok(
      await client(test).post('/api/admin/coupons', admin.auth, {
        code: 'POLA',
        percentOff: 50,
        validFrom: '2026-01-01T00:00:00Z',
        validUntil: '2030-01-01T00:00:00Z',
        maxUses: 1,
      }),
      201,
    );
    const user = await seller(test);
    const { listing, order } = await newOrder(user);
    ok(await client(test).put(`/api/orders/${order.id}/coupon`, user.auth, { code: 'pola' }));
    const page = await sandboxPathOf(test, user, order.id);
    expect((await test.app.inject({ method: 'GET', url: page })).body).toContain('5,00 KM');
    const usesOf = async () =>
      ok<{ items: { code: string; uses: number }[] }>(
        await client(test).get('/api/admin/coupons', admin.auth),
      ).items.find((item) => item.code === 'POLA')?.uses;
    // The checkout holds the coupon's last use while the card is tried.
    expect(await usesOf()).toBe(1);
    expect((await payAtSandbox(test, page, cards.declined)).statusCode).toBe(303);
    const failed = await waitForOrder(test, user, order.id, (each) => each.status !== 'pending');
    expect(failed.status).toBe('failed');
    expect(await statusOf(user, listing.id)).toBe('unpaid');
    expect(await usesOf()).toBe(0);
    // A failed order is not paid again: the retry is a new order, and it may use the coupon.
    expect((await checkout(test, user, order.id)).json()).toEqual({ message: 'ActionForbidden' });
    const retry = await orderFor(test, user, [{ propertyId: listing.id, action: 'publish' }]);
    ok(await client(test).put(`/api/orders/${retry.id}/coupon`, user.auth, { code: 'POLA' }));
    const again = await sandboxPathOf(test, user, retry.id);
    await payAtSandbox(test, again, cards.approved);
    expect((await waitForOrder(test, user, retry.id, (each) => each.status !== 'pending')).status).toBe(
      'paid',
    );
    expect(await statusOf(user, listing.id)).toBe('listed');
  });

  it('the late-failure card: processing until its time comes, then the order fails', async () => {
    const user = await seller(test);
    const { listing, order } = await newOrder(user);
    const page = await sandboxPathOf(test, user, order.id);
    expect((await payAtSandbox(test, page, cards.lateFailure)).statusCode).toBe(303);
    expect(await test.jobs.payments.decideSandbox()).toBe(0);
    test.clock.advance(lateFailureMs - 1000);
    expect(await test.jobs.payments.decideSandbox()).toBe(0);
    expect((await orderOf(test, user, order.id)).status).toBe('pending');
    test.clock.advance(1000);
    expect(await test.jobs.payments.decideSandbox()).toBe(1);
    expect((await waitForOrder(test, user, order.id, (each) => each.status !== 'pending')).status).toBe(
      'failed',
    );
    expect(await statusOf(user, listing.id)).toBe('unpaid');
  });

  it('another number is not taken: the page again with the error, the order still open', async () => {
    const user = await seller(test);
    const { order } = await newOrder(user);
    const page = await sandboxPathOf(test, user, order.id);
    const refused = await payAtSandbox(test, page, '5555 5555 5555 4444');
    expect(refused.statusCode).toBe(200);
    expect(refused.body).toContain('role="alert"');
    expect(refused.body).toContain('aria-invalid="true"');
    expect((await orderOf(test, user, order.id)).status).toBe('pending');
    // An hour later the page takes no card: the order is left for the reconciliation to fail.
    test.clock.advance(sandboxCheckoutLifetimeMs);
    const late = await payAtSandbox(test, page, cards.approved);
    expect(late.statusCode).toBe(200);
    expect(late.body).toContain('Ovo plaćanje je isteklo');
    expect(late.body).not.toContain('<form');
    test.clock.advance(-sandboxCheckoutLifetimeMs);
    const unknown = await test.app.inject({
      method: 'GET',
      url: '/api/payments/sandbox/checkout/00000000-0000-4000-8000-000000000009',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('a total of 0 is paid at once without the provider; a second checkout opens the same page', async () => {
    for (const code of ['GRATIS', 'DRUGI']) {
      ok(
        await client(test).post('/api/admin/coupons', admin.auth, {
          code,
          percentOff: 100,
          validFrom: '2026-01-01T00:00:00Z',
          validUntil: '2030-01-01T00:00:00Z',
          maxUses: 10,
        }),
        201,
      );
    }
    const user = await seller(test);
    const { listing, order } = await newOrder(user);
    ok(await client(test).put(`/api/orders/${order.id}/coupon`, user.auth, { code: 'GRATIS' }));
    const free = ok<CheckoutResponse>(await checkout(test, user, order.id));
    expect(free).toMatchObject({ kind: 'paid', order: { status: 'paid', total: 0, provider: null } });
    expect(await statusOf(user, listing.id)).toBe('listed');

    const other = await newOrder(user);
    const first = ok<CheckoutResponse>(await checkout(test, user, other.order.id));
    const second = ok<CheckoutResponse>(await checkout(test, user, other.order.id));
    expect(second).toEqual(first);
    // The coupon can no longer change once the order is at the provider.
    const late = await client(test).put(`/api/orders/${other.order.id}/coupon`, user.auth, { code: 'DRUGI' });
    expect(late.statusCode).toBe(403);
  });

  it('a coupon once per user: a second order refused at checkout counts no use, however often', async () => {
    ok(
      await client(test).post('/api/admin/coupons', admin.auth, {
        code: 'JEDNOM',
        percentOff: 10,
        validFrom: '2026-01-01T00:00:00Z',
        validUntil: '2030-01-01T00:00:00Z',
        maxUses: 5,
      }),
      201,
    );
    const user = await seller(test);
    const [first, second] = [await newOrder(user), await newOrder(user)];
    for (const { order } of [first, second]) {
      ok(await client(test).put(`/api/orders/${order.id}/coupon`, user.auth, { code: 'JEDNOM' }));
    }
    ok(await checkout(test, user, first.order.id));
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await checkout(test, user, second.order.id)).json()).toEqual({ message: 'CouponNotFound' });
    }
    const coupons = ok<{ items: { code: string; uses: number }[] }>(
      await client(test).get('/api/admin/coupons', admin.auth),
    );
    expect(coupons.items.find((item) => item.code === 'JEDNOM')?.uses).toBe(1);
  });

  it('one listing is never at two checkouts: the second order answers PaymentInProgress', async () => {
    const user = await seller(test);
    const { listing, order } = await newOrder(user);
    const double = await orderFor(test, user, [{ propertyId: listing.id, action: 'publish' }]);
    const both = await Promise.all([checkout(test, user, order.id), checkout(test, user, double.id)]);
    expect(both.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((answer) => answer.statusCode === 409)?.json()).toEqual({
      message: 'PaymentInProgress',
    });
  });

  it('another user’s order answers as if it did not exist', async () => {
    const [owner, stranger] = await Promise.all([seller(test), seller(test)]);
    const { order } = await newOrder(owner);
    expect((await checkout(test, stranger, order.id)).json()).toEqual({ message: 'OrderNotFound' });
  });
});
