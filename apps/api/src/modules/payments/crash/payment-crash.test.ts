import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngine } from '../../../../test/test-engine.ts';
import type { DatabaseHandle } from '../../../platform/db/database.ts';
import {
  databaseForChild,
  removeTempFolders,
  runChild,
  secret,
  tempFolder,
} from '../../listings/crash/crash-fixtures.ts';
import {
  appOn,
  approvedNotification,
  type CheckedOutOrder,
  checkedOutOrders,
  couponCount,
  leftBehind,
  type PaymentCrashPoint,
  paymentCrashPoints,
  redeliver,
} from './payment-crash-fixtures.ts';

/**
 * Issue 17: the api killed (SIGKILL) in the middle of applying a paid notification loses no paid
 * order and publishes nothing twice once the provider retries it. A child process takes the
 * sandbox's signed "approved" notification through the real route and is killed right after a
 * statement of the settling transaction, or after its COMMIT; the database it leaves (PGlite's
 * folder after recovery, or the server, which rolls the dead connection's transaction back) holds
 * all of the payment or none of it, and the same notification delivered again to a fresh api ends
 * with the order paid and its listing published once.
 */
const child = fileURLToPath(new URL('./payment-crash.child.ts', import.meta.url));

let place: { dataDir?: string; url?: string };
let open: () => Promise<DatabaseHandle>;
/** One order per crash point, and one for the rounds of crashes. */
let orders: CheckedOutOrder[];

beforeAll(async () => {
  ({ place, open } = await databaseForChild());
  const database = await open();
  try {
    orders = await checkedOutOrders(database, paymentCrashPoints.length + 1);
  } finally {
    await database.close();
  }
}, 120_000);
afterAll(removeTempFolders);

/** The api's clock in the crashing child's run `round`, and in the retry's fresh api. */
const childNow = (round: number) => new Date(Date.UTC(2026, 10, 22, 10, 1 + round)).toISOString();
const retryNow = new Date('2026-11-22T10:30:00.000Z');

/** The child takes the order's notification and is killed at `crashAt`. */
async function crash(order: CheckedOutOrder, crashAt: PaymentCrashPoint, now: string): Promise<void> {
  const { signal, output } = await runChild(child, {
    engine: testEngine(),
    ...place,
    uploadsDir: tempFolder(),
    listingId: order.listingId,
    ownerId: order.ownerId,
    secret,
    crashAt,
    orderId: order.orderId,
    ...approvedNotification(order.orderId),
    now,
  });
  expect(signal, output).toBe('SIGKILL');
}

/** Nothing of the payment: the order still waits for its money, the listing is not on the site. */
const untouched = {
  order: 'pending',
  paidAt: null,
  appliedAt: null,
  listing: 'unpaid',
  publishedAt: null,
  priceHistory: 0,
  paymentNotices: 0,
  couponUses: 1,
  alertMatches: 0,
  log: [],
};

/** All of the payment, applied at `at`, once. */
const paidAt = (at: string, log: string[]) => ({
  order: 'paid',
  paidAt: at,
  appliedAt: at,
  listing: 'listed',
  publishedAt: at,
  priceHistory: 1,
  paymentNotices: 1,
  couponUses: 1,
  alertMatches: 1,
  log,
});

/** What the crash left, read straight from the database with no api on it. */
async function inspect(order: CheckedOutOrder) {
  const database = await open();
  try {
    return await leftBehind(database, order);
  } finally {
    await database.close();
  }
}

/**
 * A fresh api started on what the crash left (checked first against `left`) gets the same
 * notification twice: the provider's retries.
 */
async function retried(order: CheckedOutOrder, left: object) {
  const database = await open();
  const test = await appOn(database);
  try {
    expect(await leftBehind(database, order)).toEqual(left);
    test.clock.set(retryNow);
    for (const attempt of [1, 2]) {
      const answer = await redeliver(test, approvedNotification(order.orderId));
      expect(answer.statusCode, `retry ${attempt}: ${answer.body}`).toBe(200);
    }
    // Public: anyone sees it.
    expect(
      (await test.app.inject({ method: 'GET', url: `/api/properties/${order.listingId}` })).statusCode,
    ).toBe(200);
    // Every order holds its one use of the coupon (checked out, or paid): none taken twice.
    expect(await couponCount(database)).toBe(orders.length);
    return await leftBehind(database, order);
  } finally {
    await test.close();
    await database.close();
  }
}

describe('a crash while a paid notification is applied', () => {
  it.each(paymentCrashPoints.map((point, index) => [point, index] as const))(
    'killed %s: all of the payment or none; retried, paid and published once',
    async (crashAt, index) => {
      const order = orders[index] as CheckedOutOrder;
      await crash(order, crashAt, childNow(0));
      // The log is written after the settling transaction: the crash always came before it.
      const left = crashAt === 'after-commit' ? paidAt(childNow(0), []) : untouched;
      const applied = crashAt === 'after-commit' ? childNow(0) : retryNow.toISOString();
      const log = crashAt === 'after-commit' ? ['unchanged', 'unchanged'] : ['applied', 'unchanged'];
      expect(await retried(order, left)).toEqual(paidAt(applied, log));
    },
    120_000,
  );

  it('killed again and again at varying points, then retried: paid and published once', async () => {
    const order = orders[paymentCrashPoints.length] as CheckedOutOrder;
    // Each child start costs seconds (PGlite's WebAssembly, the app): three deliveries die here.
    const rounds: PaymentCrashPoint[] = ['after-notification-insert', 'after-listing-update'];
    for (const [round, crashAt] of rounds.entries()) {
      await crash(order, crashAt, childNow(round));
      expect(await inspect(order), `round ${round}: ${crashAt}`).toEqual(untouched);
    }
    // The last delivery dies once its payment committed.
    const last = childNow(rounds.length);
    await crash(order, 'after-commit', last);
    expect(await retried(order, paidAt(last, []))).toEqual(paidAt(last, ['unchanged', 'unchanged']));
  }, 120_000);
});
