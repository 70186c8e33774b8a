import type { Clock } from '../../platform/clock/clock.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import { defineJob, type JobQueue, noPayload } from '../../platform/queue/job-queue.ts';
import type { Notifier } from '../notifications/ports.ts';
import type { AvailabilityLinks } from './availability-links.repository.ts';
import { availabilityNotices } from './availability-notices.ts';
import { confirmEveryMs } from './lifecycle-sets.ts';
import type { ListingsRepository } from './listings.repository.ts';

/** Periodic: public listings confirmed 7 days ago and not asked yet are asked (issue 29). */
export const availabilityAskJob = defineJob('listings.availability-ask', noPayload);
/** Periodic: asked and unanswered past the deadline (72 hours, or sooner when reports asked) → hidden. */
export const availabilityHideJob = defineJob('listings.availability-hide', noPayload);

/**
 * Listings per transaction: a million due at once (the first run after the migration) go in
 * short steps, each holding only its own rows' locks (skip locked: two runners never share one).
 */
const batchSize = 500;

interface Dependencies {
  repository: Pick<ListingsRepository, 'jobTransaction'>;
  links: AvailabilityLinks;
  notifier: Notifier;
  events: Pick<EventBus, 'emit'>;
  clock: Clock;
}

/**
 * The weekly question and its deadline. Each batch's state change (the table's askToConfirm or
 * hideUnconfirmed, set-based), its links and its notifications commit in one transaction: a crash
 * loses none of them, and the dedupe keys make a retry send nothing twice.
 */
export function createAvailabilityJobs(deps: Dependencies) {
  const { repository, clock, notifier, links } = deps;
  return {
    /** Answers how many listings were asked. */
    async askDue(): Promise<number> {
      let total = 0;
      for (;;) {
        const now = clock.now();
        const asked = await repository.jobTransaction(async (tx, listings) => {
          const rows = await listings.askToConfirmDue(
            now,
            new Date(now.getTime() - confirmEveryMs),
            batchSize,
          );
          await notifier.notifyIn(tx, await availabilityNotices(tx, links, rows, 'asked', now), now);
          return rows.length;
        });
        total += asked;
        if (asked < batchSize) return total;
      }
    },

    /** Answers how many listings were hidden as unconfirmed. */
    async hideDue(): Promise<number> {
      let total = 0;
      for (;;) {
        const now = clock.now();
        const hidden = await repository.jobTransaction(async (tx, listings) => {
          const rows = await listings.hideUnconfirmedDue(now, batchSize);
          await notifier.notifyIn(tx, await availabilityNotices(tx, links, rows, 'hidden', now), now);
          return rows;
        });
        // As any hiding announces it (alerts, statistics), once committed.
        for (const row of hidden)
          await deps.events.emit('listing.hidden', { listingId: row.id, ownerId: row.ownerId });
        total += hidden.length;
        if (hidden.length < batchSize) return total;
      }
    },
  };
}

export type AvailabilityJobs = ReturnType<typeof createAvailabilityJobs>;

/** Registers and schedules them (cron, UTC): the question hourly, the deadline every minute. */
export async function startAvailabilityJobs(queue: JobQueue, jobs: AvailabilityJobs): Promise<void> {
  await queue.work(availabilityAskJob, async () => {
    await jobs.askDue();
  });
  await queue.work(availabilityHideJob, async () => {
    await jobs.hideDue();
  });
  await queue.schedule(availabilityAskJob, '17 * * * *');
  await queue.schedule(availabilityHideJob, '* * * * *');
}
