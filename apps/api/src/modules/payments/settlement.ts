import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { Notifier } from '../notifications/ports.ts';
import { toKm } from './money.ts';
import { nextStatus, type OrderEvent, publishesOn } from './order-state.ts';
import type { ProductRegistry } from './products.ts';
import { settlementQueries } from './settlement.repository.ts';

/** What a provider (or a zero total) says of an order's money. */
export interface Verdict {
  event: Extract<OrderEvent, 'paid' | 'failed'>;
  /** What was taken; checked against the order before anything changes. */
  amountMinor: number;
  currency: string;
  provider: 'sandbox' | 'monri' | null;
  providerReference: string | null;
}

/** What applying a verdict did: the log's outcome. */
export type SettleOutcome = 'applied' | 'unchanged' | 'mismatch' | 'unknown-order';

/**
 * The one place an order's money changes its state (issue 17): a verdict is applied once, in one
 * transaction holding the order's row lock. Paid → the order is paid, its coupon use counted, each
 * line applied by its kind (a listing published or renewed, an invoice marked paid; decision 185)
 * and its buyer told, all committed together; a replay, a duplicate
 * arriving at the same time or a late verdict finds the order already moved and changes nothing
 * (order-state.ts); an amount or currency other than the order's changes nothing.
 */
export function createSettlement(deps: {
  db: Database;
  clock: Clock;
  products: ProductRegistry;
  notifier: Pick<Notifier, 'notifyIn'>;
}) {
  const nothing = async () => {};
  return {
    async settle(orderId: string, verdict: Verdict): Promise<SettleOutcome> {
      const now = deps.clock.now();
      let afterCommit = nothing;
      const outcome = await deps.db.transaction(async (tx): Promise<SettleOutcome> => {
        const order = await settlementQueries.lock(tx, orderId);
        if (!order) return 'unknown-order';
        if (verdict.amountMinor !== order.totalMinor || verdict.currency !== order.currency)
          return 'mismatch';
        const next = nextStatus(order.status, verdict.event);
        if (next === null) return 'unchanged';
        const publishes = publishesOn(order.status, next);
        // A checkout held the use already; a success after a failure takes it again if one is left.
        // Money taken is applied even when none is (a coupon over-used once beats a lost payment);
        // only a total of 0, where no money moved, is refused as the coupon would be.
        if (
          publishes &&
          !(await settlementQueries.takeCouponUse(tx, order, now)) &&
          verdict.provider === null
        ) {
          throw new AppError('CouponNotFound');
        }
        // Under the row lock nothing else moved it; the guard only keeps that true if the lock went.
        if (!(await settlementQueries.move(tx, order, next, verdict, now))) return 'unchanged';
        if (next === 'failed' || next === 'refunded') await settlementQueries.releaseCouponUse(tx, order);
        if (!publishes) return 'applied';
        const lines = await settlementQueries.lines(tx, orderId);
        // A line that no longer applies (a listing changed, an invoice another order paid first) is
        // left unapplied: that money is an admin's to refund (the admins' orders say which).
        const run = await deps.products.runIn('applyIn', tx, order.userId, lines, now);
        afterCommit = run.afterCommit;
        await settlementQueries.markApplied(tx, orderId, run.applied, now);
        const first = lines[0];
        await deps.notifier.notifyIn(
          tx,
          [
            {
              userId: order.userId,
              kind: 'payment',
              type: 'General',
              link: first ? deps.products.kindOf(first.kind).paidLink : '/me/properties',
              dedupeKey: `payment:${orderId}`,
              params: {
                values: { paidAmount: toKm(order.totalMinor), order: orderId.slice(0, 8).toUpperCase() },
                receipt: {
                  order: orderId.slice(0, 8).toUpperCase(),
                  lines: lines.flatMap((line) => {
                    const shown = deps.products.kindOf(line.kind).receipt(line);
                    return shown ? [shown] : [];
                  }),
                  subtotal: toKm(order.subtotalMinor),
                  discount: toKm(order.discountMinor),
                  total: toKm(order.totalMinor),
                  paidAt: now.toISOString(),
                  reference: verdict.providerReference,
                },
              },
            },
          ],
          now,
        );
        return 'applied';
      });
      await afterCommit();
      return outcome;
    },

    /**
     * A paid order refunded (the provider gave the money back first): refunded, its coupon's use
     * returned, each applied line withdrawn by its kind (the listings it published or renewed taken
     * off the site) and its buyer told, in one transaction; again, nothing more.
     */
    async refund(
      orderId: string,
      /** The admin action's own write (its audit entry), in the refund's transaction when it applies. */
      alsoIn?: (tx: Database) => Promise<void>,
    ): Promise<'applied' | 'unchanged' | 'unknown-order'> {
      const now = deps.clock.now();
      let afterCommit = nothing;
      const outcome = await deps.db.transaction(async (tx) => {
        const order = await settlementQueries.lock(tx, orderId);
        if (!order) return 'unknown-order' as const;
        const next = nextStatus(order.status, 'refunded');
        if (next === null) return 'unchanged' as const;
        const change = { provider: null, providerReference: null };
        if (!(await settlementQueries.move(tx, order, next, change, now))) return 'unchanged' as const;
        await settlementQueries.releaseCouponUse(tx, order);
        const lines = (await settlementQueries.lines(tx, orderId)).filter((line) => line.appliedAt !== null);
        afterCommit = (await deps.products.runIn('withdrawIn', tx, order.userId, lines, now)).afterCommit;
        await deps.notifier.notifyIn(
          tx,
          [
            {
              userId: order.userId,
              kind: 'payment',
              type: 'General',
              link: '/me/orders',
              dedupeKey: `payment:refunded:${orderId}`,
              params: {
                values: {
                  event: 'refunded',
                  paidAmount: toKm(order.totalMinor),
                  order: orderId.slice(0, 8).toUpperCase(),
                },
              },
            },
          ],
          now,
        );
        await alsoIn?.(tx);
        return 'applied' as const;
      });
      await afterCommit();
      return outcome;
    },
  };
}

export type Settlement = ReturnType<typeof createSettlement>;
