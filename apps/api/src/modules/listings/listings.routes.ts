import { listingEndpoints, type PropertyResponse } from '@krov/contracts';
import type { FastifyInstance } from 'fastify';
import { currentUserId } from '../../platform/auth/authenticate.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import type { LifecycleService } from './lifecycle.service.ts';
import type { ListingsService } from './listings.service.ts';
import type { MyPropertiesService } from './my-properties.service.ts';

/** Listings and their lifecycle (docs/decisions.md, Listings 1); photos are in photos/photos.routes.ts. */
export async function listingsRoutes(
  app: FastifyInstance,
  {
    listings,
    lifecycle,
    myProperties,
  }: { listings: ListingsService; lifecycle: LifecycleService; myProperties: MyPropertiesService },
) {
  const endpoints = listingEndpoints;

  route(app, endpoints.createProperty, async (request) =>
    listings.create(currentUserId(request), request.body),
  );

  route(app, endpoints.property, async (request, reply) => {
    const json = await listings.viewJson(request.params.id, request.auth?.userId ?? null);
    // Serialized once and cached: Fastify sends bytes as they are, without the schema's
    // serializer (the answer's shape is the schema's: public-listing-cache.test.ts).
    return reply.type('application/json; charset=utf-8').send(json as unknown as PropertyResponse);
  });

  route(app, endpoints.editProperty, async (request) =>
    listings.edit(request.params.id, currentUserId(request), request.body),
  );

  route(app, endpoints.deleteProperty, async (request) => {
    await listings.remove(request.params.id, currentUserId(request));
    return undefined;
  });

  route(app, endpoints.publishProperty, async (request) =>
    lifecycle.publish(request.params.id, currentUserId(request)),
  );
  route(app, endpoints.renewProperty, async (request) =>
    lifecycle.renew(request.params.id, currentUserId(request)),
  );
  route(app, endpoints.hideProperty, async (request) =>
    lifecycle.hide(request.params.id, currentUserId(request)),
  );
  route(app, endpoints.unhideProperty, async (request) =>
    lifecycle.unhide(request.params.id, currentUserId(request)),
  );
  route(app, endpoints.markPropertySold, async (request) =>
    lifecycle.markSold(request.params.id, currentUserId(request)),
  );
  route(app, endpoints.hidePropertyPrice, async (request) =>
    lifecycle.setPriceHidden(request.params.id, currentUserId(request), request.body.hidden),
  );

  route(app, endpoints.myProperties, async (request) =>
    myProperties.mine(currentUserId(request), request.query),
  );
  route(app, endpoints.renewAllProperties, async (request) => lifecycle.renewAll(currentUserId(request)));
}
