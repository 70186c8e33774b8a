import { z } from 'zod';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import { defineJob, type JobQueue } from '../../platform/queue/job-queue.ts';
import type { ListingsReader } from '../listings/ports.ts';
import type { Notifier } from '../notifications/ports.ts';
import { createSavedRepository } from './saved.repository.ts';

/** A saved listing's price changed: tell whoever saved it when it dropped (queued with the edit). */
export const priceDropJob = defineJob(
  'saved.price-drop',
  z.object({
    listingId: z.uuid(),
    previousPrice: z.number().nullable(),
    price: z.number().nullable(),
    changedAt: z.iso.datetime(),
  }),
);

interface Dependencies {
  db: Database;
  queue: JobQueue;
  events: EventBus;
  clock: Clock;
  listings: Pick<ListingsReader, 'matchFacts'>;
  notifier: Notifier;
}

/**
 * Price drops of saved listings: every user who saved the listing (not its owner) gets a
 * `priceDrop` notification, once per change, while the listing is public and its price shown.
 */
/** Tells the savers of a listing its price dropped; answers how many were told (tests run it at once). */
export interface PriceDrops {
  tell(input: z.output<typeof priceDropJob.payload>): Promise<number>;
}

export async function startPriceDrops(deps: Dependencies): Promise<PriceDrops> {
  const savers = createSavedRepository(deps.db);
  async function tell({ listingId, previousPrice, price, changedAt }: z.output<typeof priceDropJob.payload>) {
    if (previousPrice === null || price === null || price >= previousPrice) return 0;
    const facts = await deps.listings.matchFacts(listingId);
    if (!facts || facts.publicPrice === null) return 0;
    const userIds = (await savers.saversOf(listingId)).filter((userId) => userId !== facts.ownerId);
    const now = deps.clock.now();
    return deps.db.transaction((tx) =>
      deps.notifier.notifyIn(
        tx,
        userIds.map((userId) => ({
          userId,
          kind: 'priceDrop',
          type: 'General',
          link: `/p/${listingId}`,
          dedupeKey: `priceDrop:${listingId}:${new Date(changedAt).getTime()}`,
          params: { values: { previousPrice, newPrice: price }, listings: [facts.summary] },
        })),
        now,
      ),
    );
  }
  await deps.queue.work(priceDropJob, async (input) => {
    await tell(input);
  });
  deps.events.onDurably('listing.price-changed', priceDropJob, (event) => ({
    listingId: event.listingId,
    previousPrice: event.previousPrice,
    price: event.price,
    changedAt: event.changedAt.toISOString(),
  }));
  return { tell };
}
