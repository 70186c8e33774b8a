import { type SearchResponse, searchEndpoints } from '@krov/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/endpoint-route.ts';
import { schemaSerializerCompiler } from '../../platform/http/schema-serializer.ts';
import type { SearchService } from './search.service.ts';

/** GET /api/properties: the search (the home page's newest listings are its `sort=newest`). */
export async function searchRoutes(app: FastifyInstance, { search }: { search: SearchService }) {
  // A page of up to 48 listings, as bytes made of each listing's cached public JSON (search.service.ts):
  // Fastify sends them as they are. The schema's serializer stays for any answer that is an object.
  route(
    app,
    searchEndpoints.searchProperties,
    async (request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .send((await search.search(request.query)) as unknown as SearchResponse),
    { serializerCompiler: schemaSerializerCompiler },
  );
}
