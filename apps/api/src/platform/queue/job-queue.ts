import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger as Logger } from 'fastify';
import {
  type Db,
  type DrizzleTransactionLike,
  fromDrizzle,
  fromPglite,
  type JobResult,
  PgBoss,
} from 'pg-boss';
import { z } from 'zod';
import type { Database, DatabaseHandle } from '../db/database.ts';

/** A kind of job: its queue's name and the one schema its payload is checked against when it runs. */
export interface Job<Payload extends z.ZodType> {
  name: string;
  payload: Payload;
  /**
   * A worker that dies mid-job (a crash, a kill) leaves the job active; with a heartbeat, the job
   * is retried once the heartbeat is this many seconds stale (pg-boss's supervisor, every
   * `superviseIntervalSeconds`), instead of after the 15-minute expiry. For work someone waits for.
   */
  heartbeatSeconds?: number;
}

export function defineJob<Payload extends z.ZodType>(
  name: string,
  payload: Payload,
  options: Pick<Job<Payload>, 'heartbeatSeconds'> = {},
): Job<Payload> {
  return { name, payload, ...options };
}

/** How often pg-boss looks for jobs whose worker died (a stale heartbeat). */
export const superviseIntervalSeconds = 10;

/** The payload of a periodic job: pg-boss's cron sends none. */
export const noPayload = z.null();
export type PeriodicJob = Job<typeof noPayload>;

declare const transactionBrand: unique symbol;
/** A caller's open transaction, as the queue writes jobs into it (see `jobTransaction`). */
export type JobTransaction = { readonly [transactionBrand]: true };

/**
 * The queue's view of a Drizzle transaction: a job sent through it is a row of that transaction,
 * committed with the caller's own writes or rolled back with them (pg-boss's Drizzle adapter,
 * the same on PGlite and node-postgres).
 */
export function jobTransaction(tx: Database): JobTransaction {
  // Drizzle's execute() is typed `unknown` across drivers; both of ours answer { rows }.
  return fromDrizzle(tx as unknown as DrizzleTransactionLike, sql) as unknown as JobTransaction;
}

export interface SendOptions {
  /** Send inside this transaction: the job exists exactly when the transaction commits. */
  transaction?: JobTransaction;
}

export interface JobQueue {
  /** Enqueue a job (its payload checked first); the queue retries it with backoff when its handler throws. */
  send<P extends z.ZodType>(job: Job<P>, data: z.input<P>, options?: SendOptions): Promise<void>;
  /** Many jobs of one kind in one statement (a batch of notifications), in a transaction when given. */
  sendMany<P extends z.ZodType>(
    job: Job<P>,
    data: readonly z.input<P>[],
    options?: SendOptions,
  ): Promise<void>;
  /**
   * Handle jobs of a queue (one at a time per instance is enough for our volumes). Each payload is
   * parsed by the job's schema before the handler sees it; one that does not fit fails the job.
   * Registering a worker also creates the queue, which a send inside a transaction needs first.
   */
  work<P extends z.ZodType>(job: Job<P>, handler: (data: z.output<P>) => Promise<void>): Promise<void>;
  /**
   * Sends a job of the queue on a cron schedule (UTC). The schedule lives in the database, so with
   * several instances each occurrence is sent once; calling it again only updates it.
   */
  schedule(job: PeriodicJob, cron: string): Promise<void>;
  /**
   * Starts the workers recorded so far; later ones start at once. With `deferWorkers`, `work` only
   * records a worker (and creates its queue) until this is called: the app calls it once it is
   * ready, so no handler runs (and calls into the app) while its plugins are still registered.
   */
  startWorkers(): Promise<void>;
  /** Runs pg-boss's supervisor of the job's queue now (stale heartbeats retried): for tests. */
  superviseNow(job: Job<z.ZodType>): Promise<void>;
  stop(): Promise<void>;
}

interface QueueOptions {
  log: Logger;
  /** Only the instances that run workers poll; tests of routes without jobs may skip it. */
  pollingIntervalSeconds?: number;
  /**
   * Whether this instance fires the cron schedules (default true). Tests turn it off: they run a
   * periodic job when they mean to, with their own clock, never because a real minute passed.
   */
  runSchedules?: boolean;
  /**
   * Whether workers wait for `startWorkers` (the app's: they start once it is ready, issue 27). A
   * job queued before a restart would otherwise be handled while the app is still assembled.
   */
  deferWorkers?: boolean;
}

/** Any id: looking it up only makes pg-boss cache the queue (see ensureQueue). */
const noJobId = '00000000-0000-0000-0000-000000000000';

/**
 * pg-boss on the same PostgreSQL as the data (PGlite or the server): no other service to run.
 * A job that must not be lost is sent inside the transaction of the change it belongs to
 * (`SendOptions.transaction`), so a crash can never keep the change and lose the job.
 */
