import { and, desc, eq, inArray, isNull, lt, notExists, or, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { coupons, couponUses, orderLines, orders } from './payments.schema.ts';
import type { OrderLine } from './products.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;

/** An order with its lines and coupon, as the service answers it. */
export interface StoredOrder {
  order: OrderRow;
  lines: OrderLineRow[];
  coupon: CouponRow | null;
}

/** The orders' SQL: an order and its lines are written in one transaction. */
export function createOrdersRepository(db: Database) {
  /** Their lines and coupons in two queries, whatever the number of orders. */
  async function withParts(rows: readonly OrderRow[]): Promise<StoredOrder[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const couponIds = [...new Set(rows.flatMap((row) => (row.couponId ? [row.couponId] : [])))];
    const [lines, usedCoupons] = await Promise.all([
      db.select().from(orderLines).where(inArray(orderLines.orderId, ids)),
      couponIds.length > 0 ? db.select().from(coupons).where(inArray(coupons.id, couponIds)) : [],
    ]);
    const couponById = new Map(usedCoupons.map((coupon) => [coupon.id, coupon]));
    return rows.map((order) => ({
      order,
      lines: lines.filter((line) => line.orderId === order.id).sort((a, b) => a.position - b.position),
      coupon: order.couponId ? (couponById.get(order.couponId) ?? null) : null,
    }));
  }

  return {
    async insert(
      order: typeof orders.$inferInsert,
      lines: Omit<typeof orderLines.$inferInsert, 'orderId'>[],
    ): Promise<StoredOrder> {
      const row = await db.transaction(async (tx) => {
        const [stored] = await tx.insert(orders).values(order).returning();
        if (!stored) throw new Error('the order was not stored');
        await tx.insert(orderLines).values(lines.map((line) => ({ ...line, orderId: stored.id })));
        return stored;
      });
      const [whole] = await withParts([row]);
      return whole as StoredOrder;
    },

    /** The user's order; anyone else's is absent. */
    async ofUser(id: string, userId: string): Promise<StoredOrder | undefined> {
      const rows = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, id), eq(orders.userId, userId)));
      return (await withParts(rows))[0];
    },

    /** The user's orders, newest first, after a keyset position. */
    async pageOfUser(userId: string, after: { at: Date; id: string } | null, limit: number) {
      const rows = await db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.userId, userId),
            after
              ? or(
                  lt(orders.createdAt, after.at),
                  and(eq(orders.createdAt, after.at), lt(orders.id, after.id)),
                )
              : undefined,
          ),
        )
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit + 1);
      return withParts(rows);
    },

    /**
     * Every user's orders for the admins, newest first after a keyset position: by status, by
     * buyers, and by an order id or the start of one (its first 8 characters are its number).
     */
    async adminPage(
      filter: { status?: OrderRow['status']; userIds?: readonly string[]; idPrefix?: string },
      after: { at: Date; id: string } | null,
      limit: number,
    ) {
      const rows = await db
        .select()
        .from(orders)
        .where(
          and(
            filter.status ? eq(orders.status, filter.status) : undefined,
            filter.userIds ? inArray(orders.userId, [...filter.userIds]) : undefined,
            filter.idPrefix ? sql`${orders.id}::text like ${`${filter.idPrefix}%`}` : undefined,
            after
              ? or(
                  lt(orders.createdAt, after.at),
                  and(eq(orders.createdAt, after.at), lt(orders.id, after.id)),
                )
              : undefined,
          ),
        )
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit + 1);
      return withParts(rows);
    },

    async byId(id: string): Promise<StoredOrder | undefined> {
      return (await withParts(await db.select().from(orders).where(eq(orders.id, id))))[0];
    },

    async couponByCode(code: string): Promise<CouponRow | undefined> {
      const [row] = await db.select().from(coupons).where(eq(coupons.code, code.toUpperCase()));
      return row;
    },

    async usedCoupon(couponId: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ orderId: couponUses.orderId })
        .from(couponUses)
        .where(and(eq(couponUses.couponId, couponId), eq(couponUses.userId, userId)));
      return row !== undefined;
    },

    /**
     * Prices an order still open to change again (its listings changed type, or the fees changed,
     * since it was made): each line's snapshot, unit price and amount, the subtotal, the coupon's
     * discount on it and the total, together. False when the order is no longer open.
     */
    async reprice(
      id: string,
      userId: string,
      lines: readonly Pick<OrderLine, 'position' | 'snapshot' | 'unitPriceMinor' | 'amountMinor'>[],
      discountOf: (subtotalMinor: number) => number,
      now: Date,
    ): Promise<boolean> {
      const subtotalMinor = lines.reduce((sum, line) => sum + line.amountMinor, 0);
      const discountMinor = discountOf(subtotalMinor);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(orders)
          .set({ subtotalMinor, discountMinor, totalMinor: subtotalMinor - discountMinor, updatedAt: now })
          .where(
            and(
              eq(orders.id, id),
              eq(orders.userId, userId),
              eq(orders.status, 'pending'),
              isNull(orders.checkoutAt),
            ),
          )
          .returning({ id: orders.id });
        if (!row) return false;
        for (const line of lines) {
          await tx
            .update(orderLines)
            .set({
              snapshot: line.snapshot,
              unitPriceMinor: line.unitPriceMinor,
              amountMinor: line.amountMinor,
            })
            .where(and(eq(orderLines.orderId, id), eq(orderLines.position, line.position)));
        }
        return true;
      });
    },

    /**
     * Sets (or clears) the coupon of an order still open to change: pending and not sent to a
     * provider, none of its lines of a kind that takes no coupon. Null when the order is no longer
     * open (or takes none).
     */
    async setCoupon(
      id: string,
      userId: string,
      change: { couponId: string | null; discountMinor: number },
      now: Date,
      kindsWithoutCoupon: readonly string[],
    ): Promise<OrderRow | null> {
      const [row] = await db
        .update(orders)
        .set({
          couponId: change.couponId,
          discountMinor: change.discountMinor,
          totalMinor: sql`${orders.subtotalMinor} - ${change.discountMinor}`,
          updatedAt: now,
        })
        .where(
          and(
            eq(orders.id, id),
            eq(orders.userId, userId),
            eq(orders.status, 'pending'),
            isNull(orders.checkoutAt),
            // An agency invoice's order takes no coupon (docs/decisions.md, Payments 4).
            kindsWithoutCoupon.length > 0
              ? notExists(
                  db
                    .select({ kind: orderLines.kind })
                    .from(orderLines)
                    .where(
                      and(eq(orderLines.orderId, id), inArray(orderLines.kind, [...kindsWithoutCoupon])),
                    ),
                )
              : undefined,
          ),
        )
        .returning();
      return row ?? null;
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
