import { searchEndpoints } from '@krov/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors/app-error.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import type { PlaceSearchService } from './place-search.service.ts';
import type { Places } from './places.service.ts';

/** Place autocomplete and a place's answer (docs/product/DECISIONS.md, "Api of the calls the spec does not show"). */
export async function placesRoutes(
  app: FastifyInstance,
  { search, places }: { search: PlaceSearchService; places: Pick<Places, 'locate'> },
) {
  route(app, searchEndpoints.places, async (request) =>
    search.suggest(request.query.q, request.query.limit, request.query.listingType),
  );
  route(app, searchEndpoints.place, async (request) => search.place(request.params.slug));
  // The editor shows where a pin lands before the listing is saved (the same rule as saving it).
  route(app, searchEndpoints.pinPlace, async (request) => {
    const place = places.locate(request.query);
    if (!place) throw new AppError('AddressNotValid');
    return place;
  });
}
