import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../../platform/clock/clock.ts';
import type { Database } from '../../../platform/db/database.ts';
import type { EventBus } from '../../../platform/events/event-bus.ts';
import type { JobQueue } from '../../../platform/queue/job-queue.ts';
import type { ListingCaches, ListingsReader } from '../ports.ts';
import { createNotSameProperty, type OwnerReports } from './not-same-property.ts';
import { startOffersJobs } from './offers.jobs.ts';
import { offersRoutes } from './offers.routes.ts';
import { createRegrouping, type Regrouped, type RegroupingDependencies } from './regroup.ts';

export interface OffersModuleDependencies {
  db: Database;
  queue: JobQueue;
  events: EventBus;
  clock: Clock;
  /**
   * A listing whose group or lead changed is read again (its public answer names its offers), and
   * the search's totals are counted again (the grouped search counts a group once).
   */
  caches: Pick<ListingCaches, 'forget' | 'clearSearchTotals'>;
  /** Who manages a listing (its owner, the agency's agent or owner). */
  reader: Pick<ListingsReader, 'manages'>;
  /** Members of a group, inside its transaction (photo_reuse flags between them are withdrawn). */
  grouped: RegroupingDependencies['grouped'];
  /** The moderation queue's item for "not the same property" (moderation's port). */
  reports: OwnerReports;
}

/**
 * Offers (issue 30): listings of several advertisers that are the same property form one group
 * (properties.offer_group_id) under its best offer (offer_lead). A job regroups a listing after
 * each change that matters; `regroup` (the same, with the cached answers dropped) is answered for
 * the photo job (once photos are hashed) and the tests; the full pass (full-pass.ts) is for an
 * operator and the bench.
 */
export async function registerOffersModule(app: FastifyInstance, deps: OffersModuleDependencies) {
  const regrouping = createRegrouping(deps);
  const forgetTouched = (regrouped: Regrouped) => forgetGroupChanges(deps.caches, regrouped);
  /** One listing regrouped, and the cached answers it changed dropped (the job, the photo job). */
  const regroup = async (listingId: string) => forgetTouched(await regrouping.regroupListing(listingId));
  await startOffersJobs(deps.queue, deps.events, regroup);
  const notSameProperty = createNotSameProperty({ ...deps, regrouping, forgetTouched });
  await app.register(offersRoutes, { notSameProperty });
  return { regroup };
}

/**
 * Drops the public answers of the listings a regrouping looked at (their offers' prices), and the
 * search's totals only when a group or lead was written: a regrouping that found everything in its
 * place leaves the shared totals alone.
 */
function forgetGroupChanges(
  caches: Pick<ListingCaches, 'forget' | 'clearSearchTotals'>,
  { touched, changed }: Regrouped,
): void {
  for (const id of touched) caches.forget(id);
  if (changed) caches.clearSearchTotals();
}
