import type { AdminReportItem, AdminReportsResponse, ReportSubject } from '@krov/contracts';
import { and, desc, eq, inArray, lt, max, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { decodeKeyset, encodeKeyset, type KeysetPosition } from '../../platform/http/keyset-cursor.ts';
import type { PublicProfiles } from '../accounts/ports.ts';
import type { ChatReportQueue } from '../chat/index.ts';
import type { ModeratedListings } from '../listings/ports.ts';
import { createPhotoReuseRepository, photoReuseReason } from './photo-reuse.repository.ts';
import { listingReports } from './reports.schema.ts';

const latestShown = 3;

/**
 * The admins' queue of reports (issue 29, decisions 225, 226): one item per subject (a listing
 * here; a conversation or a user from the chat's port), its open (or resolved) reports counted by
 * reason, the latest few texts; the latest reported first, in keyset pages. Without a subject,
 * listings and conversations in one order (a user's item regroups the chat's reports: asked for).
 */
export function createReportQueue(deps: {
  db: Database;
  listings: Pick<ModeratedListings, 'byId'>;
  profiles: Pick<PublicProfiles, 'contactsByIds'>;
  chatReports: Pick<ChatReportQueue, 'list'>;
}) {
  const { db } = deps;

  /** One page of listing items after `after`, at most `limit`. */
  async function listingItems(
    status: 'open' | 'resolved',
    after: KeysetPosition | null,
    limit: number,
  ): Promise<AdminReportItem[]> {
    const state = eq(listingReports.status, status);
    const latestAt = max(listingReports.createdAt);
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
      .limit(limit);
    const rows = groups.length
      ? await db
          .select()
          .from(listingReports)
          .where(
            and(
              state,
              inArray(
                listingReports.propertyId,
                groups.map((group) => group.propertyId),
              ),
            ),
          )
          .orderBy(desc(listingReports.createdAt), desc(listingReports.id))
      : [];
    const found = await Promise.all(groups.map((group) => deps.listings.byId(group.propertyId)));
    // The system's photo_reuse flags among them: what each matched, and that listing's address.
    const reuseFlags = rows.filter((row) => row.reporterId === null && row.reason === photoReuseReason);
    const matches = await createPhotoReuseRepository(db).matchesOf(reuseFlags.map((row) => row.id));
    const matchedListings = new Map(
      await Promise.all(
        [...new Set([...matches.values()].flatMap((match) => match.matchedPropertyId ?? []))].map(
          async (id) => [id, await deps.listings.byId(id)] as const,
        ),
      ),
    );
    const owners = await deps.profiles.contactsByIds([
      ...new Set(found.flatMap((listing) => (listing ? [listing.ownerId] : []))),
    ]);
    const items: AdminReportItem[] = [];
    groups.forEach((group, index) => {
      const listing = found[index];
      if (!group.latestAt) return;
      const reports = rows.filter((row) => row.propertyId === group.propertyId);
      const newest = reports[0];
      const reasons: Record<string, number> = {};
      for (const row of reports) reasons[row.reason] = (reasons[row.reason] ?? 0) + 1;
      const owner = listing ? owners.get(listing.ownerId) : undefined;
      const reuse = reports.flatMap((row) => matches.get(row.id) ?? [])[0];
      const matchedListing = reuse?.matchedPropertyId
        ? matchedListings.get(reuse.matchedPropertyId)
        : undefined;
      items.push({
        id: group.propertyId,
        subject: 'listing',
        status,
        count: reports.length,
        reasons,
        system: reports.some((row) => row.reporterId === null),
        latest: reports.slice(0, latestShown).map((row) => ({
          reason: row.reason,
          text: row.text,
          createdAt: row.createdAt.toISOString(),
        })),
        // A listing its owner deleted since: its reports stay, to be dismissed.
        listing: listing
          ? { id: listing.id, address: listing.address, status: listing.status, ownerId: listing.ownerId }
          : null,
        chat: null,
        user: listing
          ? { userId: listing.ownerId, name: owner?.name ?? '—', email: owner?.email ?? '' }
          : null,
        photoReuse: reuse
          ? {
              listingId: matchedListing?.id ?? null,
              address: matchedListing?.address ?? null,
              photoId: reuse.photoId,
              matchedPhotoId: reuse.matchedPhotoId,
              distance: reuse.distance,
            }
          : null,
        resolution:
          newest?.resolution && newest.resolvedAt
            ? {
                action: newest.resolution,
                reason: newest.resolutionReason ?? '',
                resolvedAt: newest.resolvedAt.toISOString(),
                adminId: newest.resolvedBy,
              }
            : null,
        createdAt: new Date(group.latestAt).toISOString(),
      });
    });
    return items;
  }

  return {
    async list(query: {
      status: 'open' | 'resolved';
      subject?: ReportSubject;
      cursor?: string;
      limit: number;
    }): Promise<AdminReportsResponse> {
      const after = query.cursor ? decodeKeyset(query.cursor) : null;
      const subjects: ReportSubject[] = query.subject ? [query.subject] : ['listing', 'chat'];
      // Each source's next page after the same position, merged in the queue's order: one more
      // than a page tells whether another follows.
      const pages = await Promise.all(
        subjects.map((subject) =>
          subject === 'listing'
            ? listingItems(query.status, after, query.limit + 1)
            : deps.chatReports.list({ subject, status: query.status, after, limit: query.limit + 1 }),
        ),
      );
      const merged = pages
        .flat()
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || (b.id < a.id ? -1 : b.id > a.id ? 1 : 0));
      const items = merged.slice(0, query.limit);
      const last = items.at(-1);
      return {
        items,
        nextCursor:
          merged.length > query.limit && last
            ? encodeKeyset({ at: new Date(last.createdAt), id: last.id })
            : null,
      };
    },
  };
}

export type ReportQueue = ReturnType<typeof createReportQueue>;
