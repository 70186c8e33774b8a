import type { OrderStatus } from '@krov/contracts';
import { and, eq, gt, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { coupons, couponUses, orderLines, orders } from './payments.schema.ts';

export type LockedOrder = typeof orders.$inferSelect;

/** Settlement's SQL, each statement on the settling transaction it is given. */
export const settlementQueries = {
  /** The order, its row locked until the transaction ends. */
  async lock(tx: Database, id: string): Promise<LockedOrder | undefined> {
    const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    return order;
  },

  /**
   * Takes the order's coupon use unless it holds one: false when the user's use is held by another
   * order, none is left, or the coupon was disabled or left its window since it was applied (issue
   * 27: the coupon is checked again when its use is taken, at checkout). The user's row first (once
   * per user), then the count under its limit; a count refused takes the row back, so a refusal
   * never leaves a use counted (decision 150).
   */
  async takeCouponUse(tx: Database, order: LockedOrder, now: Date): Promise<boolean> {
    if (!order.couponId || order.couponHeldAt) return true;
    const [use] = await tx
      .insert(couponUses)
      .values({ couponId: order.couponId, userId: order.userId, orderId: order.id, createdAt: now })
      .onConflictDoNothing()
      .returning({ orderId: couponUses.orderId });
    if (!use) return false;
    const [taken] = await tx
      .update(coupons)
      .set({ uses: sql`${coupons.uses} + 1` })
      .where(
        and(
          eq(coupons.id, order.couponId),
          lt(coupons.uses, coupons.maxUses),
          isNull(coupons.disabledAt),
          lte(coupons.validFrom, now),
          gt(coupons.validUntil, now),
        ),
      )
      .returning({ id: coupons.id });
    if (!taken) {
      await tx
        .delete(couponUses)
        .where(and(eq(couponUses.couponId, order.couponId), eq(couponUses.orderId, order.id)));
      return false;
    }
    await tx.update(orders).set({ couponHeldAt: now }).where(eq(orders.id, order.id));
    return true;
  },

  /** Gives back the coupon use the order holds (a failed or refunded order): the count, the user's once. */
  async releaseCouponUse(tx: Database, order: LockedOrder): Promise<void> {
    if (!order.couponId || !order.couponHeldAt) return;
    const released = await tx
      .delete(couponUses)
      .where(and(eq(couponUses.couponId, order.couponId), eq(couponUses.orderId, order.id)))
      .returning({ orderId: couponUses.orderId });
    if (released.length > 0) {
      await tx
        .update(coupons)
        .set({ uses: sql`${coupons.uses} - 1` })
        .where(eq(coupons.id, order.couponId));
    }
    await tx.update(orders).set({ couponHeldAt: null }).where(eq(orders.id, order.id));
  },

  /** Moves the order from the status it was read in; false when it was not in it any more. */
  async move(
    tx: Database,
    order: LockedOrder,
    next: OrderStatus,
    change: { provider: 'sandbox' | 'monri' | null; providerReference: string | null },
    now: Date,
  ): Promise<boolean> {
    const moved = await tx
      .update(orders)
      .set({
        status: next,
        updatedAt: now,
        ...(change.provider ? { provider: change.provider } : {}),
        ...(change.providerReference ? { providerReference: change.providerReference } : {}),
        ...(next === 'paid' ? { paidAt: now } : next === 'failed' ? { failedAt: now } : { refundedAt: now }),
      })
      .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
      .returning({ id: orders.id });
    return moved.length > 0;
  },

  async lines(tx: Database, orderId: string) {
    return tx.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(orderLines.position);
  },

  /** The lines at these positions applied now. */
  async markApplied(tx: Database, orderId: string, positions: readonly number[], now: Date): Promise<void> {
    if (positions.length === 0) return;
    await tx
      .update(orderLines)
      .set({ appliedAt: now })
      .where(and(eq(orderLines.orderId, orderId), inArray(orderLines.position, [...positions])));
  },
};
