import { moderationEndpoints } from '@krov/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/endpoint-route.ts';
import type { Moderation } from './moderation.ts';

/** The admins' moderation of listings; everyone else NotFound (their descriptions' `access: 'admin'`). */
export async function moderationRoutes(app: FastifyInstance, { moderation }: { moderation: Moderation }) {
  const endpoints = moderationEndpoints;
  route(app, endpoints.adminHideProperty, async (request) => {
    await moderation.hide(request.params.id, request.body.reason);
    return undefined;
  });
  route(app, endpoints.adminHiddenProperties, async (request) => moderation.hiddenListings(request.query));
  route(app, endpoints.adminRestoreProperty, async (request) =>
    moderation.restore(request.params.id, request.body.reason),
  );
}
