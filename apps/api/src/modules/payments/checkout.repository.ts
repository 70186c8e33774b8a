import { and, asc, eq, gt, inArray, isNotNull, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { orderItems, orders } from './payments.schema.ts';
import { settlementQueries } from './settlement.repository.ts';

export type StartAnswer = 'started' | 'closed' | 'coupon' | 'held';

/** Checkout's SQL: starting an order's checkout once, never two checkouts holding one listing. */
export function createCheckoutRepository(db: Database) {
  /** Whether another order at a provider since `since`, still pending, holds one of these listings. */
  async function heldElsewhere(
    tx: Database,
    orderId: string,
    propertyIds: readonly string[],
    since: Date,
  ): Promise<boolean> {
    if (propertyIds.length === 0) return false;
    const [row] = await tx
      .select({ id: orders.id })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(
        and(
          inArray(orderItems.propertyId, [...propertyIds]),
          ne(orders.id, orderId),
          eq(orders.status, 'pending'),
          isNotNull(orders.checkoutAt),
          gt(orders.checkoutAt, since),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  return {
    /**
     * Marks the order sent to its provider. Under a lock per user (a private user's orders hold only
     * their own listings) two checkouts cannot both take one listing ('held'); under the order's row
     * lock its coupon's use is held first ('coupon' when none is left). Again for an order already
     * sent: nothing changes ('started'). 'closed' when the order is no longer pending.
     */
    async start(
      order: { id: string; userId: string; propertyIds: readonly string[] },
      provider: 'sandbox' | 'monri' | null,
      now: Date,
      holdSince: Date,
    ): Promise<StartAnswer> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`checkout:${order.userId}`}))`);
        const locked = await settlementQueries.lock(tx, order.id);
        if (!locked || locked.status !== 'pending') return 'closed';
        if (locked.checkoutAt) return 'started';
        if (await heldElsewhere(tx, order.id, order.propertyIds, holdSince)) return 'held';
        if (!(await settlementQueries.takeCouponUse(tx, locked, now))) return 'coupon';
        await tx
          .update(orders)
          .set({ ...(provider ? { provider } : {}), checkoutAt: now, updatedAt: now })
          .where(eq(orders.id, order.id));
        return 'started';
      });
    },

    /** Orders sent to a provider by `before` and still pending, oldest first: the reconciliation's walk. */
    async pendingAtProviders(before: Date, limit: number) {
      return db
        .select({
          id: orders.id,
          provider: orders.provider,
          totalMinor: orders.totalMinor,
          currency: orders.currency,
          checkoutAt: orders.checkoutAt,
        })
        .from(orders)
        .where(
          and(eq(orders.status, 'pending'), isNotNull(orders.checkoutAt), lte(orders.checkoutAt, before)),
        )
        .orderBy(asc(orders.checkoutAt))
        .limit(limit);
    },
  };
}
