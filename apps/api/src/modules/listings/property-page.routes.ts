import {
  ownerCardResponse,
  phoneRevealResponse,
  propertyIdParams,
  propertyListResponse,
  publicPropertiesQuery,
} from '@krov/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserId } from '../../platform/auth/authenticate.ts';
import { listingErrors } from './listing-errors.ts';
import type { PropertyPageService } from './property-page.service.ts';

const tags = ['property page'];

/** What /p/{id} and the home page read beside the listing itself (issue 5). */
export const propertyPageRoutes: FastifyPluginAsyncZod<{ page: PropertyPageService }> = async (
  app,
  { page },
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
    async (request) => page.newest(request.query.limit),
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
    async (request) => page.ownerCard(request.params.id, callerId(request)),
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
    async (request) => page.revealPhone(request.params.id, currentUserId(request)),
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
    async (request) => page.similar(request.params.id, callerId(request)),
  );
};
