import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { PublicProfiles, UserSuspensions } from '../accounts/ports.ts';
import type { AuditRecorder } from '../audit/ports.ts';
import type { ChatReportQueue } from '../chat/index.ts';
import type {
  AvailabilityQuestions,
  ListingCaches,
  ListingsReader,
  ModeratedListings,
} from '../listings/ports.ts';
import type { Notifier } from '../notifications/ports.ts';
import { moderationRoutes } from './moderation.routes.ts';

// The photo_reuse flag (issue 30): the photo job's check (app.ts) and the offer grouping's withdrawal.
export {
  createPhotoReuseFlags,
  type PhotoReuseFlags,
  withdrawPhotoReuseFlagsWithin,
} from './photo-reuse.ts';

import { createModeration } from './moderation.ts';
import { createReportQueue } from './report-queue.repository.ts';
import { createReportResolution } from './report-resolution.ts';
import { createReportsRepository } from './reports.repository.ts';
import { createReports } from './reports.ts';

export { createSystemFlags, type SystemFlags } from './system-flags.ts';

export interface ModerationModuleDependencies {
  /** The listings moderators hide and restore, through listings' one lifecycle (decision 190). */
  listings: ModeratedListings;
  /** A hidden or restored listing's public answer is read again (listings answers its caches). */
  caches: Pick<ListingCaches, 'forget'>;
  /** Owners' names and addresses, for the admins' list of moderated listings and the queue. */
  profiles: Pick<PublicProfiles, 'contactsByIds'>;
  /** The owner is told of a hiding or a restore, in the change's transaction. */
  notifier: Pick<Notifier, 'notifyIn'>;
  /** Users' reports of listings (reports.ts): which listings are public and whose. */
  reader: Pick<ListingsReader, 'publicListing' | 'manages'>;
  /** Two "not available" reports ask the owner to confirm within 24 hours (issue 29). */
  availability: AvailabilityQuestions;
  /** The chat's reports in the queue, read and resolved through chat's port (decision 226). */
  chatReports: ChatReportQueue;
  /** Suspending a user: accounts marks them and ends their sessions in the resolution's transaction. */
  suspensions: UserSuspensions;
  /** Every admin action's entry, in its transaction (decision 227). */
  audit: AuditRecorder;
  db: Database;
  clock: Clock;
}

/**
 * Moderation: what admins do about content users see. Today the listings a moderator hides and
 * restores (moderation.ts, its routes in moderation.routes.ts); each kind of work the admins do
 * here is one part beside it, built from these dependencies and registered below. The admins'
 * view of reported chats stays in the chat module: it reads chat's own rows (decision 219).
 */
export async function registerModerationModule(
  app: FastifyInstance,
  deps: ModerationModuleDependencies,
): Promise<void> {
  const moderation = createModeration(deps);
  const reports = createReports({
    reports: createReportsRepository(deps.db),
    listings: deps.reader,
    availability: deps.availability,
    clock: deps.clock,
  });
  const queue = createReportQueue({
    db: deps.db,
    listings: deps.listings,
    profiles: deps.profiles,
    chatReports: deps.chatReports,
  });
  const resolution = createReportResolution({ ...deps, chatReports: deps.chatReports });
  await app.register(moderationRoutes, { moderation, reports, queue, resolution });
}
