import type { NotificationsResponse, PropertyResponse } from '@krov/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, createListing, ok, type Seller, seller } from '../../../test/listings-fixtures.ts';
import {
  orderFor,
  orderNumber,
  orderOf,
  sandboxNotification,
  sandboxPathOf,
} from '../../../test/payments-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let test: TestApp;

beforeAll(async () => {
  test = await createTestApp({ listingFees: { sell: 10, rent: 5 } });
});
afterAll(() => test?.close());

/** An order sent to the sandbox (its page never used: the notifications are the tests'). */
async function orderAtSandbox() {
  const user = await seller(test);
  const listing = await createListing(test, user);
  const order = await orderFor(test, user, [{ propertyId: listing.id, action: 'publish' }]);
  await sandboxPathOf(test, user, order.id);
  return { user, listing, order };
}

const approved = (orderId: string, change: Record<string, unknown> = {}) => ({
  orderNumber: orderNumber(orderId),
  status: 'approved',
  amountMinor: 1000,
  currency: 'BAM',
  reference: 'SBX-TEST',
  sentAt: '2026-11-22T10:00:00.000Z',
  ...change,
});

const statusOf = async (user: Seller, id: string) =>
  ok<PropertyResponse>(await client(test).get(`/api/properties/${id}`, user.auth)).status;
const paymentNotices = async (user: Seller) =>
  ok<NotificationsResponse>(await client(test).get('/api/users/me/notifications', user.auth)).items.filter(
    (item) => item.kind === 'payment',
  );
async function logOf(orderId: string | null): Promise<string[]> {
  const { rows } = (await test.database.db.execute(
    orderId === null
      ? sql`select outcome from payment_notifications where order_id is null order by received_at, outcome`
      : sql`select outcome from payment_notifications where order_id = ${orderId} order by received_at, outcome`,
  )) as unknown as { rows: { outcome: string }[] };
  return rows.map((row) => row.outcome);
}

describe('a provider’s notification', () => {
  it('forged, unsigned, tampered or unreadable: refused before anything is read, logged, nothing changes', async () => {
    const { user, listing, order } = await orderAtSandbox();
    const forged = await sandboxNotification(test, approved(order.id), {
      secret: 'another-secret-that-is-long-enough-for-hmac-keys',
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ message: 'BadRequest' });
    expect((await sandboxNotification(test, approved(order.id), { signature: null })).statusCode).toBe(400);
    expect((await sandboxNotification(test, approved(order.id), { signature: 'sha256=zz' })).statusCode).toBe(
      400,
    );
    // Signed, then the amount changed on the way: the signature no longer matches.
    const tampered = await sandboxNotification(test, approved(order.id, { amountMinor: 1 }), {
      tamper: (raw) => raw.replace('"amountMinor":1', '"amountMinor":1000'),
    });
    expect(tampered.statusCode).toBe(400);
    // Correctly signed, but not a notification.
    expect((await sandboxNotification(test, { hello: 'world' })).statusCode).toBe(400);
    expect((await orderOf(test, user, order.id)).status).toBe('pending');
    expect(await statusOf(user, listing.id)).toBe('unpaid');
    expect(await logOf(null)).toEqual(
      expect.arrayContaining(['refused-forged', 'refused-unsigned', 'refused-malformed']),
    );
  });

  it('for another amount or currency, signed: logged as a mismatch, nothing changes', async () => {
    const { user, listing, order } = await orderAtSandbox();
    expect((await sandboxNotification(test, approved(order.id, { amountMinor: 1 }))).statusCode).toBe(200);
    expect((await sandboxNotification(test, approved(order.id, { currency: 'EUR' }))).statusCode).toBe(200);
    expect((await orderOf(test, user, order.id)).status).toBe('pending');
    expect(await statusOf(user, listing.id)).toBe('unpaid');
    expect(await logOf(order.id)).toEqual(['mismatch', 'mismatch']);
  });

  it('for an unknown order: OrderNotFound, logged', async () => {
    const unknown = await sandboxNotification(test, approved('00000000-0000-4000-8000-00000000000a'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'OrderNotFound' });
    const notOurs = await sandboxNotification(test, approved('x', { orderNumber: 'WC-1234' }));
    expect(notOurs.statusCode).toBe(404);
    expect((await logOf(null)).filter((outcome) => outcome === 'unknown-order')).toHaveLength(2);
  });

  it('100 replays and 20 duplicates at once: one payment, one publication, one notice', async () => {
    const { user, listing, order } = await orderAtSandbox();
    const body = approved(order.id);
    const together = await Promise.all(Array.from({ length: 20 }, () => sandboxNotification(test, body)));
    expect(together.every((answer) => answer.statusCode === 200)).toBe(true);
    for (let replay = 0; replay < 100; replay += 1) {
      expect((await sandboxNotification(test, body)).statusCode).toBe(200);
    }
    expect((await orderOf(test, user, order.id)).status).toBe('paid');
    expect(await statusOf(user, listing.id)).toBe('listed');
    expect(await paymentNotices(user)).toHaveLength(1);
    const outcomes = await logOf(order.id);
    expect(outcomes).toHaveLength(120);
    expect(outcomes.filter((outcome) => outcome === 'applied')).toHaveLength(1);
  });

  it('out of order: a failure after the payment changes nothing; a payment after a failure wins', async () => {
    const first = await orderAtSandbox();
    expect((await sandboxNotification(test, approved(first.order.id))).statusCode).toBe(200);
    await sandboxNotification(test, approved(first.order.id, { status: 'failed' }));
    expect((await orderOf(test, first.user, first.order.id)).status).toBe('paid');
    expect(await statusOf(first.user, first.listing.id)).toBe('listed');

    const second = await orderAtSandbox();
    await sandboxNotification(test, approved(second.order.id, { status: 'declined' }));
    expect((await orderOf(test, second.user, second.order.id)).status).toBe('failed');
    // The money was taken after all (a retry at the provider): it is applied, never left.
    await sandboxNotification(test, approved(second.order.id));
    expect((await orderOf(test, second.user, second.order.id)).status).toBe('paid');
    expect(await statusOf(second.user, second.listing.id)).toBe('listed');
  });
});
