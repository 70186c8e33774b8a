import { propertyIdParams, savedResponse } from '@krov/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserId } from '../../platform/auth/authenticate.ts';
import { listingErrors } from '../listings/listing-errors.ts';
import type { SavedService } from './saved.service.ts';

const tags = ['property page'];

/** Saving a listing from /p/{id}: whether it is saved, save, unsave. */
export const savedRoutes: FastifyPluginAsyncZod<{ saved: SavedService }> = async (app, { saved }) => {
  const user = { preHandler: app.requireUser };

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
    async (request) => saved.isSaved(request.params.id, currentUserId(request)),
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
    async (request) => saved.save(request.params.id, currentUserId(request)),
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
    async (request) => saved.unsave(request.params.id, currentUserId(request)),
  );
};
