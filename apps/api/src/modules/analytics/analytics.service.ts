import type { ListingStatistics } from '@krov/contracts';
import type { Clock } from '../../platform/clock/clock.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { ListingsReader } from '../listings/ports.ts';
import type { AnalyticsRepository, CounterKind } from './analytics.repository.ts';
import { dayOf, isBot, type Visitor } from './visitors.ts';

/** How many days the owner's statistics of a listing show one by one. */
const statisticsDays = 30;
const dayMs = 24 * 3600 * 1000;

interface Dependencies {
  repository: AnalyticsRepository;
  listings: Pick<ListingsReader, 'visible' | 'manages'>;
  clock: Clock;
}

/** A listing's statistics: views (once per visitor and day) and the daily counters. */
export function createAnalyticsService({ repository, listings, clock }: Dependencies) {
  return {
    /**
     * Records a view (docs/product/DECISIONS.md: once per visitor per listing per day); bots, visitors
     * without an id and the owner are not counted. The count-views job adds them up.
     */
    async recordView(id: string, visitor: Visitor): Promise<void> {
      const listing = await listings.visible(id, visitor.userId);
      if (listing.ownerId === visitor.userId || isBot(visitor.userAgent)) return;
      const who = visitor.userId ? `u:${visitor.userId}` : visitor.deviceId ? `d:${visitor.deviceId}` : null;
      if (!who) return;
      await repository.recordView(listing.id, who, dayOf(clock.now()));
    },

    /** One more of a kind on today's counter of the listing (from the events that count). */
    async count(listingId: string, kind: CounterKind): Promise<void> {
      await repository.incrementCounter(listingId, kind, dayOf(clock.now()));
    },

    /**
     * A listing's statistics for whoever manages it: totals, and the last 30 days one by one (zeros
     * where nothing happened). Anyone else's listing answers PropertyNotFound, as if it did not exist.
     */
    async statistics(id: string, userId: string): Promise<ListingStatistics> {
      // Its owner's, its agent's and its agency owner's (listings-reader.ts manages).
      if (!(await listings.manages(id, userId))) throw new AppError('PropertyNotFound');
      const today = clock.now();
      const days = Array.from({ length: statisticsDays }, (_, index) =>
        dayOf(new Date(today.getTime() - (statisticsDays - 1 - index) * dayMs)),
      );
      const [totals] = await repository.totals([id]);
      const counted = new Map(
        (await repository.dailyCounters(id)).map((row) => [
          row.day,
          { views: row.views, saves: row.saves, contacts: row.contacts + row.phoneReveals },
        ]),
      );
      return {
        views: totals?.views ?? 0,
        saves: totals?.saves ?? 0,
        contacts: totals?.contacts ?? 0,
        days: days.map((day) => ({ day, ...(counted.get(day) ?? { views: 0, saves: 0, contacts: 0 }) })),
      };
    },

    /** Adds the views recorded since the last run to property_daily_counters; answers how many. */
    async countViews(): Promise<number> {
      return repository.countViews(dayOf(clock.now()));
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
