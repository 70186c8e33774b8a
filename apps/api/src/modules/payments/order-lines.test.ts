import type { AdminOrdersResponse, PropertyResponse } from '@krov/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUser } from '../../../test/agency-fixtures.ts';
import { client, createListing, ok, type Seller, seller } from '../../../test/listings-fixtures.ts';
import {
  cards,
  orderFor,
  orderOf,
  payAtSandbox,
  sandboxPathOf,
  waitForOrder,
} from '../../../test/payments-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { orderLines, orders } from './payments.schema.ts';
import { createProductRegistry, type ProductKind } from './products.ts';

/**
 * The order model (issue 28, 1; decision 185): an order is lines of product kinds. "Renew and
 * promote the same listing in one order" is two lines of one subject under two kinds. Promotion is
 * not sold yet: `listing.promote` here is a kind of this test only, registered beside the
 * modules' own, and payments settle and refund it without a change of theirs.
 */
const promoted = new Map<string, Date>();
const promote: ProductKind = {
  kind: 'listing.promote',
  recheckAtCheckout: false,
  heldWith: [],
  takesCoupon: true,
  paidLink: '/me/properties',
  quote: async (_userId, lines) =>
    lines.map((line) => ({
      subjectId: line.subjectId,
      days: 7,
      quantity: 1,
      unitPriceMinor: 300,
      snapshot: { placement: 'top' },
    })),
  applyIn: async (_tx, _userId, lines, now) => ({
    applied: lines.map((line) => line.position),
    afterCommit: async () => {
      for (const line of lines) promoted.set(line.subjectId, now);
    },
  }),
  withdrawIn: async (_tx, _userId, lines) => ({
    applied: [],
    afterCommit: async () => {
      for (const line of lines) promoted.delete(line.subjectId);
    },
  }),
  describe: () => 'Izdvojeno',
  answer: () => null,
  receipt: () => null,
};

let test: TestApp;
let admin: Seller;

beforeAll(async () => {
  test = await createTestApp({ listingFees: { sell: 10, rent: 5 } }, { products: [promote] });
  admin = await adminUser(test);
});
afterAll(() => test?.close());

describe('the registry of product kinds', () => {
  it('refuses a kind registered twice, and a line of a kind nobody registered', () => {
    expect(() => createProductRegistry([promote, promote])).toThrow('registered twice');
    expect(() => createProductRegistry([promote]).kindOf('listing.bump')).toThrow('no product kind');
  });

  it('quotes one subject under two kinds, never twice under one', async () => {
    const other: ProductKind = { ...promote, kind: 'listing.bump' };
    const registry = createProductRegistry([promote, other]);
    const subjectId = '00000000-0000-4000-8000-000000000001';
    const quoted = await registry.quote('user', [
      { kind: 'listing.bump', subjectId },
      { kind: 'listing.promote', subjectId },
    ]);
    expect(quoted.map((line) => [line.kind, line.subjectId])).toEqual([
      ['listing.bump', subjectId],
      ['listing.promote', subjectId],
    ]);
    await expect(
      registry.quote('user', [
        { kind: 'listing.promote', subjectId },
        { kind: 'listing.promote', subjectId },
      ]),
    ).rejects.toThrow('twice under one kind');
  });
});

describe('renew and promote the same listing in one order', () => {
  let user: Seller;
  let listingId: string;
  let orderId: string;

  it('is two lines of one listing; its answer shows the renewal, its total both', async () => {
    user = await seller(test);
    listingId = (await createListing(test, user)).id;
    const published = await orderFor(test, user, [{ propertyId: listingId, action: 'publish' }]);
    await payAtSandbox(test, await sandboxPathOf(test, user, published.id), cards.approved);
    await waitForOrder(test, user, published.id, (each) => each.status === 'paid');
    // The renewal is quoted by the listings' own kind; the promotion's line is added beside it.
    orderId = (await orderFor(test, user, [{ propertyId: listingId, action: 'renew' }])).id;
    const [quoted] = await createProductRegistry([promote]).quote(user.id, [
      { kind: 'listing.promote', subjectId: listingId },
    ]);
    if (!quoted) throw new Error('no promotion quoted');
    const db = test.database.db;
    await db
      .insert(orderLines)
      .values({ ...quoted, orderId, position: 1, kind: 'listing.promote', amountMinor: 300 });
    await db.update(orders).set({ subtotalMinor: 1300, totalMinor: 1300 }).where(eq(orders.id, orderId));
    const line = {
      orderId,
      position: 2,
      kind: 'listing.promote',
      subjectId: listingId,
      unitPriceMinor: 1,
      amountMinor: 1,
    };
    await expect(db.insert(orderLines).values(line)).rejects.toThrow();
    expect(await orderOf(test, user, orderId)).toMatchObject({
      items: [{ propertyId: listingId, action: 'renew', listingType: 'sell', days: 30, amount: 10 }],
      invoiceId: null,
      total: 13,
    });
  });

  it('paid, both lines are applied by their kinds: renewed and promoted', async () => {
    const before = ok<PropertyResponse>(await client(test).get(`/api/properties/${listingId}`, user.auth));
    await payAtSandbox(test, await sandboxPathOf(test, user, orderId), cards.approved);
    await waitForOrder(test, user, orderId, (each) => each.status === 'paid');
    const after = ok<PropertyResponse>(await client(test).get(`/api/properties/${listingId}`, user.auth));
    expect(Date.parse(String(after.validUntil))).toBe(
      Date.parse(String(before.validUntil)) + 30 * 86_400_000,
    );
    // The kind's afterCommit runs once the order's commit is seen: the test may read "paid" first.
    await expect.poll(() => promoted.has(listingId)).toBe(true);
    const lines = await test.database.db
      .select({ kind: orderLines.kind, appliedAt: orderLines.appliedAt })
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId))
      .orderBy(orderLines.position);
    expect(lines).toEqual([
      { kind: 'listing.renew', appliedAt: test.clock.now() },
      { kind: 'listing.promote', appliedAt: test.clock.now() },
    ]);
    const page = ok<AdminOrdersResponse>(
      await client(test).get(`/api/admin/orders?q=${orderId}`, admin.auth),
    );
    expect(page.items[0]?.applied).toBe('all');
  });

  it('refunded, both are withdrawn by their kinds', async () => {
    ok(
      await client(test).post(`/api/admin/orders/${orderId}/refund`, admin.auth, { reason: 'Probni povrat' }),
    );
    const after = ok<PropertyResponse>(await client(test).get(`/api/properties/${listingId}`, user.auth));
    expect(after.status).toBe('expired');
    expect(promoted.has(listingId)).toBe(false);
  });
});
