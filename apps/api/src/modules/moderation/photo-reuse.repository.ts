import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { photoReuseMatches } from './photo-reuse.schema.ts';
import { listingReports } from './reports.schema.ts';

/** The reason of the system's flag of a reused photo (issue 30), in the queue beside users' reasons. */
export const photoReuseReason = 'photo_reuse';

export type PhotoReuseMatchRow = typeof photoReuseMatches.$inferSelect;

/** The system's photo_reuse flags: a report without a reporter and what it matched (photo-reuse.schema.ts). */
export function createPhotoReuseRepository(db: Database) {
  const systemFlag = and(isNull(listingReports.reporterId), eq(listingReports.reason, photoReuseReason));
  return {
    /**
     * Flags the listing unless it has an open photo_reuse flag (the partial unique index: a second
     * match, or two checks at once, make one); answers whether this call made it.
     */
    async flag(values: {
      propertyId: string;
      photoId: string;
      matchedPropertyId: string;
      matchedPhotoId: string;
      distance: number;
      at: Date;
    }): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [report] = await tx
          .insert(listingReports)
          .values({
            propertyId: values.propertyId,
            reporterId: null,
            reason: photoReuseReason,
            createdAt: values.at,
          })
          .onConflictDoNothing()
          .returning({ id: listingReports.id });
        if (!report) return false;
        await tx.insert(photoReuseMatches).values({
          reportId: report.id,
          photoId: values.photoId,
          matchedPropertyId: values.matchedPropertyId,
          matchedPhotoId: values.matchedPhotoId,
          distance: values.distance,
        });
        return true;
      });
    },

    /** The listings an admin already decided a flag of this listing against (decision 243: not raised again). */
    async decidedAgainst(propertyId: string): Promise<Set<string>> {
      const rows = await db
        .select({ matched: photoReuseMatches.matchedPropertyId })
        .from(listingReports)
        .innerJoin(photoReuseMatches, eq(photoReuseMatches.reportId, listingReports.id))
        .where(
          and(eq(listingReports.propertyId, propertyId), systemFlag, eq(listingReports.status, 'resolved')),
        );
      return new Set(rows.flatMap((row) => (row.matched ? [row.matched] : [])));
    },

    /** What these reports matched (the queue's items), by report id. */
    async matchesOf(reportIds: readonly string[]): Promise<Map<string, PhotoReuseMatchRow>> {
      if (reportIds.length === 0) return new Map();
      const rows = await db
        .select()
        .from(photoReuseMatches)
        .where(inArray(photoReuseMatches.reportId, [...reportIds]));
      return new Map(rows.map((row) => [row.reportId, row]));
    },

    /**
     * Removes the open photo_reuse flags of listings in the group that matched a listing of the same
     * group (decision 244): the same property offered by several advertisers is not a reuse.
     * Answers the flagged listings' ids.
     */
    async withdrawWithin(groupPropertyIds: readonly string[]): Promise<string[]> {
      if (groupPropertyIds.length < 2) return [];
      const ids = [...groupPropertyIds];
      const rows = await db
        .delete(listingReports)
        .where(
          and(
            systemFlag,
            eq(listingReports.status, 'open'),
            inArray(listingReports.propertyId, ids),
            inArray(
              listingReports.id,
              db
                .select({ id: photoReuseMatches.reportId })
                .from(photoReuseMatches)
                .where(inArray(photoReuseMatches.matchedPropertyId, ids)),
            ),
          ),
        )
        .returning({ propertyId: listingReports.propertyId });
      return rows.map((row) => row.propertyId);
    },
  };
}

export type PhotoReuseRepository = ReturnType<typeof createPhotoReuseRepository>;
