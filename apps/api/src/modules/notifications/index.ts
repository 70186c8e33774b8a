import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { Outbox } from '../../platform/mail/outbox.ts';
import type { PushSender } from '../../platform/push/push-sender.ts';
import type { JobQueue } from '../../platform/queue/job-queue.ts';
import type { AccountsService } from '../accounts/ports.ts';
import { createDelivery, type Delivery, type Recipients, startDeliveryWorkers } from './delivery.ts';
import { createNotificationsRepository } from './notifications.repository.ts';
import { notificationsRoutes } from './notifications.routes.ts';
import { createNotificationsService } from './notifications.service.ts';
import { createNotifier, type Notifier } from './notifier.ts';
import { createUnsubscribeTokens } from './unsubscribe-tokens.ts';

export type { Delivery } from './delivery.ts';

export interface NotificationsModuleDependencies {
  db: Database;
  queue: JobQueue;
  outbox: Outbox;
  clock: Clock;
  push: PushSender;
  accounts: Pick<AccountsService, 'requireUser'>;
  config: { authSecret: string; publicWebUrl: string };
}

/** The recipients come from the accounts service (never from its tables); a deleted account is null. */
function recipientsFrom(accounts: Pick<AccountsService, 'requireUser'>): Recipients {
  return {
    async byId(userId) {
      try {
        const user = await accounts.requireUser(userId);
        return {
          id: user.id,
          name: user.name,
          email: user.email,
          emailVerified: user.emailVerifiedAt !== null,
          language: user.language,
        };
      } catch (error) {
        if (error instanceof AppError) return null;
        throw error;
      }
    },
  };
}

/**
 * Notifications: stored per user (the bell), delivered by e-mail and web push as the user's
 * settings say. Answers the Notifier other modules tell users through, inside their transactions.
 */
export async function registerNotificationsModule(
  app: FastifyInstance,
  deps: NotificationsModuleDependencies,
): Promise<{ notifier: Notifier; delivery: Delivery }> {
  const recipients = recipientsFrom(deps.accounts);
  const tokens = createUnsubscribeTokens(deps.config.authSecret);
  const delivery = createDelivery({
    db: deps.db,
    queue: deps.queue,
    outbox: deps.outbox,
    push: deps.push,
    recipients,
    tokens,
    clock: deps.clock,
    publicWebUrl: deps.config.publicWebUrl,
  });
  await startDeliveryWorkers(deps.queue, delivery);
  const notifications = createNotificationsService({
    repository: createNotificationsRepository(deps.db),
    recipients,
    tokens,
    clock: deps.clock,
    pushEndpoints: deps.push,
  });
  await app.register(notificationsRoutes, { notifications, publicKey: deps.push.publicKey });
  // The delivery is answered for tests, which send stored notifications out at once.
  return { notifier: createNotifier(deps.queue), delivery };
}
