import { savedSearchEndpoints as endpoints } from '@krov/contracts';
import type { FastifyInstance } from 'fastify';
import { currentUserId } from '../../platform/auth/authenticate.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import type { SavedSearchesService } from './saved-searches.service.ts';

/** The saved searches of /me/searches and the search page's "Save search". */
export async function savedSearchesRoutes(
  app: FastifyInstance,
  { searches }: { searches: SavedSearchesService },
) {
  route(app, endpoints.savedSearches, async (request) => searches.list(currentUserId(request)));
  route(app, endpoints.createSavedSearch, async (request) =>
    searches.create(currentUserId(request), request.body),
  );
  route(app, endpoints.updateSavedSearch, async (request) =>
    searches.update(request.params.id, currentUserId(request), request.body),
  );
  route(app, endpoints.deleteSavedSearch, async (request) => {
    await searches.delete(request.params.id, currentUserId(request));
    return undefined;
  });
  route(app, endpoints.savedSearchSeen, async (request) =>
    searches.seen(request.params.id, currentUserId(request)),
  );
}
