import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { orderNumber } from '../../../test/payments-fixtures.ts';
import { createTestApp, openTestDatabase } from '../../../test/test-app.ts';
import type { DatabaseHandle } from '../../platform/db/database.ts';
import { type JobQueue, startJobQueue } from '../../platform/queue/job-queue.ts';
import { secret } from '../listings/crash/crash-fixtures.ts';
import {
  type CheckedOutOrder,
  checkedOutOrders,
  leftBehind,
  listingFees,
} from './crash/payment-crash-fixtures.ts';
import { createSandboxRepository } from './providers/sandbox/sandbox.repository.ts';
import { sandboxNotifyJob } from './providers/sandbox/sandbox-gateway.ts';

/**
 * Issue 27 (26, 29): the sandbox's notification of a card taken just before the api died. The
 * restarted api handles it only once it is ready (the worker calls back into the app through
 * `app.inject`), and a notification whose worker died mid-job is handed back within the heartbeat,
 * not after pg-boss's 15-minute expiry.
 */
let database: DatabaseHandle;
/** A queue on the same database with no worker: it sends and supervises as another instance would. */
let bystander: JobQueue;
let order: CheckedOutOrder;

beforeEach(async () => {
  database = await openTestDatabase();
  [order] = (await checkedOutOrders(database, 1)) as [CheckedOutOrder];
  bystander = await startJobQueue(database, {
    log: Fastify({ logger: false }).log,
    runSchedules: false,
    deferWorkers: true,
  });
  // The card was approved on the sandbox's page and its notification queued; then the api died.
  const sandbox = createSandboxRepository(database.db);
  const payment = await sandbox.byOrderNumber(orderNumber(order.orderId));
  if (!payment) throw new Error('no sandbox checkout');
  await sandbox.move(payment.id, 'open', {
    status: 'approved',
    cardLast4: '4242',
    reference: 'SBX-RESTART',
    decidedAt: new Date('2026-11-22T10:00:30.000Z'),
  });
  await bystander.send(sandboxNotifyJob, { paymentId: payment.id });
}, 60_000);

afterEach(async () => {
  await bystander.stop();
  await database.close();
});

async function notifyJobs(): Promise<Array<{ state: string; heartbeat_seconds: number | null }>> {
  const result = await database.db.execute(
    sql`select state, heartbeat_seconds from pgboss.job where name = ${sandboxNotifyJob.name}`,
  );
  return (result as unknown as { rows: Array<{ state: string; heartbeat_seconds: number | null }> }).rows;
}

/** Polls until the order is paid; the deadline only guards against a hang. */
async function untilPaid(): Promise<void> {
  const deadline = Date.now() + 30_000;
  while ((await leftBehind(database, order)).order !== 'paid') {
    if (Date.now() > deadline) throw new Error('the order was never paid');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the sandbox notification queued before a restart', () => {
  it('is handled once the restarted api is ready, never while it is assembled', async () => {
    let beforeReady: string[] = [];
    const test = await createTestApp(
      { listingFees, authSecret: secret },
      {
        database,
        // Built, every plugin registered, not ready yet: no worker has taken the job.
        beforeReady: async () => {
          beforeReady = (await notifyJobs()).map((job) => job.state);
        },
      },
    );
    try {
      expect(beforeReady).toEqual(['created']);
      await untilPaid();
      const left = await leftBehind(database, order);
      expect({ listing: left.listing, log: left.log }).toEqual({ listing: 'listed', log: ['applied'] });
      expect(test.logs.filter((line) => /job failed|already booted/.test(line))).toEqual([]);
    } finally {
      await test.close();
    }
  }, 60_000);

  it('whose worker died mid-job is handed back once its heartbeat is stale, and applied', async () => {
    // pg-boss's own record: the queue and its job carry the heartbeat (the photo jobs' 10 s).
    expect(await notifyJobs()).toEqual([{ state: 'created', heartbeat_seconds: 10 }]);
    // A worker took the job and died: active, its last heartbeat a minute old (as the next
    // minute would leave it), so no other worker fetches it.
    await database.db.execute(
      sql`update pgboss.job set state = 'active', started_on = now(), heartbeat_on = now() - interval '1 minute'
          where name = ${sandboxNotifyJob.name}`,
    );
    const test = await createTestApp({ listingFees, authSecret: secret }, { database });
    try {
      // pg-boss's supervisor (every 10 s in production), run now: the stale job is failed for a retry.
      await bystander.superviseNow(sandboxNotifyJob);
      expect((await notifyJobs()).map((job) => job.state)).toEqual(['retry']);
      // The retry's backoff passes, as the next seconds would; the restarted api's worker applies it.
      await database.db.execute(
        sql`update pgboss.job set start_after = now() where name = ${sandboxNotifyJob.name}`,
      );
      await untilPaid();
      expect((await leftBehind(database, order)).log).toEqual(['applied']);
    } finally {
      await test.close();
    }
  }, 60_000);
});
