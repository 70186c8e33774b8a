import { agencyEndpoints, listingEndpoints, type PropertyResponse } from '@krov/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUserId } from '../../platform/auth/authenticate.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import type { AvailabilityService } from './availability.service.ts';
import type { LifecycleService } from './lifecycle.service.ts';
import type { ActingOwner } from './listing-agencies.ts';
import type { ListingsService } from './listings.service.ts';
import type { MyPropertiesService } from './my-properties.service.ts';

/** Listings and their lifecycle (docs/decisions.md, Listings 1); photos are the photos module's (modules/photos). */
export async function listingsRoutes(
  app: FastifyInstance,
  {
    listings,
    lifecycle,
    availability,
    myProperties,
    actingOwner,
  }: {
    listings: ListingsService;
    lifecycle: LifecycleService;
    /** "Still available" (issue 29): from the app (owner or agent) and from the e-mail's link. */
    availability: AvailabilityService;
    myProperties: MyPropertiesService;
    /** Who the caller acts as on a listing: its owner, for its agent and its agency's owner too. */
    actingOwner: ActingOwner;
  },
) {
  const as = (id: string, request: FastifyRequest) => actingOwner(id, currentUserId(request));
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
    listings.edit(request.params.id, await as(request.params.id, request), request.body),
  );

  route(app, endpoints.deleteProperty, async (request) => {
    await listings.remove(request.params.id, await as(request.params.id, request));
    return undefined;
  });

  route(app, endpoints.publishProperty, async (request) =>
    lifecycle.publish(request.params.id, await as(request.params.id, request)),
  );
  route(app, endpoints.renewProperty, async (request) =>
    lifecycle.renew(request.params.id, await as(request.params.id, request)),
  );
  route(app, endpoints.hideProperty, async (request) =>
    lifecycle.hide(request.params.id, await as(request.params.id, request)),
  );
  route(app, endpoints.unhideProperty, async (request) =>
    lifecycle.unhide(request.params.id, await as(request.params.id, request)),
  );
  route(app, endpoints.markPropertySold, async (request) =>
    lifecycle.markSold(request.params.id, await as(request.params.id, request)),
  );
  route(app, endpoints.hidePropertyPrice, async (request) =>
    lifecycle.setPriceHidden(request.params.id, await as(request.params.id, request), request.body.hidden),
  );

  route(app, endpoints.confirmAvailable, async (request) =>
    availability.confirm(request.params.id, await as(request.params.id, request)),
  );
  // Only a POST confirms: mail scanners fetch an e-mail's links, so the link opens a web page that posts.
  route(app, endpoints.confirmAvailableByLink, async (request) =>
    availability.confirmByLink(request.body.token),
  );

  route(app, agencyEndpoints.assignAgent, async (request) =>
    listings.assignAgent(request.params.id, currentUserId(request), request.body.agentId),
  );

  route(app, endpoints.myProperties, async (request) =>
    myProperties.mine(currentUserId(request), request.query),
  );
  route(app, endpoints.renewAllProperties, async (request) => lifecycle.renewAll(currentUserId(request)));
}
