import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.ts';
import { orderLines, orders } from '../payments.schema.ts';
import { invoices } from './invoices.schema.ts';

export type InvoiceOrderRow = typeof orders.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;

/** The SQL of paying an invoice, each statement on the transaction it is given. */
export const invoiceOrderQueries = {
  /** The agency's invoice; its row locked when asked (two orders for it are made one after the other). */
  async invoice(tx: Database, id: string, agencyId: string, options: { lock?: boolean } = {}) {
    const query = tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.id, id), eq(invoices.agencyId, agencyId)));
    const [row] = options.lock ? await query.for('update') : await query;
    return row;
  },

  /** The invoice's orders still pending (made, or at a provider): those with a line of it. */
  async pendingOrders(tx: Database, invoiceId: string): Promise<InvoiceOrderRow[]> {
    const rows = await tx
      .select({ order: orders })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(
        and(
          eq(orderLines.subjectId, invoiceId),
          eq(orderLines.kind, 'agency.invoice'),
          eq(orders.status, 'pending'),
        ),
      );
    return rows.map((row) => row.order);
  },

  /** The order and its one line: its id. */
  async insertOrder(
    tx: Database,
    values: typeof orders.$inferInsert,
    line: Omit<typeof orderLines.$inferInsert, 'orderId'>,
  ): Promise<string> {
    const [row] = await tx.insert(orders).values(values).returning({ id: orders.id });
    if (!row) throw new Error('the order was not stored');
    await tx.insert(orderLines).values({ ...line, orderId: row.id });
    return row.id;
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
};
