import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.ts';
import { orders } from '../payments.schema.ts';
import { invoices } from './invoices.schema.ts';

export type InvoiceOrderRow = typeof orders.$inferSelect;

/** The SQL of paying an invoice, each statement on the transaction it is given. */
export const invoiceOrderQueries = {
  /** The agency's invoice, its row locked: two orders for it are made one after the other. */
  async lockInvoice(tx: Database, id: string, agencyId: string) {
    const [row] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.id, id), eq(invoices.agencyId, agencyId)))
      .for('update');
    return row;
  },

  /** The invoice's orders still pending (made, or at a provider). */
  async pendingOrders(tx: Database, invoiceId: string): Promise<InvoiceOrderRow[]> {
    return tx
      .select()
      .from(orders)
      .where(and(eq(orders.invoiceId, invoiceId), eq(orders.status, 'pending')));
  },

  async insertOrder(tx: Database, values: typeof orders.$inferInsert): Promise<InvoiceOrderRow> {
    const [row] = await tx.insert(orders).values(values).returning();
    if (!row) throw new Error('the order was not stored');
    return row;
  },

  /** Unpaid → paid; false when the invoice was not unpaid (paid already by another order). */
  async markPaid(tx: Database, invoiceId: string, now: Date): Promise<boolean> {
    const rows = await tx
      .update(invoices)
      .set({ status: 'paid', paidAt: now, updatedAt: now })
      .where(and(eq(invoices.id, invoiceId), eq(invoices.status, 'unpaid')))
      .returning({ id: invoices.id });
    return rows.length > 0;
  },

  /** When each of these invoices was paid (null: not yet), for the admins' orders. */
  async paidAt(db: Database, ids: readonly string[]): Promise<Map<string, Date | null>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: invoices.id, paidAt: invoices.paidAt })
      .from(invoices)
      .where(inArray(invoices.id, [...ids]));
    return new Map(rows.map((row) => [row.id, row.paidAt]));
  },
};
