import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceClock, createListing, type Seller, seller } from '../../../test/listings-fixtures.ts';
import { orderFor, orderNumber, orderOf, sandboxPathOf } from '../../../test/payments-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { abandonedAfterMs, failedRecheckMs, reconcileAfterMs } from './reconciliation.ts';

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
    expect(await test.jobs.payments.reconcile()).toBe(0);
    expect((await orderOf(test, user, paid.id)).status).toBe('pending');

    await advanceClock(test, reconcileAfterMs, user);
    expect(await test.jobs.payments.reconcile()).toBe(1);
    expect(await orderOf(test, user, paid.id)).toMatchObject({ status: 'paid', provider: 'sandbox' });
    // The provider knows nothing of the other yet: it stays pending until it is abandoned.
    expect((await orderOf(test, user, abandoned.id)).status).toBe('pending');
    expect(await test.jobs.payments.reconcile()).toBe(0);

    await advanceClock(test, abandonedAfterMs, user);
    expect(await test.jobs.payments.reconcile()).toBe(1);
    expect((await orderOf(test, user, abandoned.id)).status).toBe('failed');
    expect(await test.jobs.payments.reconcile()).toBe(0);
  });

  it('asks again about a failed order for a day: money the provider took after all is applied', async () => {
    const user = await seller(test);
    const declined = await orderAtSandbox(user);
    await test.settlement.settle(declined.id, {
      event: 'failed',
      amountMinor: 1000,
      currency: 'BAM',
      provider: 'sandbox',
      providerReference: null,
    });
    expect(await test.jobs.payments.reconcile()).toBe(0);
    // The buyer tried again at the provider, which took the money; its notification never came.
    await approvedAtGatewayOnly(declined.id);
    expect(await test.jobs.payments.reconcile()).toBe(1);
    expect((await orderOf(test, user, declined.id)).status).toBe('paid');
    // A day after its failure it is no longer asked about.
    const late = await orderAtSandbox(user);
    await test.settlement.settle(late.id, {
      event: 'failed',
      amountMinor: 1000,
      currency: 'BAM',
      provider: 'sandbox',
      providerReference: null,
    });
    await advanceClock(test, failedRecheckMs + 1000, user);
    await approvedAtGatewayOnly(late.id);
    expect(await test.jobs.payments.reconcile()).toBe(0);
    expect((await orderOf(test, user, late.id)).status).toBe('failed');
  });

  it('settles every order due in one run', async () => {
    const user = await seller(test);
    const many = [];
    for (let index = 0; index < 3; index += 1) many.push(await orderAtSandbox(user));
    for (const order of many) await approvedAtGatewayOnly(order.id);
    await advanceClock(test, reconcileAfterMs, user);
    expect(await test.jobs.payments.reconcile()).toBe(3);
  });
});
