import { searchEndpoints } from '@krov/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../platform/http/endpoint-route.ts';
import { schemaSerializerCompiler } from '../../../platform/http/schema-serializer.ts';
import type { SearchService } from './search.service.ts';

/** GET /api/properties: the search (the home page's newest listings are its `sort=newest`). */
export async function searchRoutes(app: FastifyInstance, { search }: { search: SearchService }) {
  // A page of up to 48 listings: written by its compiled schema, not validated again (schema-serializer.ts).
  route(app, searchEndpoints.searchProperties, async (request) => search.search(request.query), {
    serializerCompiler: schemaSerializerCompiler,
  });
}
