import {
  ownerCardResponse,
  phoneRevealResponse,
  propertyIdParams,
  propertyListResponse,
  publicPropertiesQuery,
  savedResponse,
} from '@krov/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserId } from '../../platform/auth/authenticate.ts';
import { listingErrors } from './listings.routes.ts';
import type { ListingsService } from './listings.service.ts';

const tags = ['property page'];

/** The device id the web keeps in a cookie and also sends as x-deviceid (docs/product/SPEC.md §7). */
function deviceIdOf(cookie: string | undefined, header: string | string[] | undefined): string | null {
  const value = cookie ?? (Array.isArray(header) ? header[0] : header);
  return value && value.length <= 100 ? value : null;
}

/** What /p/{id} and the home page read beside the listing itself (issue 5). */
export const propertyPageRoutes: FastifyPluginAsyncZod<{ listings: ListingsService }> = async (
  app,
  { listings },
) => {
  const user = { preHandler: app.requireUser };
  const anyone = { preHandler: app.identifyUser };
  const callerId = (request: { auth: { userId: string } | null }) => request.auth?.userId ?? null;

  app.get(
    '/api/properties',
    {
      schema: {
        tags,
        summary: 'The newest public listings (listed, or sold within 30 days), for the home page',
        querystring: publicPropertiesQuery,
        response: { 200: propertyListResponse, ...listingErrors },
      },
    },
    async (request) => listings.newest(request.query.limit),
  );

  app.get(
    '/api/properties/:id/owner',
    {
      ...anyone,
      schema: {
        tags,
        summary: "The owner's public card: name, photo, member since (no e-mail, no phone number)",
        params: propertyIdParams,
        response: { 200: ownerCardResponse, ...listingErrors },
      },
    },
    async (request) => listings.ownerCard(request.params.id, callerId(request)),
  );

  app.post(
    '/api/properties/:id/phone',
    {
      ...user,
      schema: {
        tags,
        summary: "The owner's verified phone number, for logged-in users; counted as a phone reveal",
        params: propertyIdParams,
        response: { 200: phoneRevealResponse, ...listingErrors },
      },
    },
    async (request) => listings.revealPhone(request.params.id, currentUserId(request)),
  );

  app.get(
    '/api/properties/:id/save',
    {
      ...user,
      schema: {
        tags,
        summary: 'Whether the caller saved the listing',
        params: propertyIdParams,
        response: { 200: savedResponse, ...listingErrors },
      },
    },
    async (request) => listings.isSaved(request.params.id, currentUserId(request)),
  );

  app.put(
    '/api/properties/:id/save',
    {
      ...user,
      schema: {
        tags,
        summary: 'Save a public listing (again: nothing changes, counted once)',
        params: propertyIdParams,
        response: { 200: savedResponse, ...listingErrors },
      },
    },
    async (request) => listings.save(request.params.id, currentUserId(request)),
  );

  app.delete(
    '/api/properties/:id/save',
    {
      ...user,
      schema: {
        tags,
        summary: 'Unsave a listing (idempotent)',
        params: propertyIdParams,
        response: { 200: savedResponse, ...listingErrors },
      },
    },
    async (request) => listings.unsave(request.params.id, currentUserId(request)),
  );

  app.post(
    '/api/properties/:id/views',
    {
      ...anyone,
      schema: {
        tags,
        summary:
          'Count a view: once per visitor (user, else device_id cookie or x-deviceid) per listing per day; bots not',
        params: propertyIdParams,
        response: { 204: z.null(), ...listingErrors },
      },
    },
    async (request, reply) => {
      await listings.recordView(request.params.id, {
        userId: callerId(request),
        deviceId: deviceIdOf(request.cookies.device_id, request.headers['x-deviceid']),
        userAgent: request.headers['user-agent'],
      });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/properties/:id/similar',
    {
      ...anyone,
      schema: {
        tags,
        summary:
          'Up to 6 public listings of the same types, same municipality (else city), price and size within ±30 %, newest first',
        params: propertyIdParams,
        response: { 200: propertyListResponse, ...listingErrors },
      },
    },
    async (request) => listings.similar(request.params.id, callerId(request)),
  );
};
