import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import type { JobQueue } from '../../platform/queue/job-queue.ts';
import type { ListingsReader } from '../listings/ports.ts';
import type { Notifier } from '../notifications/ports.ts';
import { startPriceDrops } from './price-drops.ts';
import { createSavedRepository } from './saved.repository.ts';
import { savedRoutes } from './saved.routes.ts';
import { createSavedService } from './saved.service.ts';

export interface SavedModuleDependencies {
  db: Database;
  events: EventBus;
  clock: Clock;
  listings: ListingsReader;
  queue: JobQueue;
  notifier: Notifier;
}

/** Saved listings: the heart on /p/{id}, the user's list of them (/me/saved), their price drops told. */
export async function registerSavedModule(app: FastifyInstance, deps: SavedModuleDependencies) {
  const saved = createSavedService({
    repository: createSavedRepository(deps.db),
    listings: deps.listings,
    events: deps.events,
    clock: deps.clock,
  });
  await app.register(savedRoutes, { saved });
  const priceDrops = await startPriceDrops(deps);
  app.decorate('priceDrops', priceDrops);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Tells the savers of a listing its price dropped (tests run it at once). */
    priceDrops: Awaited<ReturnType<typeof startPriceDrops>>;
  }
}
