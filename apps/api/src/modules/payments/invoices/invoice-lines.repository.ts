import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.ts';
import { invoiceLines, invoices } from './invoices.schema.ts';

/** The staging's SQL, each statement on the publishing transaction it is given. */
export const invoiceLineQueries = {
  /**
   * The agency's draft of the month, made on demand, its row locked until the transaction ends (the
   * issuing job waits for the line). Null when that month's invoice was issued already.
   */
  async draftOf(tx: Database, agencyId: string, period: string, now: Date): Promise<string | null> {
    const [row] = await tx
      .insert(invoices)
      .values({ agencyId, period, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [invoices.agencyId, invoices.period],
        set: { updatedAt: now },
        setWhere: sql`${invoices.status} = 'draft'`,
      })
      .returning({ id: invoices.id });
    return row?.id ?? null;
  },

  /** False when the same line is there already (the same publish or renew staged twice). */
  async insert(tx: Database, line: typeof invoiceLines.$inferInsert): Promise<boolean> {
    const rows = await tx
      .insert(invoiceLines)
      .values(line)
      .onConflictDoNothing()
      .returning({ id: invoiceLines.id });
    return rows.length > 0;
  },
};
