import { defineJob, type JobQueue, noPayload } from '../../platform/queue/job-queue.ts';
import type { SearchRepository } from './search.repository.ts';

/**
 * Periodic: fresh planner statistics and visibility maps for the search's tables. PGlite runs no
 * autovacuum, so without this its planner never learns how many listings there are and sorts every
 * public one for each page instead of reading the sort's index (measured: the page query 2–4× slower
 * on the demo's 300 listings), and the covering indexes (decision 103) read the table for every
 * row changed since the last VACUUM. On the server autovacuum does the same (migration 0012 makes
 * it follow 1 % of changes); this VACUUM then finds all-visible pages and skips them.
 */
export const searchStatisticsJob = defineJob('search.statistics', noPayload);

export async function startSearchJobs(
  queue: JobQueue,
  repository: Pick<SearchRepository, 'refreshStatistics'>,
) {
  await queue.work(searchStatisticsJob, async () => {
    await repository.refreshStatistics();
  });
  await queue.schedule(searchStatisticsJob, '*/10 * * * *');
  // Once soon after start too: a database just filled (the demo data, a restore) is searched at once.
  await queue.send(searchStatisticsJob, null);
}
