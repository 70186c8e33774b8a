import {
  hidePriceRequest,
  myPropertiesQuery,
  myPropertiesResponse,
  type PropertyResponse,
  propertyIdParams,
  propertyInput,
  propertyResponse,
  publishResponse,
  renewAllResponse,
} from '@krov/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserId } from '../../platform/auth/authenticate.ts';
import type { LifecycleService } from './lifecycle.service.ts';
import { listingErrors } from './listing-errors.ts';
import type { ListingsService } from './listings.service.ts';

const tags = ['listings'];

/** Listings and their lifecycle (docs/decisions.md, Listings 1); photos are in photos.routes.ts. */
export const listingsRoutes: FastifyPluginAsyncZod<{
  listings: ListingsService;
  lifecycle: LifecycleService;
}> = async (app, { listings, lifecycle }) => {
  const owner = { preHandler: app.requireUser };

  app.post(
    '/api/properties',
    {
      ...owner,
      schema: {
        tags,
        summary: 'Create a listing (unpaid until published); needs a verified phone number',
        body: propertyInput,
        response: { 201: propertyResponse, ...listingErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await listings.create(currentUserId(request), request.body)),
  );

  app.get(
    '/api/properties/:id',
    {
      preHandler: app.identifyUser,
      schema: {
        tags,
        summary: 'A public listing, or any listing of the logged-in owner',
        params: propertyIdParams,
        response: { 200: propertyResponse, ...listingErrors },
      },
    },
    async (request, reply) => {
      const json = await listings.viewJson(request.params.id, request.auth?.userId ?? null);
      // Serialized once and cached: Fastify sends bytes as they are, without the schema's
      // serializer (the answer's shape is the schema's: public-listing-cache.test.ts).
      return reply.type('application/json; charset=utf-8').send(json as unknown as PropertyResponse);
    },
  );

  app.put(
    '/api/properties/:id',
    {
      ...owner,
      schema: {
        tags,
        summary: 'Edit a listing (not once sold)',
        params: propertyIdParams,
        body: propertyInput,
        response: { 200: propertyResponse, ...listingErrors },
      },
    },
    async (request) => listings.edit(request.params.id, currentUserId(request), request.body),
  );

  app.delete(
    '/api/properties/:id',
    {
      ...owner,
      schema: {
        tags,
        summary: 'Delete a listing; its photos leave storage shortly after',
        params: propertyIdParams,
        response: { 204: z.null(), ...listingErrors },
      },
    },
    async (request, reply) => {
      await listings.remove(request.params.id, currentUserId(request));
      return reply.status(204).send(null);
    },
  );

  const publishing = {
    publish: 'Publish an unpaid listing: listed for 30 days at once without a fee, else paymentDue',
    renew: '30 more days from max(now, validUntil); with a fee, paymentDue and nothing changes yet',
  } as const;
  for (const action of ['publish', 'renew'] as const) {
    app.post(
      `/api/properties/:id/${action}`,
      {
        ...owner,
        schema: {
          tags,
          summary: publishing[action],
          params: propertyIdParams,
          response: { 200: publishResponse, ...listingErrors },
        },
      },
      async (request) => lifecycle[action](request.params.id, currentUserId(request)),
    );
  }

  const actions = {
    hide: { method: 'hide', summary: 'Hide a listed listing' },
    unhide: { method: 'unhide', summary: 'Show a hidden listing again (expired when its validity ended)' },
    'mark-sold': { method: 'markSold', summary: 'Mark a listing sold (only delete is possible after)' },
  } as const;
  for (const [path, { method, summary }] of Object.entries(actions)) {
    app.post(
      `/api/properties/:id/${path}`,
      {
        ...owner,
        schema: {
          tags,
          summary,
          params: propertyIdParams,
          response: { 200: propertyResponse, ...listingErrors },
        },
      },
      async (request) => lifecycle[method](request.params.id, currentUserId(request)),
    );
  }

  app.put(
    '/api/properties/:id/hide-price',
    {
      ...owner,
      schema: {
        tags,
        summary: 'Show "price on request" instead of the price (it stays stored)',
        params: propertyIdParams,
        body: hidePriceRequest,
        response: { 200: propertyResponse, ...listingErrors },
      },
    },
    async (request) =>
      lifecycle.setPriceHidden(request.params.id, currentUserId(request), request.body.hidden),
  );

  app.get(
    '/api/users/me/properties',
    {
      ...owner,
      schema: {
        tags: ['me', ...tags],
        summary: "The user's listings by tab (sold ones stay in Listed for 30 days), with every tab's count",
        querystring: myPropertiesQuery,
        response: { 200: myPropertiesResponse, ...listingErrors },
      },
    },
    async (request) => listings.mine(currentUserId(request), request.query),
  );

  app.post(
    '/api/users/me/properties/renew-all',
    {
      ...owner,
      schema: {
        tags: ['me', ...tags],
        summary: 'Renew every expired listing of the user (all or none); with fees, paymentDue',
        response: { 200: renewAllResponse, ...listingErrors },
      },
    },
    async (request) => lifecycle.renewAll(currentUserId(request)),
  );
};
