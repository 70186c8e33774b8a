import {
  agencyLimits,
  type ListingStats,
  listingLimits,
  type myPropertiesQuery,
  type myPropertiesResponse,
} from '@krov/contracts';
import type { z } from 'zod';
import type { ListingAccess } from './listing-access.ts';
import type { ListingAgencies } from './listing-agencies.ts';
import type { ListingsRepository } from './listings.repository.ts';
import type { MyPropertiesRepository, MyScope } from './my-properties.repository.ts';

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
}

const none: ListingStats = { views: 0, saves: 0, contacts: 0 };

/**
 * /me/properties: one tab of the owner's listings, searched and sorted, each with its views,
 * saves and contacts, and the count of every tab and the listing limit.
 */
export function createMyPropertiesService({
  repository,
  myProperties,
  stats,
  access,
  agencies,
}: Dependencies) {
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
      const [answers, totals] = await Promise.all([
        access.respondAll(rows),
        stats.totals(rows.map((row) => row.id)),
      ]);
      return {
        items: answers.map((answer) => ({ ...answer, stats: totals.get(answer.id) ?? none })),
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
