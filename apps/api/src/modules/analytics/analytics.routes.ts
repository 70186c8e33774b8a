import { propertyIdParams } from '@krov/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listingErrors } from '../listings/listing-errors.ts';
import type { AnalyticsService } from './analytics.service.ts';
import { deviceIdOf } from './visitors.ts';

/** The view counter of /p/{id}. */
export const analyticsRoutes: FastifyPluginAsyncZod<{ analytics: AnalyticsService }> = async (
  app,
  { analytics },
) => {
  app.post(
    '/api/properties/:id/views',
    {
      preHandler: app.identifyUser,
      schema: {
        tags: ['property page'],
        summary:
          'Count a view: once per visitor (user, else device_id cookie or x-deviceid) per listing per day; bots not',
        params: propertyIdParams,
        response: { 204: z.null(), ...listingErrors },
      },
    },
    async (request, reply) => {
      await analytics.recordView(request.params.id, {
        userId: request.auth?.userId ?? null,
        deviceId: deviceIdOf(request.cookies.device_id, request.headers['x-deviceid']),
        userAgent: request.headers['user-agent'],
      });
      return reply.status(204).send(null);
    },
  );
};
