import type {
  AdminAuditLogResponse,
  AdminCouponUsesResponse,
  AdminOrder,
  AdminOrdersResponse,
  NotificationsResponse,
  PropertyResponse,
} from '@krov/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUser } from '../../../test/agency-fixtures.ts';
import { client, createListing, ok, type Seller, seller } from '../../../test/listings-fixtures.ts';
import {
  cards,
  orderFor,
  payAtSandbox,
  sandboxPathOf,
  waitForOrder,
} from '../../../test/payments-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let test: TestApp;
let admin: Seller;

beforeAll(async () => {
  test = await createTestApp({ listingFees: { sell: 10, rent: 5 } });
  admin = await adminUser(test);
  ok(
    await client(test).post('/api/admin/coupons', admin.auth, {
      code: 'DESET',
      amountOff: 1,
      validFrom: '2026-01-01T00:00:00Z',
      validUntil: '2030-01-01T00:00:00Z',
      maxUses: 1,
    }),
    201,
  );
});
afterAll(() => test?.close());

async function paidOrder(user: Seller, coupon?: string) {
  const listing = await createListing(test, user);
  const order = await orderFor(test, user, [{ propertyId: listing.id, action: 'publish' }]);
  if (coupon) ok(await client(test).put(`/api/orders/${order.id}/coupon`, user.auth, { code: coupon }));
  await payAtSandbox(test, await sandboxPathOf(test, user, order.id), cards.approved);
  await waitForOrder(test, user, order.id, (each) => each.status === 'paid');
  return { listing, order };
}

const list = async (query: string) =>
  ok<AdminOrdersResponse>(await client(test).get(`/api/admin/orders${query}`, admin.auth));
const couponUses = async () =>
  ok<{ items: { code: string; uses: number }[] }>(
    await client(test).get('/api/admin/coupons', admin.auth),
  ).items.find((item) => item.code === 'DESET')?.uses;

describe('the admins’ orders', () => {
  it('finds orders by status, by the buyer’s e-mail and by number; nobody else sees them', async () => {
    const [buyer, other] = await Promise.all([seller(test), seller(test)]);
    const { order } = await paidOrder(buyer);
    await orderFor(test, other, [{ propertyId: (await createListing(test, other)).id, action: 'publish' }]);
    const paid = await list('?status=paid');
    expect(paid.items.map((item) => item.id)).toContain(order.id);
    expect(paid.items.every((item) => item.status === 'paid')).toBe(true);
    const byEmail = await list(`?q=${encodeURIComponent(buyer.email.toUpperCase())}`);
    expect(byEmail.items).toEqual([
      expect.objectContaining({ id: order.id, buyer: expect.objectContaining({ email: buyer.email }) }),
    ]);
    expect((await list(`?q=${order.id.slice(0, 8)}`)).items.map((item) => item.id)).toEqual([order.id]);
    expect((await list('?q=nobody@example.com')).items).toEqual([]);
    const page = await list('?limit=1');
    expect(page.items).toHaveLength(1);
    expect((await list(`?limit=1&cursor=${page.nextCursor}`)).items[0]?.id).not.toBe(page.items[0]?.id);
    expect((await client(test).get('/api/admin/orders', buyer.auth)).json()).toEqual({ message: 'NotFound' });
  });

  it('refunds a paid order at the provider: the listing leaves the site, the coupon’s use comes back, the buyer is told', async () => {
    const buyer = await seller(test);
    const { listing, order } = await paidOrder(buyer, 'DESET');
    expect(await couponUses()).toBe(1);
    const refund = (id: string) =>
      client(test).post(`/api/admin/orders/${id}/refund`, admin.auth, { reason: 'Kupac je tražio povrat' });
    const refunded = ok<AdminOrder>(await refund(order.id));
    expect(refunded).toMatchObject({ status: 'refunded', total: 9 });
    expect(refunded.refundedAt).not.toBeNull();
    const after = ok<PropertyResponse>(await client(test).get(`/api/properties/${listing.id}`, buyer.auth));
    expect(after.status).toBe('unpaid');
    expect((await client(test).get(`/api/properties/${listing.id}`)).statusCode).toBe(404);
    expect(await couponUses()).toBe(0);
    const notices = ok<NotificationsResponse>(
      await client(test).get('/api/users/me/notifications', buyer.auth),
    );
    expect(notices.items.filter((item) => item.kind === 'payment').map((item) => item.title)).toEqual(
      expect.arrayContaining(['Uplata vraćena']),
    );
    // Again: nothing more happens, and the audit log holds the one refund, with who and why.
    expect(ok<AdminOrder>(await refund(order.id)).status).toBe('refunded');
    const log = ok<AdminAuditLogResponse>(
      await client(test).get('/api/admin/audit-log?action=order.refund', admin.auth),
    );
    expect(log.items.filter((entry) => entry.subject.id === order.id)).toEqual([
      expect.objectContaining({
        admin: expect.objectContaining({ userId: admin.id }),
        subject: { type: 'order', id: order.id },
        reason: 'Kupac je tražio povrat',
        details: { amount: 9, userId: buyer.id },
      }),
    ]);
    // A pending order took no money: there is nothing to refund.
    const pending = await orderFor(test, buyer, [{ propertyId: listing.id, action: 'publish' }]);
    expect((await refund(pending.id)).json()).toEqual({ message: 'ActionForbidden' });
    expect((await refund('00000000-0000-4000-8000-00000000000b')).json()).toEqual({
      message: 'OrderNotFound',
    });
  });

  it('shows who holds a coupon’s uses and by which order; nobody else sees them', async () => {
    const made = ok<{ id: string }>(
      await client(test).post('/api/admin/coupons', admin.auth, {
        code: 'KO-KORISTI',
        percentOff: 50,
        validFrom: '2026-01-01T00:00:00Z',
        validUntil: '2030-01-01T00:00:00Z',
        maxUses: 3,
      }),
      201,
    );
    const buyer = await seller(test, { name: 'Selma Kuponić' });
    const { order } = await paidOrder(buyer, 'KO-KORISTI');
    const uses = ok<AdminCouponUsesResponse>(
      await client(test).get(`/api/admin/coupons/${made.id}/uses`, admin.auth),
    );
    expect(uses.items).toEqual([
      {
        orderId: order.id,
        orderStatus: 'paid',
        total: 5,
        user: { id: expect.any(String), name: 'Selma Kuponić', email: buyer.email },
        usedAt: expect.any(String),
      },
    ]);
    expect((await client(test).get(`/api/admin/coupons/${made.id}/uses`, buyer.auth)).json()).toEqual({
      message: 'NotFound',
    });
    const unknown = await client(test).get(
      '/api/admin/coupons/00000000-0000-4000-8000-00000000000c/uses',
      admin.auth,
    );
    expect(unknown.json()).toEqual({ message: 'CouponNotFound' });
  });
});
