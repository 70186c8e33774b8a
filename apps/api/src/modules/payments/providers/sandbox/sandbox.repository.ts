import { and, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../../platform/db/database.ts';
import { sandboxPayments } from './sandbox.schema.ts';

export type SandboxPayment = typeof sandboxPayments.$inferSelect;
export type SandboxStatus = SandboxPayment['status'];

/** The sandbox gateway's ledger (sandbox.schema.ts). */
export function createSandboxRepository(db: Database) {
  return {
    /**
     * The checkout of an order: a new row, or the order's open one again (a second "Pay" opens the
     * same page). A checkout whose card was already tried keeps its answer.
     */
    async open(payment: Omit<typeof sandboxPayments.$inferInsert, 'id' | 'status'>): Promise<SandboxPayment> {
      const [row] = await db
        .insert(sandboxPayments)
        .values(payment)
        .onConflictDoUpdate({
          target: sandboxPayments.orderNumber,
          // A no-op write so the row is returned; nothing of a tried checkout changes.
          set: { orderNumber: sql`excluded.order_number` },
        })
        .returning();
      if (!row) throw new Error('the sandbox checkout was not stored');
      return row;
    },

    async byId(id: string): Promise<SandboxPayment | undefined> {
      const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.id, id));
      return row;
    },

    async byOrderNumber(orderNumber: string): Promise<SandboxPayment | undefined> {
      const [row] = await db
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.orderNumber, orderNumber));
      return row;
    },

    /** Moves a payment on from the status it was read in: the row, or null when someone else moved it first. */
    async move(
      id: string,
      from: SandboxStatus,
      change: Partial<Pick<SandboxPayment, 'status' | 'cardLast4' | 'reference' | 'decideAt' | 'decidedAt'>>,
    ): Promise<SandboxPayment | null> {
      const [row] = await db
        .update(sandboxPayments)
        .set(change)
        .where(and(eq(sandboxPayments.id, id), eq(sandboxPayments.status, from)))
        .returning();
      return row ?? null;
    },

    /** Processing payments whose time to decide has come. */
    async dueToDecide(now: Date, limit: number): Promise<SandboxPayment[]> {
      return db
        .select()
        .from(sandboxPayments)
        .where(and(eq(sandboxPayments.status, 'processing'), lte(sandboxPayments.decideAt, now)))
        .orderBy(sandboxPayments.decideAt)
        .limit(limit);
    },
  };
}

export type SandboxRepository = ReturnType<typeof createSandboxRepository>;
