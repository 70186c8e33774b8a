import { searchEndpoints } from '@krov/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../platform/http/endpoint-route.ts';
import type { SearchParser } from './search-parse.service.ts';

/** GET /api/search/parse: free text read into the search's filters (public; pure, no database). */
export async function searchParseRoutes(app: FastifyInstance, { parser }: { parser: SearchParser }) {
  route(app, searchEndpoints.searchParse, async (request) =>
    parser.parse(request.query.q, request.query.language),
  );
}
