import { and, asc, eq, gt, gte, inArray, isNotNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { orderLines, orders } from './payments.schema.ts';
import type { OrderLine, ProductRegistry } from './products.ts';
import { settlementQueries } from './settlement.repository.ts';

export type StartAnswer = 'started' | 'closed' | 'coupon' | 'held';

/** A subject an order's checkout holds, against lines of these kinds in other orders. */
export interface Hold {
  subjectId: string;
  kinds: readonly string[];
}

/** What an order's checkout holds: each line's subject, against the kinds its kind names (`heldWith`). */
export const holdsOf = (products: ProductRegistry, lines: readonly OrderLine[]): Hold[] =>
  lines.flatMap((line) => {
    const kinds = products.kindOf(line.kind).heldWith;
    return kinds.length > 0 ? [{ subjectId: line.subjectId, kinds }] : [];
  });

/** Checkout's SQL: starting an order's checkout once, never two checkouts holding one listing. */
export function createCheckoutRepository(db: Database) {
  /** Whether another order at a provider since `since`, still pending, holds one of these subjects. */
  async function heldElsewhere(
    tx: Database,
    orderId: string,
    holds: readonly Hold[],
    since: Date,
  ): Promise<boolean> {
    if (holds.length === 0) return false;
    const [row] = await tx
      .select({ id: orders.id })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(
        and(
          or(
            ...holds.map((hold) =>
              and(eq(orderLines.subjectId, hold.subjectId), inArray(orderLines.kind, [...hold.kinds])),
            ),
          ),
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
     * their own listings) two checkouts cannot both take one listing ('held', `holdsOf`); under the order's row
     * lock its coupon's use is held first ('coupon' when none is left). Again for an order already
     * sent: nothing changes ('started'). 'closed' when the order is no longer pending.
     */
    async start(
      order: { id: string; userId: string; holds: readonly Hold[] },
      provider: 'sandbox' | 'monri' | null,
      now: Date,
      holdSince: Date,
    ): Promise<StartAnswer> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`checkout:${order.userId}`}))`);
        const locked = await settlementQueries.lock(tx, order.id);
        if (locked?.status !== 'pending') return 'closed';
        if (locked.checkoutAt) return 'started';
        if (await heldElsewhere(tx, order.id, order.holds, holdSince)) return 'held';
        if (!(await settlementQueries.takeCouponUse(tx, locked, now))) return 'coupon';
        await tx
          .update(orders)
          .set({ ...(provider ? { provider } : {}), checkoutAt: now, updatedAt: now })
          .where(eq(orders.id, order.id));
        return 'started';
      });
    },

    /**
     * The reconciliation's walk, in pages after a keyset position (checkout time, id): orders sent
     * to a provider by `before` and still pending, and orders a provider failed since `failedSince`
     * (a decline the buyer retried at the provider, or an abandoned checkout paid late, may have
     * taken money after all).
     */
    async toReconcile(
      window: { before: Date; failedSince: Date },
      after: { at: Date; id: string } | null,
      limit: number,
    ) {
      return db
        .select({
          id: orders.id,
          status: orders.status,
          provider: orders.provider,
          totalMinor: orders.totalMinor,
          currency: orders.currency,
          checkoutAt: orders.checkoutAt,
        })
        .from(orders)
        .where(
          and(
            isNotNull(orders.checkoutAt),
            isNotNull(orders.provider),
            or(
              and(eq(orders.status, 'pending'), lte(orders.checkoutAt, window.before)),
              and(eq(orders.status, 'failed'), gte(orders.failedAt, window.failedSince)),
            ),
            after
              ? or(
                  gt(orders.checkoutAt, after.at),
                  and(eq(orders.checkoutAt, after.at), gt(orders.id, after.id)),
                )
              : undefined,
          ),
        )
        .orderBy(asc(orders.checkoutAt), asc(orders.id))
        .limit(limit);
    },
  };
}
