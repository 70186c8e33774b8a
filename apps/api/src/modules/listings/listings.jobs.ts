import type { Clock } from '../../platform/clock/clock.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import { defineJob, type JobQueue, noPayload } from '../../platform/queue/job-queue.ts';
import type { NotificationRequest, Notifier } from '../notifications/ports.ts';
import { soldVisibleMs } from './lifecycle.ts';
import type { ListingsRepository, PropertyRow } from './listings.repository.ts';

/** Periodic: listed past validUntil (or sold-while-listed past 30 days) → expired, the owner told. */
export const expireJob = defineJob('listings.expire', noPayload);
/** Periodic: tells the owner 3 days before validUntil, once per validity. */
export const expiryNoticeJob = defineJob('listings.expiry-notice', noPayload);

export const expiryNoticeDays = 3;
const dayMs = 24 * 3600 * 1000;
/** Listings per transaction: a backlog (after downtime) goes in bounded steps. */
const batchSize = 500;

interface Dependencies {
  repository: Pick<ListingsRepository, 'jobTransaction'>;
  notifier: Notifier;
  events: Pick<EventBus, 'emit'>;
  clock: Clock;
}

/** "Expires in 3 days" and "expired": Action notifications that lead to the owner's listings. */
function expiryNotice(
  row: PropertyRow,
  kind: 'listingExpiring' | 'listingExpired',
  now: Date,
): NotificationRequest {
  const validUntil = row.validUntil ?? now;
  const days = Math.max(1, Math.ceil((validUntil.getTime() - now.getTime()) / dayMs));
  return {
    userId: row.ownerId,
    kind,
    type: 'Action',
    link: kind === 'listingExpired' ? '/me/properties?tab=expired' : '/me/properties',
    dedupeKey: `${kind}:${row.id}:${validUntil.getTime()}`,
    params: { values: { address: row.address, days, date: validUntil.toISOString() } },
  };
}

/**
 * The listings' periodic work. Each handler reads the time from the Clock, so tests move
 * `test.clock` and call them directly; in the app the queue runs them (see startListingsJobs).
 * The state change and the owner's notification commit in one transaction: a crash loses neither.
 */
export function createListingsJobs(deps: Dependencies) {
  const { repository, clock, notifier } = deps;
  return {
    /** Answers how many listings expired. A sold listing leaving the site after its 30 days is not news. */
    async expireDue(): Promise<number> {
      let total = 0;
      for (;;) {
        const now = clock.now();
        const expired = await repository.jobTransaction(async (tx, listings) => {
          const rows = await listings.expireDue(now, new Date(now.getTime() - soldVisibleMs), batchSize);
          const unsold = rows.filter((row) => row.soldAt === null);
          await notifier.notifyIn(
            tx,
            unsold.map((row) => expiryNotice(row, 'listingExpired', now)),
            now,
          );
          return rows;
        });
        for (const row of expired) await deps.events.emit('listing.expired', { listingId: row.id });
        total += expired.length;
        if (expired.length < batchSize) return total;
      }
    },

    /** Answers how many owners were told. */
    async sendExpiryNotices(): Promise<number> {
      let total = 0;
      for (;;) {
        const now = clock.now();
        const until = new Date(now.getTime() + expiryNoticeDays * dayMs);
        const claimed = await repository.jobTransaction(async (tx, listings) => {
          const rows = await listings.claimExpiryNotices(now, until, batchSize);
          await notifier.notifyIn(
            tx,
            rows.map((row) => expiryNotice(row, 'listingExpiring', now)),
            now,
          );
          return rows.length;
        });
        total += claimed;
        if (claimed < batchSize) return total;
      }
    },
  };
}

export type ListingsJobs = ReturnType<typeof createListingsJobs>;

/** Registers the handlers on the queue and schedules them (cron, UTC): expiry every minute keeps owners' tabs current. */
export async function startListingsJobs(queue: JobQueue, jobs: ListingsJobs): Promise<void> {
  await queue.work(expireJob, async () => {
    await jobs.expireDue();
  });
  await queue.work(expiryNoticeJob, async () => {
    await jobs.sendExpiryNotices();
  });
  await queue.schedule(expireJob, '* * * * *');
  await queue.schedule(expiryNoticeJob, '7 * * * *');
}
