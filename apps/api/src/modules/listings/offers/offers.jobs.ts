import { z } from 'zod';
import type { EventBus } from '../../../platform/events/event-bus.ts';
import { defineJob, type JobQueue } from '../../../platform/queue/job-queue.ts';

/** One listing's place among the offers, found again (regroup.ts): idempotent, so a retry is harmless. */
export const regroupJob = defineJob('offers.regroup', z.object({ listingId: z.uuid() }));

/**
 * The listing events after which a listing's group may change: its facts or price, whether it is
 * public, its photos. Those staged inside their transaction become the job durably; the others are
 * emitted after the change committed, and queue the job then.
 */
const stagedEvents = ['listing.listed', 'listing.price-changed', 'listing.deleted'] as const;
const emittedEvents = [
  'listing.edited',
  'listing.price-hidden',
  'listing.published',
  'listing.renewed',
  'listing.hidden',
  'listing.unhidden',
  'listing.sold',
  'listing.expired',
  'listing.photos-changed',
] as const;

/** The regroup worker, and the listing events that queue it. */
export async function startOffersJobs(
  queue: JobQueue,
  events: EventBus,
  regroup: (listingId: string) => Promise<void>,
): Promise<void> {
  await queue.work(regroupJob, ({ listingId }) => regroup(listingId));
  for (const name of stagedEvents) events.onDurably(name, regroupJob, ({ listingId }) => ({ listingId }));
  for (const name of emittedEvents) events.on(name, ({ listingId }) => queue.send(regroupJob, { listingId }));
}
