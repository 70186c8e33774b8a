import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { createCheckoutRepository } from './checkout.repository.ts';
import { orderNumberOf } from './order-number.ts';
import type { PaymentProviderAdapter } from './providers/provider.ts';
import type { Settlement } from './settlement.ts';

/** A checkout younger than this may still be on the provider's page: not asked about yet. */
export const reconcileAfterMs = 5 * 60 * 1000;
/** A checkout the provider still knows nothing of after this was abandoned: it fails. */
export const abandonedAfterMs = 2 * 60 * 60 * 1000;
const batch = 100;

/**
 * The reconciliation (issue 17): orders left pending at a provider (a notification lost, a
 * browser closed) are settled by asking the provider itself, through the same settlement as a
 * notification, so a paid order is never lost and nothing is applied twice. One the provider
 * never saw fails once it is two hours old. A provider that cannot be reached is asked next time.
 */
export function createReconciliation(deps: {
  db: Database;
  clock: Clock;
  settlement: Settlement;
  providers: ReadonlyMap<string, PaymentProviderAdapter>;
  log: FastifyBaseLogger;
}) {
  const checkouts = createCheckoutRepository(deps.db);

  return {
    /** Answers how many orders it settled. */
    async reconcile(): Promise<number> {
      const now = deps.clock.now().getTime();
      let settled = 0;
      for (const order of await checkouts.pendingAtProviders(new Date(now - reconcileAfterMs), batch)) {
        const provider = order.provider ? deps.providers.get(order.provider) : undefined;
        if (!provider || !order.provider) continue;
        let status: Awaited<ReturnType<PaymentProviderAdapter['queryStatus']>>;
        try {
          status = await provider.queryStatus(orderNumberOf(order.id));
        } catch (error) {
          deps.log.warn({ err: error, orderId: order.id }, 'the payment provider could not be asked');
          continue;
        }
        const abandoned = now - (order.checkoutAt?.getTime() ?? now) >= abandonedAfterMs;
        if (!status.found && !abandoned) continue;
        const outcome = await deps.settlement.settle(
          order.id,
          status.found
            ? {
                event: status.payment.approved ? 'paid' : 'failed',
                amountMinor: status.payment.amountMinor,
                // A status answer without a currency is in the order's (Monri's answers name none).
                currency: status.payment.currency ?? order.currency,
                provider: order.provider,
                providerReference: status.payment.providerReference,
              }
            : {
                event: 'failed',
                amountMinor: order.totalMinor,
                currency: order.currency,
                provider: order.provider,
                providerReference: null,
              },
        );
        if (outcome === 'applied') settled += 1;
        if (outcome === 'mismatch')
          deps.log.error({ orderId: order.id }, 'the provider reports another amount');
      }
      return settled;
    },
  };
}

export type Reconciliation = ReturnType<typeof createReconciliation>;
