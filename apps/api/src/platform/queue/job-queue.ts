import type { FastifyBaseLogger as Logger } from 'fastify';
import { fromPglite, PgBoss } from 'pg-boss';
import type { DatabaseHandle } from '../db/database.ts';

export interface JobQueue {
  /** Enqueue a job; the queue retries it with backoff when its handler throws. */
  send(name: string, data: object): Promise<void>;
  /** Handle jobs of a queue (one at a time per instance is enough for our volumes). */
  work(name: string, handler: (data: unknown) => Promise<void>): Promise<void>;
  /**
   * Sends a job of the queue on a cron schedule (UTC). The schedule lives in the database, so with
   * several instances each occurrence is sent once; calling it again only updates it.
   */
  schedule(name: string, cron: string): Promise<void>;
  stop(): Promise<void>;
}

interface QueueOptions {
  log: Logger;
  /** Only the instances that run workers poll; tests of routes without jobs may skip it. */
  pollingIntervalSeconds?: number;
}

/**
 * pg-boss on the same PostgreSQL as the data (PGlite or the server): no other service to run,
 * and a job enqueued in the same moment as the data it belongs to is never lost.
 */
export async function startJobQueue(database: DatabaseHandle, options: QueueOptions): Promise<JobQueue> {
  const boss = database.pglite
    ? new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite', useListenNotify: true })
    : new PgBoss({ connectionString: database.url, max: 4, useListenNotify: true });
  boss.on('error', (error: Error) => options.log.error({ err: error }, 'job queue error'));
  await boss.start();
  const created = new Set<string>();

  async function ensureQueue(name: string): Promise<void> {
    if (created.has(name)) return;
    await boss.createQueue(name, {
      notify: true,
      retryLimit: 8,
      retryBackoff: true,
      retryDelay: 5,
      deleteAfterSeconds: 7 * 24 * 3600,
    });
    created.add(name);
  }

  return {
    async send(name, data) {
      await ensureQueue(name);
      await boss.send(name, data);
    },
    async work(name, handler) {
      await ensureQueue(name);
      const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
      // NOTIFY wakes an idle worker at once, but a notification that arrives while the worker is
      // busy is lost; pg-boss's backstop for that is 30 s, so a burst of jobs (several photos,
      // several e-mails) waited that long. The backstop is the normal polling interval instead.
      const polling = { pollingIntervalSeconds, notifyPollingIntervalSeconds: pollingIntervalSeconds };
      await boss.work(name, polling, async (jobs) => {
        for (const job of jobs) await handler(job.data);
      });
    },
    async schedule(name, cron) {
      await ensureQueue(name);
      await boss.schedule(name, cron, null);
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
