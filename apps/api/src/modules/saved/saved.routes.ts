import { propertyPageEndpoints, searchEndpoints } from '@krov/contracts';
import type { FastifyInstance } from 'fastify';
import { currentUserId } from '../../platform/auth/authenticate.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import type { SavedService } from './saved.service.ts';

/** Saving a listing from /p/{id}: whether it is saved, save, unsave; and the list of them (/me/saved). */
export async function savedRoutes(app: FastifyInstance, { saved }: { saved: SavedService }) {
  const endpoints = propertyPageEndpoints;
  route(app, endpoints.isPropertySaved, async (request) =>
    saved.isSaved(request.params.id, currentUserId(request)),
  );
  route(app, endpoints.saveProperty, async (request) =>
    saved.save(request.params.id, currentUserId(request)),
  );
  route(app, endpoints.unsaveProperty, async (request) =>
    saved.unsave(request.params.id, currentUserId(request)),
  );
  route(app, searchEndpoints.savedProperties, async (request) =>
    saved.list(currentUserId(request), request.query),
  );
}
