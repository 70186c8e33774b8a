import { defineJob, type JobQueue, noPayload } from '../../platform/queue/job-queue.ts';
import type { AnalyticsService } from './analytics.service.ts';

/** Periodic: the recorded views go into the daily counters (no hot row per view). */
export const countViewsJob = defineJob('listings.count-views', noPayload);

export async function startAnalyticsJobs(queue: JobQueue, analytics: AnalyticsService): Promise<void> {
  await queue.work(countViewsJob, async () => {
    await analytics.countViews();
  });
  await queue.schedule(countViewsJob, '*/5 * * * *');
}

/** The analytics' job handlers, to run one at once (tests move the clock and call them). */
export type AnalyticsJobs = Pick<AnalyticsService, 'countViews'>;
