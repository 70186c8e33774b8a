import type { Clock } from '../../platform/clock/clock.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import type { Outbox } from '../../platform/mail/outbox.ts';
import { defineJob, type JobQueue, noPayload } from '../../platform/queue/job-queue.ts';
import { soldVisibleMs } from './lifecycle.ts';
import { renderListingExpiringEmail } from './listing-emails.ts';
import type { ListingsRepository } from './listings.repository.ts';
import type { Owners } from './owners.ts';

/** Periodic: listed past validUntil (or sold-while-listed past 30 days) → expired. */
export const expireJob = defineJob('listings.expire', noPayload);
/** Periodic: e-mails the owner 3 days before validUntil, once per validity. */
export const expiryNoticeJob = defineJob('listings.expiry-notice', noPayload);

export const expiryNoticeDays = 3;
const dayMs = 24 * 3600 * 1000;

interface Dependencies {
  repository: Pick<ListingsRepository, 'expireDue' | 'claimExpiryNotices'>;
  outbox: Pick<Outbox, 'email'>;
  owners: Owners;
  events: Pick<EventBus, 'emit'>;
  clock: Clock;
  /** The web's address, for the link to /me/properties in the e-mail. */
  publicWebUrl: string;
}

/**
 * The listings' periodic work. Each handler reads the time from the Clock, so tests move
 * `test.clock` and call them directly; in the app the queue runs them (see startListingsJobs).
 */
export function createListingsJobs(deps: Dependencies) {
  const { repository, clock } = deps;
  return {
    /** Answers how many listings expired. */
    async expireDue(): Promise<number> {
      const now = clock.now();
      const expired = await repository.expireDue(now, new Date(now.getTime() - soldVisibleMs));
      for (const listingId of expired) await deps.events.emit('listing.expired', { listingId });
      return expired.length;
    },

    /** Answers how many e-mails went out. */
    async sendExpiryNotices(): Promise<number> {
      const now = clock.now();
      const due = await repository.claimExpiryNotices(
        now,
        new Date(now.getTime() + expiryNoticeDays * dayMs),
      );
      for (const row of due) {
        if (!row.validUntil) continue;
        const owner = await deps.owners.byId(row.ownerId);
        await deps.outbox.email(
          renderListingExpiringEmail(owner.language, {
            to: owner.email,
            name: owner.name,
            address: row.address,
            validUntil: row.validUntil,
            days: Math.max(1, Math.ceil((row.validUntil.getTime() - now.getTime()) / dayMs)),
            renewUrl: `${deps.publicWebUrl}/me/properties`,
          }),
        );
      }
      return due.length;
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
