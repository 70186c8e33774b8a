import type { Clock } from '../../platform/clock/clock.ts';
import type { ListingsReader } from '../listings/listings-reader.ts';
import type { AnalyticsRepository, CounterKind } from './analytics.repository.ts';
import { dayOf, isBot, type Visitor } from './visitors.ts';

interface Dependencies {
  repository: AnalyticsRepository;
  listings: Pick<ListingsReader, 'visible'>;
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

    /** Adds the views recorded since the last run to property_daily_counters; answers how many. */
    async countViews(): Promise<number> {
      return repository.countViews(dayOf(clock.now()));
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
