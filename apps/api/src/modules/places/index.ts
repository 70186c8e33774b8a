import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock/clock.ts';
import type { ListingsReader } from '../listings/ports.ts';
import { createPlaceCounts } from './place-counts.ts';
import { createPlaceSearchService } from './place-search.service.ts';
import { placesRoutes } from './places.routes.ts';
import type { Places } from './places.service.ts';

// The places data set (pure, loaded once per process), for the modules that locate a pin or name a
// place: app.ts builds it first and hands it to them, and to `registerPlacesModule` below.
export { createPlaces } from './places.service.ts';

/**
 * Places' routes, all of them: place autocomplete and a place's answer, ranked and counted by the
 * public listings in each place, and where a pin lands. Registered after listings, whose reader
 * gives the counts; the data set itself was built before (decision 211).
 */
export async function registerPlacesModule(
  app: FastifyInstance,
  deps: { places: Places; listings: Pick<ListingsReader, 'publicCountsByPlace'>; clock: Clock },
): Promise<void> {
  const counts = createPlaceCounts({ listings: deps.listings, clock: deps.clock });
  const search = createPlaceSearchService({ places: deps.places, counts });
  await app.register(placesRoutes, { search, places: deps.places });
}
