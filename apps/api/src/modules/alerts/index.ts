import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import type { JobQueue } from '../../platform/queue/job-queue.ts';
import type { ListingsReader } from '../listings/ports.ts';
import type { Notifier } from '../notifications/ports.ts';
import type { Places } from '../places/ports.ts';
import {
  createAlertsJobs,
  dailyDigestJob,
  type AlertsJobs as MatchingJobs,
  matchListingJob,
  startAlertsJobs,
} from './alerts.jobs.ts';
import {
  createSearchTokenizer,
  type SearchTokenizer,
  startSearchTokenizer,
  tokenizeJob,
} from './match-keys.jobs.ts';
import { savedSearchesRoutes } from './saved-searches.routes.ts';
import { createSavedSearchesService } from './saved-searches.service.ts';

/** The matching, the digest, and the writing of saved searches' index keys (match-keys.ts). */
export type AlertsJobs = MatchingJobs & Pick<SearchTokenizer, 'tokenize'>;

export interface AlertsModuleDependencies {
  db: Database;
  queue: JobQueue;
  events: EventBus;
  clock: Clock;
  places: Pick<Places, 'bySlug'>;
  listings: Pick<ListingsReader, 'matchFacts' | 'publicListings'>;
  notifier: Notifier;
}

/**
 * Saved searches and their alerts: a listing that becomes public (`listing.listed`, staged in the
 * transaction that made it public) is matched by a job against every saved search; instant
 * matches are told at once, daily ones in the 08:00 digest.
 */
export async function registerAlertsModule(app: FastifyInstance, deps: AlertsModuleDependencies) {
  const jobs = createAlertsJobs(deps);
  await startAlertsJobs(deps.queue, jobs);
  const tokenizer = createSearchTokenizer(deps.db);
  await startSearchTokenizer(deps.queue, tokenizer);
  deps.events.onDurably('listing.listed', matchListingJob, ({ listingId }) => ({ listingId }));
  const searches = createSavedSearchesService(deps);
  await app.register(savedSearchesRoutes, { searches });
  return {
    jobs: { ...jobs, tokenize: tokenizer.tokenize } satisfies AlertsJobs,
    periodicJobs: {
      [dailyDigestJob.name]: () => jobs.sendDailyDigests(),
      [tokenizeJob.name]: () => tokenizer.tokenize(),
    } as Record<string, () => Promise<unknown>>,
  };
}
