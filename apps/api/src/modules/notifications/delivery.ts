import type { Language } from '@krov/contracts';
import { z } from 'zod';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { Outbox } from '../../platform/mail/outbox.ts';
import type { PushOutcome, PushSender } from '../../platform/push/push-sender.ts';
import { defineJob, type JobQueue, jobTransaction } from '../../platform/queue/job-queue.ts';
import { renderNotificationEmail } from './notification-email.ts';
import { renderNotification } from './notification-texts.ts';
import { createNotificationsRepository, type NotificationRow } from './notifications.repository.ts';
import { deliverJob } from './notifier.ts';
import { isSwitchedOn } from './settings.ts';
import type { UnsubscribeTokens } from './unsubscribe-tokens.ts';

/** One notification to one browser. */
export const pushJob = defineJob(
  'notifications.push',
  z.object({ subscriptionId: z.uuid(), notificationId: z.uuid() }),
);

/** Who receives: the accounts module answers it (never its tables). */
export interface Recipient {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  language: Language;
}

export interface Recipients {
  /** The user, or null when the account is gone. */
  byId(userId: string): Promise<Recipient | null>;
}

interface Dependencies {
  db: Database;
  queue: Pick<JobQueue, 'sendMany'>;
  outbox: Pick<Outbox, 'emailIn'>;
  push: PushSender;
  recipients: Recipients;
  tokens: UnsubscribeTokens;
  clock: Clock;
  publicWebUrl: string;
}

/**
 * Sends stored notifications out: an e-mail and a push per browser where the user's settings say
 * so. Each notification is claimed in the same transaction that queues its e-mail and push jobs,
 * so a retried or doubled delivery job sends nothing twice, and a crash loses nothing.
 */
export function createDelivery(deps: Dependencies) {
  const repository = createNotificationsRepository(deps.db);

  async function recipientsOf(rows: NotificationRow[]): Promise<Map<string, Recipient>> {
    const found = new Map<string, Recipient>();
    for (const userId of new Set(rows.map((row) => row.userId))) {
      const recipient = await deps.recipients.byId(userId);
      if (recipient) found.set(userId, recipient);
    }
    return found;
  }

  return {
    /** Answers how many notifications this call delivered (0 when another runner had them). */
    async deliver(ids: readonly string[]): Promise<number> {
      // Read first: on PGlite (one connection) nothing may be read beside an open transaction.
      const pending = (await repository.byIds(ids)).filter((row) => row.deliveredAt === null);
      const recipients = await recipientsOf(pending);
      return deps.db.transaction(async (tx) => {
        const inTransaction = createNotificationsRepository(tx);
        const jobs = jobTransaction(tx);
        const claimed = await inTransaction.claimForDelivery(ids, deps.clock.now());
        const userIds = [...new Set(claimed.map((row) => row.userId))];
        const subscriptions = await inTransaction.subscriptionsOf(userIds);
        const settings = new Map<string, Awaited<ReturnType<typeof inTransaction.settings>>>();
        for (const userId of userIds) settings.set(userId, await inTransaction.settings(userId));
        const pushes: { subscriptionId: string; notificationId: string }[] = [];
        for (const row of claimed) {
          const recipient = recipients.get(row.userId);
          const changed = settings.get(row.userId) ?? [];
          if (!recipient) continue;
          if (recipient.emailVerified && isSwitchedOn(changed, 'email', row.kind)) {
            const message = renderNotificationEmail(recipient.language, {
              to: recipient.email,
              name: recipient.name,
              kind: row.kind,
              params: row.params,
              webUrl: deps.publicWebUrl,
              link: row.link,
              unsubscribeToken: deps.tokens.issue(row.userId, row.kind),
              at: row.createdAt,
            });
            await deps.outbox.emailIn(jobs, message);
          }
          if (isSwitchedOn(changed, 'push', row.kind)) {
            for (const subscription of subscriptions) {
              if (subscription.userId !== row.userId) continue;
              pushes.push({ subscriptionId: subscription.id, notificationId: row.id });
            }
          }
        }
        await deps.queue.sendMany(pushJob, pushes, { transaction: jobs });
        return claimed.length;
      });
    },

    /** Answers what happened: a browser the push service no longer knows is forgotten. */
    async push(subscriptionId: string, notificationId: string): Promise<PushOutcome | 'skipped'> {
      const subscription = await repository.subscription(subscriptionId);
      const [notification] = await repository.byIds([notificationId]);
      if (!subscription || !notification || subscription.userId !== notification.userId) return 'skipped';
      const recipient = await deps.recipients.byId(notification.userId);
      if (!recipient) return 'skipped';
      const { title, description } = renderNotification(
        recipient.language,
        notification.kind,
        notification.params,
      );
      const outcome = await deps.push.send(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        { title, body: description, link: notification.link, tag: notification.id },
      );
      // Gone from its push service, or never to be reached (an endpoint from before the check,
      // a name that now leads inside a network): forgotten, not retried.
      if (outcome !== 'sent') await repository.deleteSubscription(subscriptionId);
      return outcome;
    },
  };
}

export type Delivery = ReturnType<typeof createDelivery>;

export async function startDeliveryWorkers(queue: JobQueue, delivery: Delivery): Promise<void> {
  await queue.work(deliverJob, async ({ ids }) => {
    await delivery.deliver(ids);
  });
  await queue.work(pushJob, async ({ subscriptionId, notificationId }) => {
    await delivery.push(subscriptionId, notificationId);
  });
}
