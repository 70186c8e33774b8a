import { propertyPageEndpoints } from '@krov/contracts';
import type { FastifyInstance } from 'fastify';
import { currentUserId } from '../../platform/auth/authenticate.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import type { PropertyPageService } from './property-page.service.ts';

/** What /p/{id} and the home page read beside the listing itself (issue 5); saving and views are their own modules'. */
export async function propertyPageRoutes(app: FastifyInstance, { page }: { page: PropertyPageService }) {
  const endpoints = propertyPageEndpoints;
  route(app, endpoints.priceHistory, async (request) =>
    page.priceHistory(request.params.id, request.auth?.userId ?? null),
  );
  route(app, endpoints.propertyCosts, async (request) =>
    page.costs(request.params.id, request.auth?.userId ?? null),
  );
  route(app, endpoints.propertyOffers, async (request) =>
    page.offers(request.params.id, request.auth?.userId ?? null),
  );
  route(app, endpoints.propertyOwner, async (request) =>
    page.ownerCard(request.params.id, request.auth?.userId ?? null),
  );
  route(app, endpoints.revealPhone, async (request) =>
    page.revealPhone(request.params.id, currentUserId(request)),
  );
  route(app, endpoints.similarProperties, async (request) =>
    page.similar(request.params.id, request.auth?.userId ?? null),
  );
}
