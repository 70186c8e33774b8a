import { desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { coupons, couponUses, orders } from './payments.schema.ts';

export type CouponRow = typeof coupons.$inferSelect;

/** The coupons' SQL. A use is taken by one conditional update, so the last one goes to one order. */
export function createCouponsRepository(db: Database) {
  return {
    /** The new coupon, or null when its code is taken. */
    async insert(values: typeof coupons.$inferInsert): Promise<CouponRow | null> {
      const [row] = await db.insert(coupons).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    async list(): Promise<CouponRow[]> {
      return db.select().from(coupons).orderBy(desc(coupons.createdAt), desc(coupons.id)).limit(1000);
    },

    /** Whether the coupon exists. */
    async exists(id: string): Promise<boolean> {
      const [row] = await db.select({ id: coupons.id }).from(coupons).where(eq(coupons.id, id));
      return row !== undefined;
    },

    /** The coupon's uses held now, newest first, with their orders' status and total. */
    async uses(id: string) {
      return db
        .select({
          orderId: couponUses.orderId,
          userId: couponUses.userId,
          usedAt: couponUses.createdAt,
          orderStatus: orders.status,
          totalMinor: orders.totalMinor,
        })
        .from(couponUses)
        .innerJoin(orders, eq(orders.id, couponUses.orderId))
        .where(eq(couponUses.couponId, id))
        .orderBy(desc(couponUses.createdAt))
        .limit(1000);
    },

    async byCode(code: string): Promise<CouponRow | undefined> {
      const [row] = await db.select().from(coupons).where(eq(coupons.code, code.toUpperCase()));
      return row;
    },

    /** Disables the coupon unless it was; `changed` says whether this call did. */
    async disable(id: string, now: Date): Promise<{ row: CouponRow; changed: boolean } | undefined> {
      const [changed] = await db
        .update(coupons)
        .set({ disabledAt: now })
        .where(sql`${coupons.id} = ${id} and ${isNull(coupons.disabledAt)}`)
        .returning();
      if (changed) return { row: changed, changed: true };
      const [row] = await db.select().from(coupons).where(eq(coupons.id, id));
      return row ? { row, changed: false } : undefined;
    },
  };
}

export type CouponsRepository = ReturnType<typeof createCouponsRepository>;
