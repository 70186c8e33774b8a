import { errorResponse, healthResponse } from '@krov/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../../platform/db/database.ts';

/**
 * Liveness and database readiness: 503 while the database does not answer, and 503
 * {message: 'ServiceUnavailable'} once the instance is shutting down (app.ts), so a balancer
 * stops sending it requests.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (
  app,
  { database },
) => {
  app.get(
    '/api/health',
    {
      logLevel: 'warn',
      schema: {
        tags: ['health'],
        summary: 'Liveness and database readiness',
        response: { 200: healthResponse, 503: z.union([healthResponse, errorResponse]) },
      },
    },
    async (_request, reply) => {
      const up = await database.ping();
      return reply
        .status(up ? 200 : 503)
        .send({ status: up ? 'ok' : 'degraded', database: up ? 'up' : 'down', engine: database.engine });
    },
  );
};
