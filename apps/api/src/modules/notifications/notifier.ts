import { z } from 'zod';
import type { Database } from '../../platform/db/database.ts';
import { defineJob, type JobQueue, jobTransaction } from '../../platform/queue/job-queue.ts';
import { type NotificationRequest, notificationRequest } from './notification-request.ts';
import { createNotificationsRepository } from './notifications.repository.ts';

/** Sends a batch of stored notifications out on their channels (delivery.ts). */
export const deliverJob = defineJob(
  'notifications.deliver',
  z.object({ ids: z.array(z.uuid()).min(1).max(500) }),
);

const batchSize = 200;

/**
 * How other modules tell users something: inside their own transaction, so a notification exists
 * exactly when the change it tells of does (a match, an expiry), and its delivery job with it.
 * Creating one twice (a retried job, a second runner) stores it once: the dedupe key.
 */
export interface Notifier {
  /** Answers how many were new. */
  notifyIn(transaction: Database, requests: readonly NotificationRequest[], now: Date): Promise<number>;
  /**
   * Stores them for the bell only, with no e-mail or push: for news that goes out by an e-mail of
   * its own (an invitation always reaches its address, account or not).
   */
  notifyInAppIn(transaction: Database, requests: readonly NotificationRequest[], now: Date): Promise<number>;
}

export function createNotifier(queue: Pick<JobQueue, 'sendMany'>): Notifier {
  return {
    async notifyIn(transaction, requests, now) {
      const checked = requests.map((request) => notificationRequest.parse(request));
      const ids = await createNotificationsRepository(transaction).insertMany(checked, now);
      const batches: { ids: string[] }[] = [];
      for (let start = 0; start < ids.length; start += batchSize) {
        batches.push({ ids: ids.slice(start, start + batchSize) });
      }
      await queue.sendMany(deliverJob, batches, { transaction: jobTransaction(transaction) });
      return ids.length;
    },
    async notifyInAppIn(transaction, requests, now) {
      const checked = requests.map((request) => notificationRequest.parse(request));
      return (await createNotificationsRepository(transaction).insertMany(checked, now)).length;
    },
  };
}
