import { and, eq, lt, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { AppliedItem, PaidListings } from '../listings/paid-listings.ts';
import type { Notifier } from '../notifications/notifier.ts';
import { toKm } from './money.ts';
import { nextStatus, type OrderEvent, publishesOn } from './order-state.ts';
import { coupons, couponUses, orderItems, orders } from './payments.schema.ts';

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
 * transaction holding the order's row lock. Paid → the order is paid, its coupon use counted, its
 * listings published or renewed and its buyer told, all committed together; a replay, a duplicate
 * arriving at the same time or a late verdict finds the order already moved and changes nothing
 * (order-state.ts); an amount or currency other than the order's changes nothing.
 */
export function createSettlement(deps: {
  db: Database;
  clock: Clock;
  listings: Pick<PaidListings, 'applyIn' | 'announce'>;
  notifier: Pick<Notifier, 'notifyIn'>;
}) {
  /** Takes the order's coupon use now (a zero total never went to a provider's checkout). */
  async function takeCouponUse(tx: Database, order: typeof orders.$inferSelect, now: Date): Promise<boolean> {
    if (!order.couponId || order.couponHeldAt) return true;
    const [taken] = await tx
      .update(coupons)
      .set({ uses: sql`${coupons.uses} + 1` })
      .where(and(eq(coupons.id, order.couponId), lt(coupons.uses, coupons.maxUses)))
      .returning({ id: coupons.id });
    if (!taken) return false;
    const [use] = await tx
      .insert(couponUses)
      .values({ couponId: order.couponId, userId: order.userId, orderId: order.id, createdAt: now })
      .onConflictDoNothing()
      .returning({ orderId: couponUses.orderId });
    if (!use) return false;
    await tx.update(orders).set({ couponHeldAt: now }).where(eq(orders.id, order.id));
    return true;
  }

  return {
    async settle(orderId: string, verdict: Verdict): Promise<SettleOutcome> {
      const now = deps.clock.now();
      let applied: AppliedItem[] = [];
      const outcome = await deps.db.transaction(async (tx): Promise<SettleOutcome> => {
        const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
        if (!order) return 'unknown-order';
        if (verdict.amountMinor !== order.totalMinor || verdict.currency !== order.currency)
          return 'mismatch';
        const next = nextStatus(order.status, verdict.event);
        if (next === null) return 'unchanged';
        if (publishesOn(order.status, next) && !(await takeCouponUse(tx, order, now))) {
          // Only a zero total takes its use here, and no money moved: refused as the coupon would be.
          throw new AppError('CouponNotFound');
        }
        const moved = await tx
          .update(orders)
          .set({
            status: next,
            updatedAt: now,
            ...(verdict.provider ? { provider: verdict.provider } : {}),
            ...(verdict.providerReference ? { providerReference: verdict.providerReference } : {}),
            ...(next === 'paid' ? { paidAt: now } : { failedAt: now }),
          })
          .where(and(eq(orders.id, orderId), eq(orders.status, order.status)))
          .returning({ id: orders.id });
        // Under the row lock nothing else moved it; the guard only keeps that true if the lock went.
        if (moved.length === 0) return 'unchanged';
        if (!publishesOn(order.status, next)) return 'applied';
        const items = await tx
          .select()
          .from(orderItems)
          .where(eq(orderItems.orderId, orderId))
          .orderBy(orderItems.position);
        applied = await deps.listings.applyIn(tx, order.userId, items, now);
        for (const item of applied) {
          await tx
            .update(orderItems)
            .set({ appliedAt: now })
            .where(and(eq(orderItems.orderId, orderId), eq(orderItems.propertyId, item.propertyId)));
        }
        await deps.notifier.notifyIn(
          tx,
          [
            {
              userId: order.userId,
              kind: 'payment',
              type: 'General',
              link: '/me/properties',
              dedupeKey: `payment:${orderId}`,
              params: {
                values: { paidAmount: toKm(order.totalMinor), order: orderId.slice(0, 8).toUpperCase() },
              },
            },
          ],
          now,
        );
        return 'applied';
      });
      if (applied.length > 0) await deps.listings.announce(applied);
      return outcome;
    },
  };
}

export type Settlement = ReturnType<typeof createSettlement>;
