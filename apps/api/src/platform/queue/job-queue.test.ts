import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openTestDatabase } from '../../../test/test-app.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { defineJob, type JobQueue, jobTransaction, noPayload, startJobQueue } from './job-queue.ts';

let database: DatabaseHandle;
let queue: JobQueue;
beforeAll(async () => {
  database = await openTestDatabase();
  queue = await startJobQueue(database, { log: Fastify().log, pollingIntervalSeconds: 0.5 });
});
afterAll(async () => {
  await queue.stop();
  await database.close();
});

const greeting = defineJob(
  'test.greeting',
  z.object({ name: z.string().min(1), times: z.number().int().default(1) }),
);
const tick = defineJob('test.tick', noPayload);

async function payloadsOf(name: string): Promise<unknown[]> {
  const result = await database.db.execute(
    sql`select data from pgboss.job where name = ${name} order by created_on`,
  );
  return (result as unknown as { rows: Array<{ data: unknown }> }).rows.map((row) => row.data);
}

/** The payloads a worker is handed, as they arrive. */
function received<T>(count: number) {
  const seen: T[] = [];
  let done: () => void;
  const all = new Promise<void>((resolve) => {
    done = resolve;
  });
  return {
    seen,
    all,
    async handle(data: T) {
      seen.push(data);
      if (seen.length === count) done();
    },
  };
}

describe('the job queue', () => {
  it('refuses a payload that does not fit its job, and queues nothing', async () => {
    const refused = defineJob('test.refused', greeting.payload);
    await expect(queue.send(refused, { name: '' })).rejects.toThrow(z.ZodError);
    expect(await payloadsOf(refused.name)).toEqual([]);
  });

  it('hands the worker the payload as its schema parses it; a periodic job carries none', async () => {
    const greetings = received<z.output<typeof greeting.payload>>(1);
    const ticks = received<null>(1);
    await queue.work(greeting, greetings.handle);
    await queue.work(tick, ticks.handle);
    await queue.send(greeting, { name: 'Amra' });
    await queue.send(tick, null);
    await Promise.all([greetings.all, ticks.all]);
    expect(greetings.seen).toEqual([{ name: 'Amra', times: 1 }]);
    expect(ticks.seen).toEqual([null]);
  });

  it('sends inside a transaction: the job exists exactly when the transaction commits', async () => {
    const rolledBack = new Error('rolled back on purpose');
    await expect(
      database.db.transaction(async (tx) => {
        await queue.send(greeting, { name: 'Lost' }, { transaction: jobTransaction(tx) });
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    await database.db.transaction(async (tx) => {
      await queue.send(greeting, { name: 'Kept', times: 2 }, { transaction: jobTransaction(tx) });
    });
    const names = (await payloadsOf(greeting.name)).map((data) => (data as { name: string }).name);
    expect(names).toContain('Kept');
    expect(names).not.toContain('Lost');
  });

  it('refuses to send inside a transaction to a queue no worker created (PGlite would wait forever)', async () => {
    const unknown = defineJob('test.unknown', noPayload);
    await expect(
      database.db.transaction((tx) => queue.send(unknown, null, { transaction: jobTransaction(tx) })),
    ).rejects.toThrow('job test.unknown has no worker');
  });
});
