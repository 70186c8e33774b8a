import { moderationEndpoints } from '@krov/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/endpoint-route.ts';
import type { AdminGuard } from '../accounts/admin-guard.ts';
import type { Moderation } from './moderation.ts';

/** The admins' moderation of listings; everyone else NotFound (accounts/admin-guard.ts). */
export async function moderationRoutes(
  app: FastifyInstance,
  { moderation, adminOf }: { moderation: Moderation; adminOf: AdminGuard },
) {
  const endpoints = moderationEndpoints;
  route(app, endpoints.adminHideProperty, async (request) => {
    await adminOf(request);
    await moderation.hide(request.params.id, request.body.reason);
    return undefined;
  });
  route(app, endpoints.adminHiddenProperties, async (request) => {
    await adminOf(request);
    return moderation.hiddenListings(request.query);
  });
  route(app, endpoints.adminRestoreProperty, async (request) => {
    await adminOf(request);
    return moderation.restore(request.params.id, request.body.reason);
  });
}
