import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import type { JobQueue } from '../../platform/queue/job-queue.ts';
import type { ListingsReader } from '../listings/ports.ts';
import { type AnalyticsJobs, countViewsJob, startAnalyticsJobs } from './analytics.jobs.ts';
import { createAnalyticsRepository } from './analytics.repository.ts';
import { analyticsRoutes } from './analytics.routes.ts';
import { createAnalyticsService } from './analytics.service.ts';

export type { AnalyticsJobs } from './analytics.jobs.ts';

export interface AnalyticsModuleDependencies {
  db: Database;
  queue: JobQueue;
  events: EventBus;
  clock: Clock;
  listings: ListingsReader;
}

/** Listing statistics: the view counter, the daily counters and what feeds them. */
export async function registerAnalyticsModule(
  app: FastifyInstance,
  deps: AnalyticsModuleDependencies,
): Promise<{
  jobs: AnalyticsJobs;
  periodicJobs: Record<string, () => Promise<unknown>>;
}> {
  const analytics = createAnalyticsService({
    repository: createAnalyticsRepository(deps.db),
    listings: deps.listings,
    clock: deps.clock,
  });
  deps.events.on('listing.saved', ({ listingId }) => analytics.count(listingId, 'saves'));
  deps.events.on('listing.contacted', ({ listingId }) => analytics.count(listingId, 'contacts'));
  deps.events.on('listing.phone-revealed', ({ listingId }) => analytics.count(listingId, 'phoneReveals'));
  await startAnalyticsJobs(deps.queue, analytics);
  await app.register(analyticsRoutes, { analytics });
  return {
    jobs: { countViews: () => analytics.countViews() },
    periodicJobs: { [countViewsJob.name]: () => analytics.countViews() },
  };
}

export { createListingStatsReader, type ListingStatsReader } from './listing-stats.ts';
