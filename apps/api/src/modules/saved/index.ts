import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import type { JobQueue } from '../../platform/queue/job-queue.ts';
import type { ListingsReader } from '../listings/ports.ts';
import type { Notifier } from '../notifications/ports.ts';
import { type PriceDrops, startPriceDrops } from './price-drops.ts';
import { createSavedRepository } from './saved.repository.ts';
import { savedRoutes } from './saved.routes.ts';
import { createSavedService } from './saved.service.ts';

export type { PriceDrops } from './price-drops.ts';

export interface SavedModuleDependencies {
  db: Database;
  events: EventBus;
  clock: Clock;
  listings: ListingsReader;
  queue: JobQueue;
  notifier: Notifier;
}

/** Saved listings: the heart on /p/{id}, the user's list of them (/me/saved), their price drops told. */
export async function registerSavedModule(
  app: FastifyInstance,
  deps: SavedModuleDependencies,
): Promise<{ priceDrops: PriceDrops }> {
  const saved = createSavedService({
    repository: createSavedRepository(deps.db),
    listings: deps.listings,
    events: deps.events,
    clock: deps.clock,
  });
  await app.register(savedRoutes, { saved });
  // Answered for tests, which tell a price drop at once.
  return { priceDrops: await startPriceDrops(deps) };
}
