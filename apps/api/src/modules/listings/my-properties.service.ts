import {
  agencyLimits,
  type ListingStats,
  listingLimits,
  type myPropertiesQuery,
  type myPropertiesResponse,
} from '@krov/contracts';
import type { z } from 'zod';
import type { ListingAccess } from './listing-access.ts';
import { contactOf, type ListingAgencies } from './listing-agencies.ts';
import type { ListingsRepository, PropertyRow } from './listings.repository.ts';
import type { MyPropertiesRepository, MyScope } from './my-properties.repository.ts';
import type { Owners } from './owners.ts';

export type MyPropertiesQuery = z.output<typeof myPropertiesQuery>;

/** What the listings have drawn, from the analytics module (its ListingStatsReader). */
export interface ListingStatsSource {
  totals(propertyIds: readonly string[]): Promise<Map<string, ListingStats>>;
}

interface Dependencies {
  repository: Pick<ListingsRepository, 'countLimited'>;
  myProperties: MyPropertiesRepository;
  agencies: Pick<ListingAgencies, 'membershipOf'>;
  stats: ListingStatsSource;
  access: Pick<ListingAccess, 'respondAll'>;
  /** The names of who holds the agency's listings. */
  owners: Pick<Owners, 'byId'>;
}

const none: ListingStats = { views: 0, saves: 0, contacts: 0 };

/**
 * /me/properties: one tab of the owner's listings, searched and sorted, each with its views,
 * saves and contacts (an agency listing with who holds it), and the count of every tab and the
 * listing limit.
 */
export function createMyPropertiesService({
  repository,
  myProperties,
  stats,
  access,
  agencies,
  owners,
}: Dependencies) {
  /** Who holds each agency listing of the page (its agent, else its creator), by listing id. */
  async function holdersOf(rows: readonly PropertyRow[]) {
    const holderIds = [...new Set(rows.filter((row) => row.agencyId).map(contactOf))];
    const names = new Map(
      await Promise.all(holderIds.map(async (id) => [id, (await owners.byId(id)).name] as const)),
    );
    return new Map(
      rows.flatMap((row) => {
        const id = contactOf(row);
        const name = names.get(id);
        return row.agencyId && name !== undefined ? [[row.id, { id, name }] as const] : [];
      }),
    );
  }

  /** The page's rows and the tab's total, in the asked order. */
  async function rowsOf(ownerId: MyScope, query: MyPropertiesQuery) {
    const filter = { status: query.tab, text: query.q };
    const offset = (query.page - 1) * query.pageSize;
    if (query.sort !== 'mostViewed') {
      return myProperties.page(ownerId, filter, { order: query.sort, limit: query.pageSize, offset });
    }
    // The views live with the analytics: the tab's ids (a few hundred at most) are ranked by
    // them here, newest first among equals, and only the page's rows are read.
    const ids = await myProperties.ids(ownerId, filter);
    const totals = await stats.totals(ids);
    const ranked = ids
      .map((id, newest) => ({ id, newest, views: totals.get(id)?.views ?? 0 }))
      .sort((a, b) => b.views - a.views || a.newest - b.newest);
    const pageIds = ranked.slice(offset, offset + query.pageSize).map((entry) => entry.id);
    return { rows: await myProperties.byIds(pageIds), total: ids.length };
  }

  return {
    async mine(userId: string, query: MyPropertiesQuery): Promise<z.infer<typeof myPropertiesResponse>> {
      const membership = await agencies.membershipOf(userId);
      const scope: MyScope = {
        userId,
        agencyId: membership?.agencyId ?? null,
        agencyOwner: membership?.owner ?? false,
        agent: query.agent,
      };
      const { rows, total } = await rowsOf(scope, query);
      const [answers, totals, holders] = await Promise.all([
        access.respondAll(rows),
        stats.totals(rows.map((row) => row.id)),
        holdersOf(rows),
      ]);
      return {
        items: answers.map((answer) => ({
          ...answer,
          stats: totals.get(answer.id) ?? none,
          heldBy: holders.get(answer.id) ?? null,
        })),
        total,
        counts: await myProperties.countsByStatus(scope),
        // An agency's member sees the agency's limit; anyone else their own.
        limit: membership
          ? {
              used: await repository.countLimited(userId, undefined, membership.agencyId),
              max: agencyLimits.listingLimit,
            }
          : { used: await repository.countLimited(userId), max: listingLimits.privateUserLimit },
      };
    },
  };
}

export type MyPropertiesService = ReturnType<typeof createMyPropertiesService>;
