import type { ListingStats } from '@krov/contracts';
import type { Database } from '../../platform/db/database.ts';
import { createAnalyticsRepository } from './analytics.repository.ts';

/**
 * What listings have drawn, for other modules (the owner's list of listings): views, saves and
 * contacts over each listing's life, from the daily counters. Needs only the database, so it is
 * made before the listings module, which the rest of analytics depends on.
 */
export function createListingStatsReader(db: Database) {
  const repository = createAnalyticsRepository(db);
  return {
    /** Every asked listing, with zeros for one that has drawn nothing yet. */
    async totals(propertyIds: readonly string[]): Promise<Map<string, ListingStats>> {
      const found = new Map<string, ListingStats>();
      for (const { propertyId, ...stats } of await repository.totals(propertyIds))
        found.set(propertyId, stats);
      return new Map(propertyIds.map((id) => [id, found.get(id) ?? { views: 0, saves: 0, contacts: 0 }]));
    },

    /**
     * Those listings' counters between two days (both included) summed per day (`propertyId`
     * null) and per listing (`day` null); days and listings with none are absent.
     */
    sumsBetween: (propertyIds: readonly string[], fromDay: string, toDay: string) =>
      repository.sumsBetween(propertyIds, fromDay, toDay),
  };
}

export type ListingStatsReader = ReturnType<typeof createListingStatsReader>;
