import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import type { ListingsReader } from '../listings/listings-reader.ts';
import { createSavedRepository } from './saved.repository.ts';
import { savedRoutes } from './saved.routes.ts';
import { createSavedService } from './saved.service.ts';

export interface SavedModuleDependencies {
  db: Database;
  events: EventBus;
  clock: Clock;
  listings: ListingsReader;
}

/** Saved listings: the heart on /p/{id} and the user's list of them (/me/saved). */
export async function registerSavedModule(app: FastifyInstance, deps: SavedModuleDependencies) {
  const saved = createSavedService({
    repository: createSavedRepository(deps.db),
    listings: deps.listings,
    events: deps.events,
    clock: deps.clock,
  });
  await app.register(savedRoutes, { saved });
}
