import type { ReportAction } from '@krov/contracts';
import { and, countDistinct, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { listingReports } from './reports.schema.ts';

export type ListingReportRow = typeof listingReports.$inferSelect;

/** The reports of listings (reports.schema.ts). */
export function createReportsRepository(db: Database) {
  return {
    /**
     * The user's report of the listing, made now unless they had made one: `made` says which. Two
     * submits at once make one row (the unique index; the loser reads the winner's).
     */
    async reportOnce(values: {
      propertyId: string;
      reporterId: string;
      reason: string;
      text: string;
      createdAt: Date;
    }): Promise<{ row: ListingReportRow; made: boolean }> {
      const [made] = await db.insert(listingReports).values(values).onConflictDoNothing().returning();
      if (made) return { row: made, made: true };
      const [existing] = await db
        .select()
        .from(listingReports)
        .where(
          and(
            eq(listingReports.propertyId, values.propertyId),
            eq(listingReports.reporterId, values.reporterId),
          ),
        );
      if (!existing) throw new Error('report neither made nor found');
      return { row: existing, made: false };
    },

    /**
     * The system's own flag of a listing (no reporter; issue 30's `not_same_property`): one open flag
     * per listing and reason (listing_reports_one_open_flag_idx), so a second separation while the
     * first waits for an admin adds nothing to the queue (the separation itself is kept).
     */
    async flag(values: { propertyId: string; reason: string; text: string; createdAt: Date }): Promise<void> {
      await db
        .insert(listingReports)
        .values({ ...values, reporterId: null })
        .onConflictDoNothing();
    },

    /** Whether the listing has open reports (the queue's item to resolve). */
    async hasOpen(propertyId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: listingReports.id })
        .from(listingReports)
        .where(and(eq(listingReports.propertyId, propertyId), eq(listingReports.status, 'open')))
        .limit(1);
      return row !== undefined;
    },

    /** Resolves the listing's open reports (in the caller's transaction); answers those it closed. */
    async resolveOpen(
      propertyId: string,
      resolution: { action: ReportAction; reason: string; adminId: string; at: Date },
    ): Promise<{ reporterId: string | null }[]> {
      return db
        .update(listingReports)
        .set({
          status: 'resolved',
          resolvedAt: resolution.at,
          resolvedBy: resolution.adminId,
          resolution: resolution.action,
          resolutionReason: resolution.reason,
        })
        .where(and(eq(listingReports.propertyId, propertyId), eq(listingReports.status, 'open')))
        .returning({ reporterId: listingReports.reporterId });
    },

    /** How many different users have an open report of the listing with this reason. */
    async openReporters(propertyId: string, reason: string): Promise<number> {
      const [row] = await db
        .select({ reporters: countDistinct(listingReports.reporterId) })
        .from(listingReports)
        .where(
          and(
            eq(listingReports.propertyId, propertyId),
            eq(listingReports.reason, reason),
            eq(listingReports.status, 'open'),
          ),
        );
      return row?.reporters ?? 0;
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