export async function startJobQueue(database: DatabaseHandle, options: QueueOptions): Promise<JobQueue> {
  const schedule = options.runSchedules ?? true;
  const boss = database.pglite
    ? new PgBoss({
        db: fromPglite(database.pglite),
        backend: 'pglite',
        useListenNotify: true,
        schedule,
        superviseIntervalSeconds,
      })
    : new PgBoss({
        connectionString: database.url,
        max: 4,
        useListenNotify: true,
        schedule,
        superviseIntervalSeconds,
      });
  boss.on('error', (error: Error) => options.log.error({ err: error }, 'job queue error'));
  await boss.start();
  const created = new Set<string>();
  /** Workers waiting for `startWorkers` (only with `deferWorkers`); null once they started. */
  let waiting: Array<() => Promise<void>> | null = options.deferWorkers ? [] : null;

  async function ensureQueue(job: Pick<Job<z.ZodType>, 'name' | 'heartbeatSeconds'>): Promise<void> {
    const { name } = job;
    if (created.has(name)) return;
    const options = {
      notify: true,
      retryLimit: 8,
      retryBackoff: true,
      retryDelay: 5,
      deleteAfterSeconds: 7 * 24 * 3600,
      ...(job.heartbeatSeconds ? { heartbeatSeconds: job.heartbeatSeconds } : {}),
    };
    await boss.createQueue(name, options);
    // A queue made before its job had a heartbeat gets it now (createQueue leaves one as it is).
    if (job.heartbeatSeconds) await boss.updateQueue(name, { heartbeatSeconds: job.heartbeatSeconds });
    // pg-boss looks a queue up on its own connection the first time it sends to it. Inside a
    // transaction on PGlite (one connection) that lookup would wait for the transaction forever,
    // so the queue is looked up (and cached) now.
    await boss.getJobById(name, noJobId);
    created.add(name);
  }

  /** pg-boss's worker of the job's queue, from now on. */
  async function startWorker<P extends z.ZodType>(
    job: Job<P>,
    handler: (data: z.output<P>) => Promise<void>,
  ): Promise<void> {
    const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
    // NOTIFY wakes an idle worker at once, but a notification that arrives while the worker is
    // busy is lost; pg-boss's backstop for that is 30 s, so a burst of jobs (several photos,
    // several e-mails) waited that long. The backstop is the normal polling interval instead.
    const polling = { pollingIntervalSeconds, notifyPollingIntervalSeconds: pollingIntervalSeconds };
    // A burst (a digest's e-mails, a batch of photos) would otherwise wait one polling interval
    // per job once no NOTIFY wakes the worker: fetch up to ten at a time and fetch again at once
    // while the batches come back full. Each job settles on its own, so one failing job is
    // retried alone and never repeats the others' side effects (an e-mail sent twice).
    const batching = { batchSize: 10, burstWhenBatchFull: true, perJobResults: true } as const;
    await boss.work(job.name, { ...polling, ...batching }, async (jobs) => {
      const results: JobResult[] = [];
      for (const { id, data } of jobs) {
        try {
          await handler(job.payload.parse(data));
          results.push({ id, status: 'completed' });
        } catch (error) {
          options.log.warn({ err: error, job: job.name }, 'job failed; it will be retried');
          results.push({
            id,
            status: 'failed',
            output: { message: String((error as Error)?.message ?? error) },
          });
        }
      }
      return results;
    });
  }

  return {
    async send(job, data, sendOptions = {}) {
      const payload = job.payload.parse(data) as object;
      if (sendOptions.transaction) {
        if (!created.has(job.name))
          throw new Error(`job ${job.name} has no worker: its queue does not exist yet`);
        await boss.send(job.name, payload, { db: sendOptions.transaction as unknown as Db });
        return;
      }
      await ensureQueue(job);
      await boss.send(job.name, payload);
    },
    async sendMany(job, items, sendOptions = {}) {
      if (items.length === 0) return;
      const jobs = items.map((data) => ({ data: job.payload.parse(data) as object }));
      if (sendOptions.transaction) {
        if (!created.has(job.name))
          throw new Error(`job ${job.name} has no worker: its queue does not exist yet`);
        await boss.insert(job.name, jobs, { db: sendOptions.transaction as unknown as Db });
        return;
      }
      await ensureQueue(job);
      await boss.insert(job.name, jobs);
    },
    async work(job, handler) {
      await ensureQueue(job);
      const start = () => startWorker(job, handler);
      if (waiting) waiting.push(start);
      else await start();
    },
    async startWorkers() {
      const starts = waiting ?? [];
      waiting = null;
      for (const start of starts) await start();
    },
    async schedule(job, cron) {
      await ensureQueue(job);
      await boss.schedule(job.name, cron, null);
    },
    async superviseNow(job) {
      await ensureQueue(job);
      await boss.supervise(job.name);
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
