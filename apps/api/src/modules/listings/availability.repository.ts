import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import type { SetTransition } from './lifecycle-sets.ts';
import { listingColumns, properties } from './listings.schema.ts';

/** A listing row as listings.repository.ts answers it (defined here too: that file imports this one). */
type PropertyRow = Omit<typeof properties.$inferSelect, 'searchDocument'>;

/** The set-based update of listings.repository.ts: the table's plans for the locked rows, applied. */
type ApplySet = (
  rows: readonly PropertyRow[],
  kind: SetTransition,
  now: Date,
  answerBy?: Date,
) => Promise<PropertyRow[]>;

/**
 * The availability question's SQL (issue 29, decision 230), part of the listings' queries: which
 * rows the weekly question and its deadline claim, each change the lifecycle table's.
 */
export function availabilityQueries(db: Database, applySet: ApplySet) {
  return {
    /**
     * Up to `limit` public, unsold listings confirmed at or before `confirmedBefore` and not asked
     * yet are asked now (the table's `askToConfirm`, due in 72 hours), answered as changed. Rows
     * another runner holds are skipped; each batch is its caller's short transaction.
     */
    async askToConfirmDue(now: Date, confirmedBefore: Date, limit: number): Promise<PropertyRow[]> {
      const rows = await db
        .select(listingColumns)
        .from(properties)
        .where(
          and(
            eq(properties.status, 'listed'),
            isNull(properties.deletedAt),
            isNull(properties.confirmBy),
            isNull(properties.soldAt),
            lte(properties.confirmedAt, confirmedBefore),
            gt(properties.validUntil, now),
          ),
        )
        .limit(limit)
        .for('update', { skipLocked: true });
      return applySet(rows, 'askToConfirm', now);
    },

    /** One listing asked now with its answer due by `answerBy` (an earlier deadline stays); the row if asked. */
    async askToConfirm(id: string, now: Date, answerBy: Date): Promise<PropertyRow | undefined> {
      const rows = await db
        .select(listingColumns)
        .from(properties)
        .where(and(eq(properties.id, id), isNull(properties.deletedAt)))
        .for('update');
      const [row] = await applySet(rows, 'askToConfirm', now, answerBy);
      return row;
    },

    /**
     * Up to `limit` listings asked and not answered by their deadline → hidden as unconfirmed (the
     * table's `hideUnconfirmed`), answered as changed.
     */
    async hideUnconfirmedDue(now: Date, limit: number): Promise<PropertyRow[]> {
      const rows = await db
        .select(listingColumns)
        .from(properties)
        .where(
          and(
            eq(properties.status, 'listed'),
            isNull(properties.deletedAt),
            // A sold listing is never hidden for it (the table refuses): left out, so it never fills a batch.
            isNull(properties.soldAt),
            lte(properties.confirmBy, now),
          ),
        )
        .limit(limit)
        .for('update', { skipLocked: true });
      return applySet(rows, 'hideUnconfirmed', now);
    },
  };
}
