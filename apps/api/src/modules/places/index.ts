import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock/clock.ts';
import type { ListingsReader } from '../listings/ports.ts';
import { createPlaceCounts } from './place-counts.ts';
import { createPlaceSearchService } from './place-search.service.ts';
import { placesRoutes } from './places.routes.ts';
import { createPlaces, type Places } from './places.service.ts';

/**
 * The places data set, for the modules that locate a pin or name a place; the data loads once per
 * process. Its routes need the listings' counts, and listings need the places: they register
 * after listings, with `registerPlaceSearch`.
 */
export async function registerPlacesModule(_app: FastifyInstance): Promise<{ places: Places }> {
  return { places: createPlaces() };
}

/** Place autocomplete and a place's answer, ranked and counted by the public listings in each place. */
export async function registerPlaceSearch(
  app: FastifyInstance,
  deps: { places: Places; listings: Pick<ListingsReader, 'publicCountsByPlace'>; clock: Clock },
): Promise<void> {
  const counts = createPlaceCounts({ listings: deps.listings, clock: deps.clock });
  const search = createPlaceSearchService({ places: deps.places, counts });
  await app.register(placesRoutes, { search, places: deps.places });
}
