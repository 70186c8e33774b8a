import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { createNotificationsLog } from './notifications.repository.ts';
import { orderIdOf } from './order-number.ts';
import type { PaymentProviderAdapter, ProviderNotification } from './providers/provider.ts';
import { refusedBodyDigest } from './refused-body.ts';
import type { Settlement } from './settlement.ts';

/**
 * A provider's server-to-server notification (issue 17): its signature over the raw bytes is
 * verified before anything is read; then its verdict is applied once (settlement.ts). Every one is
 * logged with what it did. Forged, tampered or unreadable ones answer BadRequest, an unknown order
 * OrderNotFound; a replay, a duplicate, a late one or a mismatched amount change nothing and are
 * answered as received, so the provider stops sending them.
 */
export function createNotificationInbox(deps: {
  db: Database;
  clock: Clock;
  settlement: Settlement;
  providers: ReadonlyMap<string, PaymentProviderAdapter>;
  log: FastifyBaseLogger;
}) {
  const log = createNotificationsLog(deps.db);

  return {
    async receive(providerName: 'sandbox' | 'monri', notification: ProviderNotification): Promise<void> {
      const provider = deps.providers.get(providerName);
      // A provider that is not configured here has nobody to send us anything.
      if (!provider) throw new AppError('NotFound');
      const receivedAt = deps.clock.now();
      const verified = provider.verifyNotification(notification);
      if (!verified.ok) {
        await log.record({
          provider: providerName,
          orderId: null,
          outcome: `refused-${verified.reason}`,
          detail: { body: refusedBodyDigest(notification.rawBody) },
          receivedAt,
        });
        deps.log.warn({ provider: providerName, reason: verified.reason }, 'payment notification refused');
        throw new AppError('BadRequest');
      }
      const payment = verified.value;
      const orderId = orderIdOf(payment.orderNumber);
      const outcome = orderId
        ? await deps.settlement.settle(orderId, {
            event: payment.approved ? 'paid' : 'failed',
            amountMinor: payment.amountMinor,
            currency: payment.currency,
            provider: providerName,
            providerReference: payment.providerReference,
          })
        : 'unknown-order';
      await log.record({
        provider: providerName,
        orderId: outcome === 'unknown-order' ? null : orderId,
        outcome,
        detail: { payment: payment.raw as Record<string, unknown> },
        receivedAt,
      });
      if (outcome === 'mismatch') {
        deps.log.error(
          { provider: providerName, orderId },
          'payment notification for another amount or currency',
        );
      }
      if (outcome === 'unknown-order') throw new AppError('OrderNotFound');
    },
  };
}

export type NotificationInbox = ReturnType<typeof createNotificationInbox>;
