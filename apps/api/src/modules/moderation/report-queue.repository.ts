import type { AdminReportItem, AdminReportsResponse } from '@krov/contracts';
import { and, desc, eq, inArray, lt, max, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { decodeKeyset, encodeKeyset } from '../../platform/http/keyset-cursor.ts';
import type { ModeratedListings } from '../listings/ports.ts';
import { listingReports } from './reports.schema.ts';

const latestShown = 3;

/**
 * The admins' queue of reported listings (issue 29, decision 225): one item per listing, its open (or resolved)
 * reports counted by reason, the latest few texts; the latest reported first, in keyset pages.
 */
export function createReportQueue(deps: { db: Database; listings: Pick<ModeratedListings, 'byId'> }) {
  const { db } = deps;
  return {
    async list(query: {
      status: 'open' | 'resolved';
      cursor?: string;
      limit: number;
    }): Promise<AdminReportsResponse> {
      const state = eq(listingReports.status, query.status);
      const latestAt = max(listingReports.createdAt);
      const after = query.cursor ? decodeKeyset(query.cursor) : null;
      const having: SQL | undefined = after
        ? or(lt(latestAt, after.at), and(eq(latestAt, after.at), lt(listingReports.propertyId, after.id)))
        : undefined;
      const groups = await db
        .select({ propertyId: listingReports.propertyId, latestAt })
        .from(listingReports)
        .where(state)
        .groupBy(listingReports.propertyId)
        .having(having)
        .orderBy(desc(latestAt), desc(listingReports.propertyId))
        .limit(query.limit + 1);
      const page = groups.slice(0, query.limit);
      const rows = page.length
        ? await db
            .select()
            .from(listingReports)
            .where(
              and(
                state,
                inArray(
                  listingReports.propertyId,
                  page.map((group) => group.propertyId),
                ),
              ),
            )
            .orderBy(desc(listingReports.createdAt), desc(listingReports.id))
        : [];
      const items: AdminReportItem[] = [];
      for (const group of page) {
        const listing = await deps.listings.byId(group.propertyId);
        if (!listing || !group.latestAt) continue;
        const reports = rows.filter((row) => row.propertyId === group.propertyId);
        const reasons: Record<string, number> = {};
        for (const row of reports) reasons[row.reason] = (reasons[row.reason] ?? 0) + 1;
        items.push({
          id: listing.id,
          subject: 'listing',
          status: query.status,
          count: reports.length,
          reasons,
          system: reports.some((row) => row.reporterId === null),
          latest: reports.slice(0, latestShown).map((row) => ({
            reason: row.reason,
            text: row.text,
            createdAt: row.createdAt.toISOString(),
          })),
          listing: {
            id: listing.id,
            address: listing.address,
            status: listing.status,
            ownerId: listing.ownerId,
          },
          createdAt: new Date(group.latestAt).toISOString(),
        });
      }
      const last = page.at(-1);
      return {
        items,
        nextCursor:
          groups.length > query.limit && last?.latestAt
            ? encodeKeyset({ at: new Date(last.latestAt), id: last.propertyId })
            : null,
      };
    },
  };
}

export type ReportQueue = ReturnType<typeof createReportQueue>;
