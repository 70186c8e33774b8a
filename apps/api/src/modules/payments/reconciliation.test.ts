import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, createListing, type Seller, seller } from '../../../test/listings-fixtures.ts';
import { orderFor, orderNumber, orderOf, sandboxPathOf } from '../../../test/payments-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { abandonedAfterMs, reconcileAfterMs } from './reconciliation.ts';

let test: TestApp;

beforeAll(async () => {
  test = await createTestApp({ listingFees: { sell: 10, rent: 5 } });
});
afterAll(() => test?.close());

async function orderAtSandbox(user: Seller) {
  const listing = await createListing(test, user);
  const order = await orderFor(test, user, [{ propertyId: listing.id, action: 'publish' }]);
  await sandboxPathOf(test, user, order.id);
  return order;
}

/** The gateway took the money, but its notification never reached us (its job lost with the network). */
async function approvedAtGatewayOnly(orderId: string) {
  await test.database.db.execute(
    sql`update sandbox_payments set status = 'approved', reference = 'SBX-LOST' where order_number = ${orderNumber(orderId)}`,
  );
}

describe('the reconciliation of orders left pending at the provider', () => {
  it('asks the provider: a paid one is applied once, a young one waits, an abandoned one fails', async () => {
    const user = await seller(test);
    const paid = await orderAtSandbox(user);
    await approvedAtGatewayOnly(paid.id);
    const abandoned = await orderAtSandbox(user);
    // Still on the provider's page, perhaps: not asked yet.
    expect(await test.app.paymentJobs.reconcile()).toBe(0);
    expect((await orderOf(test, user, paid.id)).status).toBe('pending');

    await advanceClock(test, reconcileAfterMs, user);
    expect(await test.app.paymentJobs.reconcile()).toBe(1);
    expect(await orderOf(test, user, paid.id)).toMatchObject({ status: 'paid', provider: 'sandbox' });
    // The provider knows nothing of the other yet: it stays pending until it is abandoned.
    expect((await orderOf(test, user, abandoned.id)).status).toBe('pending');
    expect(await test.app.paymentJobs.reconcile()).toBe(0);

    await advanceClock(test, abandonedAfterMs, user);
    expect(await test.app.paymentJobs.reconcile()).toBe(1);
    expect((await orderOf(test, user, abandoned.id)).status).toBe('failed');
    expect(await test.app.paymentJobs.reconcile()).toBe(0);
  });
});
