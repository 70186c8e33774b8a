import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../platform/db/database.ts';
import { healthRoutes } from './health.routes.ts';

export async function registerHealthModule(
  app: FastifyInstance,
  deps: { database: DatabaseHandle },
): Promise<void> {
  await app.register(healthRoutes, { database: deps.database });
}
