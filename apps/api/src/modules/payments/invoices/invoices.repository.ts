import { and, asc, desc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.ts';
import type { InvoiceBuyer, InvoiceSeller } from './invoice-document.ts';
import { agencyBillingDetails, invoiceCounters, invoiceLines, invoices } from './invoices.schema.ts';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;
export type AgencyBillingRow = typeof agencyBillingDetails.$inferSelect;
/** An invoice with its lines' count and sum (a draft's sums are its lines'). */
export type InvoiceWithSums = InvoiceRow & { lineCount: number; lineSumMinor: number };

/** The invoices' reads: an agency's list, one invoice of an agency, its lines, its billing details. */
export function createInvoicesRepository(db: Database) {
  return {
    /** The agency's invoices, newest month first, after a keyset position (a period and an id). */
    async pageOfAgency(
      agencyId: string,
      after: { period: string; id: string } | null,
      limit: number,
    ): Promise<InvoiceWithSums[]> {
      const rows = await db
        .select()
        .from(invoices)
        .where(
          and(
            eq(invoices.agencyId, agencyId),
            after
              ? or(
                  lt(invoices.period, after.period),
                  and(eq(invoices.period, after.period), lt(invoices.id, after.id)),
                )
              : undefined,
          ),
        )
        .orderBy(desc(invoices.period), desc(invoices.id))
        .limit(limit + 1);
      if (rows.length === 0) return [];
      const sums = await db
        .select({
          invoiceId: invoiceLines.invoiceId,
          count: sql<number>`count(*)::int`,
          sumMinor: sql<number>`sum(${invoiceLines.amountMinor})::int`,
        })
        .from(invoiceLines)
        .where(
          inArray(
            invoiceLines.invoiceId,
            rows.map((row) => row.id),
          ),
        )
        .groupBy(invoiceLines.invoiceId);
      const byId = new Map(sums.map((sum) => [sum.invoiceId, sum]));
      return rows.map((row) => ({
        ...row,
        lineCount: byId.get(row.id)?.count ?? 0,
        lineSumMinor: byId.get(row.id)?.sumMinor ?? 0,
      }));
    },

    /** The agency's invoice; another agency's is absent. */
    async ofAgency(id: string, agencyId: string): Promise<InvoiceRow | undefined> {
      const [row] = await db
        .select()
        .from(invoices)
        .where(and(eq(invoices.id, id), eq(invoices.agencyId, agencyId)));
      return row;
    },

    async linesOf(invoiceId: string): Promise<InvoiceLineRow[]> {
      return db
        .select()
        .from(invoiceLines)
        .where(eq(invoiceLines.invoiceId, invoiceId))
        .orderBy(asc(invoiceLines.createdAt), asc(invoiceLines.id));
    },

    async billingOf(agencyId: string): Promise<AgencyBillingRow | undefined> {
      const [row] = await db
        .select()
        .from(agencyBillingDetails)
        .where(eq(agencyBillingDetails.agencyId, agencyId));
      return row;
    },

    async saveBilling(values: typeof agencyBillingDetails.$inferInsert): Promise<AgencyBillingRow> {
      const { agencyId: _, ...changes } = values;
      const [row] = await db
        .insert(agencyBillingDetails)
        .values(values)
        .onConflictDoUpdate({ target: agencyBillingDetails.agencyId, set: changes })
        .returning();
      if (!row) throw new Error('the billing details were not stored');
      return row;
    },
  };
}

/** The issuing job's SQL: the walk outside transactions, the rest on the issuing transaction. */
export const issuingQueries = {
  /** Up to `limit` drafts of months before `period`, oldest month first, after a keyset position. */
  async dueDrafts(
    db: Database,
    before: string,
    after: { period: string; id: string } | null,
    limit: number,
  ): Promise<Pick<InvoiceRow, 'id' | 'agencyId' | 'period'>[]> {
    return db
      .select({ id: invoices.id, agencyId: invoices.agencyId, period: invoices.period })
      .from(invoices)
      .where(
        and(
          eq(invoices.status, 'draft'),
          lt(invoices.period, before),
          after
            ? or(
                gt(invoices.period, after.period),
                and(eq(invoices.period, after.period), gt(invoices.id, after.id)),
              )
            : undefined,
        ),
      )
      .orderBy(asc(invoices.period), asc(invoices.id))
      .limit(limit);
  },

  /**
   * The draft, its row locked until the transaction ends; undefined once another runner issued
   * (or deleted) it: a runner waiting for the lock reads the row as that one committed it.
   */
  async lockDraft(tx: Database, id: string): Promise<InvoiceRow | undefined> {
    const [row] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.id, id), eq(invoices.status, 'draft')))
      .for('update');
    return row;
  },

  async lineSums(tx: Database, invoiceId: string): Promise<{ count: number; sumMinor: number }> {
    const [row] = await tx
      .select({
        count: sql<number>`count(*)::int`,
        sumMinor: sql<number>`coalesce(sum(${invoiceLines.amountMinor}), 0)::int`,
      })
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, invoiceId));
    return row ?? { count: 0, sumMinor: 0 };
  },

  async deleteDraft(tx: Database, id: string): Promise<void> {
    await tx.delete(invoices).where(and(eq(invoices.id, id), eq(invoices.status, 'draft')));
  },

  /**
   * The year's next number: the counter's row is created at 1 or incremented, and stays locked
   * until the transaction ends, so concurrent issuers take numbers one after the other and a
   * rollback returns its number.
   */
  async nextSequence(tx: Database, year: number): Promise<number> {
    const [row] = await tx
      .insert(invoiceCounters)
      .values({ year, last: 1 })
      .onConflictDoUpdate({ target: invoiceCounters.year, set: { last: sql`${invoiceCounters.last} + 1` } })
      .returning({ last: invoiceCounters.last });
    if (!row) throw new Error(`no invoice number for ${year}`);
    return row.last;
  },

  async billingOf(tx: Database, agencyId: string): Promise<AgencyBillingRow | undefined> {
    const [row] = await tx
      .select()
      .from(agencyBillingDetails)
      .where(eq(agencyBillingDetails.agencyId, agencyId));
    return row;
  },

  async issue(
    tx: Database,
    id: string,
    values: {
      number: string;
      year: number;
      issuedAt: Date;
      dueAt: Date;
      seller: InvoiceSeller;
      buyer: InvoiceBuyer;
      subtotalMinor: number;
      vatMinor: number;
      totalMinor: number;
    },
  ): Promise<void> {
    await tx
      .update(invoices)
      .set({ ...values, status: 'unpaid', updatedAt: values.issuedAt })
      .where(and(eq(invoices.id, id), eq(invoices.status, 'draft')));
  },
};
