import type { AdminOrdersResponse, MyOrdersResponse, NotificationsResponse } from '@krov/contracts';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUser, approvedAgency } from '../../../test/agency-fixtures.ts';
import { invoiceFees, myInvoices, sarajevoWinter } from '../../../test/agency-invoice-fixtures.ts';
import {
  advanceClock,
  client,
  createListing,
  listedListing,
  listingInput,
  ok,
  type Seller,
  seller,
} from '../../../test/listings-fixtures.ts';
import {
  cards,
  orderFor,
  orderOf,
  payAtSandbox,
  sandboxPathOf,
  waitForOrder,
} from '../../../test/payments-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { notifications } from '../notifications/notifications.schema.ts';

/**
 * The orders' answers recorded (issue 28, 1): GET /api/orders/{id}, /api/users/me/orders, the
 * admins' /api/admin/orders, the payment notifications' receipts and the buyers' notification
 * lists, for a fixed set of orders — paid with a coupon, paid and partly applied, refunded, failed,
 * pending, an agency invoice's — made through the api on the fixed test clock. Ids, e-mails and
 * names differ from run to run: each is replaced by a name in the order it first appears, so the
 * rest is compared byte for byte with the file recorded on the commit before order lines.
 */
let test: TestApp;
let admin: Seller;
let buyer: Seller;
let other: Seller;
let owner: Seller;
/** Each order with its buyer. */
const made: { id: string; user: Seller }[] = [];

/** A second between orders: lists sort them by creation, then by (random) id. */
const later = () => test.clock.advance(1000);

async function pay(user: Seller, orderId: string, card: string) {
  await payAtSandbox(test, await sandboxPathOf(test, user, orderId), card);
  await waitForOrder(test, user, orderId, (each) => each.status !== 'pending');
}

beforeAll(async () => {
  test = await createTestApp(invoiceFees);
  admin = await adminUser(test);
  ok(
    await client(test).post('/api/admin/coupons', admin.auth, {
      code: 'DESET',
      amountOff: 1,
      validFrom: '2026-01-01T00:00:00Z',
      validUntil: '2030-01-01T00:00:00Z',
      maxUses: 5,
    }),
    201,
  );
  // An agency's issued invoice, paid through an order.
  ({ owner } = await approvedAgency(test, admin, { name: 'Snimljene Nekretnine' }));
  await listedListing(test, owner);
  buyer = await seller(test, { name: 'Amra Kupac' });
  other = await seller(test, { name: 'Emir Kupac' });
  const [sale, rent, partSale, partRent] = [
    await createListing(test, buyer, { address: 'Ferhadija 1' }),
    await createListing(test, buyer, { listingType: 'rent', price: 700, address: 'Titova 2' }),
    await createListing(test, buyer, { address: 'Maršala Tita 3' }),
    await createListing(test, buyer, { listingType: 'rent', price: 600, address: 'Obala 4' }),
  ];
  const [refunded, declined] = [
    await createListing(test, other, { address: 'Dolac Malta 5' }),
    await createListing(test, other, { address: 'Grbavica 6' }),
  ];
  // Paid with a coupon: both listings published.
  const withCoupon = await orderFor(test, buyer, [
    { propertyId: sale.id, action: 'publish' },
    { propertyId: rent.id, action: 'publish' },
  ]);
  ok(await client(test).put(`/api/orders/${withCoupon.id}/coupon`, buyer.auth, { code: 'DESET' }));
  await pay(buyer, withCoupon.id, cards.approved);
  later();
  // Paid, partly applied: the rent became a sale while the money was at the provider.
  const partly = await orderFor(test, buyer, [
    { propertyId: partSale.id, action: 'publish' },
    { propertyId: partRent.id, action: 'publish' },
  ]);
  const page = await sandboxPathOf(test, buyer, partly.id);
  ok(
    await client(test).put(
      `/api/properties/${partRent.id}`,
      buyer.auth,
      listingInput({ listingType: 'sell', address: 'Obala 4' }),
    ),
  );
  await payAtSandbox(test, page, cards.approved);
  await waitForOrder(test, buyer, partly.id, (each) => each.status !== 'pending');
  later();
  // Paid, then refunded by an admin.
  const refundedOrder = await orderFor(test, other, [{ propertyId: refunded.id, action: 'publish' }]);
  await pay(other, refundedOrder.id, cards.approved);
  later();
  ok(
    await client(test).post(`/api/admin/orders/${refundedOrder.id}/refund`, admin.auth, {
      reason: 'Kupac je tražio povrat',
    }),
  );
  later();
  // Declined at the provider.
  const failed = await orderFor(test, other, [{ propertyId: declined.id, action: 'publish' }]);
  await pay(other, failed.id, cards.declined);
  later();
  // Pending: renewing the sale and the rent, not yet sent to a provider.
  const pending = await orderFor(test, buyer, [
    { propertyId: rent.id, action: 'renew' },
    { propertyId: sale.id, action: 'renew' },
  ]);
  // The invoice of the agency's November, issued on the 1st of December and paid.
  test.clock.set(sarajevoWinter('2026-12-01T00:05'));
  await test.jobs.invoices.issueDue();
  await advanceClock(test, 3_600_000, admin, owner, buyer, other);
  const issued = (await myInvoices(test, owner)).items.find((invoice) => invoice.status === 'unpaid');
  if (!issued) throw new Error('no invoice was issued');
  const invoiceOrder = ok<{ id: string }>(
    await client(test).post('/api/orders', owner.auth, { invoiceId: issued.id }),
    201,
  );
  await pay(owner, invoiceOrder.id, cards.approved);
  made.push(
    { id: withCoupon.id, user: buyer },
    { id: partly.id, user: buyer },
    { id: refundedOrder.id, user: other },
    { id: failed.id, user: other },
    { id: pending.id, user: buyer },
    { id: invoiceOrder.id, user: owner },
  );
});
afterAll(() => test?.close());

