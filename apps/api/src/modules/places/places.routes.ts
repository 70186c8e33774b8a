import { searchEndpoints } from '@krov/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/endpoint-route.ts';
import type { PlaceSearchService } from './place-search.service.ts';

/** Place autocomplete and a place's answer (docs/product/DECISIONS.md, "Api of the calls the spec does not show"). */
export async function placesRoutes(app: FastifyInstance, { search }: { search: PlaceSearchService }) {
  route(app, searchEndpoints.places, async (request) => search.suggest(request.query.q, request.query.limit));
  route(app, searchEndpoints.place, async (request) => search.place(request.params.slug));
}
