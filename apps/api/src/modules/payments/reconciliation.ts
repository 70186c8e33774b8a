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
/** A failed order is asked about again for this long: the provider may have taken the money after all. */
export const failedRecheckMs = 24 * 60 * 60 * 1000;
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

  type Due = Awaited<ReturnType<typeof checkouts.toReconcile>>[number];

  /** Asks the provider about one order and settles what it says; true when that changed the order. */
  async function reconcileOne(order: Due, now: number): Promise<boolean> {
    const provider = order.provider ? deps.providers.get(order.provider) : undefined;
    if (!provider || !order.provider) return false;
    let status: Awaited<ReturnType<PaymentProviderAdapter['queryStatus']>>;
    try {
      status = await provider.queryStatus(orderNumberOf(order.id));
    } catch (error) {
      deps.log.warn({ err: error, orderId: order.id }, 'the payment provider could not be asked');
      return false;
    }
    // A failed order changes only when the provider took the money after all.
    if (order.status === 'failed' && !(status.found && status.payment.approved)) return false;
    const abandoned = now - (order.checkoutAt?.getTime() ?? now) >= abandonedAfterMs;
    if (!status.found && !abandoned) return false;
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
    if (outcome === 'mismatch') deps.log.error({ orderId: order.id }, 'the provider reports another amount');
    return outcome === 'applied';
  }

  return {
    /** Answers how many orders it settled. Every order due is asked, page by page. */
    async reconcile(): Promise<number> {
      const now = deps.clock.now().getTime();
      const window = {
        before: new Date(now - reconcileAfterMs),
        failedSince: new Date(now - failedRecheckMs),
      };
      let settled = 0;
      let after: { at: Date; id: string } | null = null;
      for (;;) {
        const page = await checkouts.toReconcile(window, after, batch);
        for (const order of page) if (await reconcileOne(order, now)) settled += 1;
        const last = page.at(-1);
        if (page.length < batch || !last?.checkoutAt) return settled;
        after = { at: last.checkoutAt, id: last.id };
      }
    },
  };
}

export type Reconciliation = ReturnType<typeof createReconciliation>;
