import { platformEndpoints } from '@krov/contracts';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../platform/db/database.ts';
import { route } from '../../platform/http/endpoint-route.ts';

/**
 * Liveness and database readiness: 503 while the database does not answer, and 503
 * {message: 'ServiceUnavailable'} once the instance is shutting down (app.ts), so a balancer
 * stops sending it requests.
 */
export async function healthRoutes(app: FastifyInstance, { database }: { database: DatabaseHandle }) {
  route(
    app,
    platformEndpoints.health,
    async (_request, reply) => {
      const up = await database.ping();
      return reply
        .status(up ? 200 : 503)
        .send({ status: up ? 'ok' : 'degraded', database: up ? 'up' : 'down', engine: database.engine });
    },
    { logLevel: 'warn' },
  );
}
