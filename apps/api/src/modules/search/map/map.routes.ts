import { searchEndpoints } from '@krov/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../platform/http/endpoint-route.ts';
import type { MapService } from './map.service.ts';

/** GET /api/properties/map: the search's listings as clusters and pins. */
export async function mapRoutes(app: FastifyInstance, { map }: { map: MapService }) {
  route(app, searchEndpoints.propertiesMap, async (request) => map.map(request.query));
}
