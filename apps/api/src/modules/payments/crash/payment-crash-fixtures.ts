// What the payment crash tests share: orders sent to the sandbox on a database a child process can
// open, their signed notification, and what a crash (and the retry after it) left in the database.
import { sql } from 'drizzle-orm';
import { adminUser } from '../../../../test/agency-fixtures.ts';
import { client, createListing, ok, seller } from '../../../../test/listings-fixtures.ts';
import { orderFor, orderNumber, sandboxPathOf } from '../../../../test/payments-fixtures.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import type { DatabaseHandle } from '../../../platform/db/database.ts';
import { secret } from '../../listings/crash/crash-fixtures.ts';
import { sandboxKeyOf, signSandboxBody } from '../providers/sandbox/sandbox-signature.ts';

/** The settling transaction's statements a crash comes right after, and its COMMIT. */
export const paymentCrashPoints = [
  'after-order-update',
  'after-listing-update',
  'after-notification-insert',
  'after-commit',
] as const;
export type PaymentCrashPoint = (typeof paymentCrashPoints)[number];

export const listingFees = { sell: 10, rent: 5 };
/** The sell fee (10 KM) less the coupon's 1 KM, in fening. */
export const totalMinor = 900;

/** The real app (test-app.ts: a ManualClock at 2026-11-22T10:00Z) on a database the crash tests made. */
export const appOn = (database: DatabaseHandle) =>
  createTestApp({ listingFees, authSecret: secret }, { database });

export interface CheckedOutOrder {
  orderId: string;
  listingId: string;
  ownerId: string;
}

/**
 * Orders as the web makes them, through the api on `database`: each of a new user with a verified
 * phone, for publishing their unpaid listing, with a coupon of 1 KM, sent to the sandbox checkout.
 */
export async function checkedOutOrders(database: DatabaseHandle, count: number): Promise<CheckedOutOrder[]> {
  const test = await appOn(database);
  try {
    const admin = await adminUser(test);
    ok(
      await client(test).post('/api/admin/coupons', admin.auth, {
        code: 'KRAH',
        amountOff: 1,
        validFrom: '2026-01-01T00:00:00Z',
        validUntil: '2030-01-01T00:00:00Z',
        maxUses: 100,
      }),
      201,
    );
    const made: CheckedOutOrder[] = [];
    for (let index = 0; index < count; index += 1) {
      const user = await seller(test);
      const listing = await createListing(test, user);
      const order = await orderFor(test, user, [{ propertyId: listing.id, action: 'publish' }]);
      ok(await client(test).put(`/api/orders/${order.id}/coupon`, user.auth, { code: 'KRAH' }));
      await sandboxPathOf(test, user, order.id);
      made.push({ orderId: order.id, listingId: listing.id, ownerId: user.id });
    }
    return made;
  } finally {
    await test.close();
  }
}

/** The sandbox gateway's "approved" notification of an order: its raw bytes and their signature. */
export function approvedNotification(orderId: string): { rawBody: string; signature: string } {
  const rawBody = JSON.stringify({
    orderNumber: orderNumber(orderId),
    status: 'approved',
    amountMinor: totalMinor,
    currency: 'BAM',
    reference: 'SBX-CRASH',
    sentAt: '2026-11-22T10:00:30.000Z',
  });
  return { rawBody, signature: signSandboxBody(sandboxKeyOf(secret), Buffer.from(rawBody)) };
}

/** The provider's retry: the same bytes, the same signature, through the real route. */
export function redeliver(test: TestApp, notification: { rawBody: string; signature: string }) {
  return test.app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/notifications',
    headers: { 'content-type': 'application/json', 'x-sandbox-signature': notification.signature },
    payload: notification.rawBody,
  });
}

async function rows(database: DatabaseHandle, query: ReturnType<typeof sql>) {
  return ((await database.db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;
}

const iso = (value: unknown) =>
  value === null || value === undefined ? null : new Date(String(value)).toISOString();

/**
 * What the database holds of an order: its status and when it was paid, its listing's status and
 * publication, the records a publication writes (its price history entry, the buyer's 'payment'
 * notification, the alerts' matching job it queues), the coupon's uses and the log of
 * notifications received.
 */
export async function leftBehind(database: DatabaseHandle, { orderId, listingId, ownerId }: CheckedOutOrder) {
  const [order] = await rows(database, sql`select status, paid_at from orders where id = ${orderId}`);
  const [item] = await rows(database, sql`select applied_at from order_lines where order_id = ${orderId}`);
  const [listing] = await rows(
    database,
    sql`select status, published_at from properties where id = ${listingId}`,
  );
  const [counts] = await rows(
    database,
    sql`select
      (select count(*)::int from listing_price_history where property_id = ${listingId}) as history,
      (select count(*)::int from notifications where user_id = ${ownerId} and kind = 'payment') as notices,
      (select count(*)::int from coupon_uses where order_id = ${orderId}) as coupon_uses,
      (select count(*)::int from pgboss.job where name = 'alerts.match' and data->>'listingId' = ${listingId}) as matches`,
  );
  const log = await rows(
    database,
    sql`select outcome from payment_notifications where order_id = ${orderId} order by received_at, outcome`,
  );
  return {
    order: order?.status,
    paidAt: iso(order?.paid_at),
    appliedAt: iso(item?.applied_at),
    listing: listing?.status,
    publishedAt: iso(listing?.published_at),
    priceHistory: Number(counts?.history),
    paymentNotices: Number(counts?.notices),
    couponUses: Number(counts?.coupon_uses),
    alertMatches: Number(counts?.matches),
    log: log.map((row) => String(row.outcome)),
  };
}

/** The coupon's count of uses (checkouts in progress and paid orders hold one each). */
export async function couponCount(database: DatabaseHandle): Promise<number> {
  const [coupon] = await rows(database, sql`select uses from coupons where code = 'KRAH'`);
  return Number(coupon?.uses);
}