/** The JSON with each id (in cursors too), order number, e-mail and name replaced by its first appearance's name. */
function normalised(value: unknown): string {
  // A cursor holds an id: written out, so that its id is named too.
  let text = JSON.stringify(value, null, 2).replace(
    /"nextCursor": "([\w-]+)"/g,
    (_, cursor: string) => `"nextCursor": ${JSON.stringify(Buffer.from(cursor, 'base64url').toString())}`,
  );
  const names = new Map<string, string>();
  const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
  for (const id of text.match(uuid) ?? []) {
    if (names.has(id.toLowerCase())) continue;
    const name = `id-${names.size + 1}`;
    names.set(id.toLowerCase(), name);
  }
  for (const [id, name] of names) {
    text = text.replaceAll(id, name);
    text = text.replaceAll(id.slice(0, 8).toUpperCase(), `number-of-${name}`);
    text = text.replaceAll(id.replaceAll('-', ''), `reference-of-${name}`);
  }
  for (const [index, user] of [admin, buyer, other, owner].entries()) {
    text = text.replaceAll(user.email, `email-${index + 1}`);
  }
  // The sandbox's references of payments.
  const references = [...new Set(text.match(/SBX-[0-9A-F]{12}/g) ?? [])];
  for (const [index, reference] of references.entries())
    text = text.replaceAll(reference, `SBX-${index + 1}`);
  return `${text}\n`;
}

describe('the orders’ answers, byte for byte', () => {
  it('as recorded before order lines', async () => {
    const answers = {
      orders: await Promise.all(made.map(({ id, user }) => orderOf(test, user, id))),
      mine: ok<MyOrdersResponse>(await client(test).get('/api/users/me/orders?limit=2', buyer.auth)),
      othersOrders: ok<MyOrdersResponse>(await client(test).get('/api/users/me/orders', other.auth)),
      ownersOrders: ok<MyOrdersResponse>(await client(test).get('/api/users/me/orders', owner.auth)),
      admins: ok<AdminOrdersResponse>(await client(test).get('/api/admin/orders', admin.auth)),
      adminsPaid: ok<AdminOrdersResponse>(
        await client(test).get('/api/admin/orders?status=paid&limit=2', admin.auth),
      ),
      receipts: (
        await test.database.db
          .select({ link: notifications.link, key: notifications.dedupeKey, params: notifications.params })
          .from(notifications)
          .where(eq(notifications.kind, 'payment'))
          .orderBy(asc(notifications.createdAt), asc(notifications.dedupeKey))
      ).map((row) => ({ ...row, key: row.key.replace(/:[0-9a-f-]{36}$/, ':order') })),
      notifications: await Promise.all(
        [buyer, other, owner].map(
          async (user) =>
            ok<NotificationsResponse>(await client(test).get('/api/users/me/notifications', user.auth)).items,
        ),
      ),
    };
    await expect(normalised(answers)).toMatchFileSnapshot('./__snapshots__/orders-answers.json');
  });
});
