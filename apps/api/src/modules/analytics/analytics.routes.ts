import { propertyPageEndpoints } from '@krov/contracts';
import type { FastifyInstance } from 'fastify';
import { deviceIdOf } from '../../platform/http/device-id.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import type { AnalyticsService } from './analytics.service.ts';

/** The view counter of /p/{id}. */
export async function analyticsRoutes(app: FastifyInstance, { analytics }: { analytics: AnalyticsService }) {
  route(app, propertyPageEndpoints.countPropertyView, async (request) => {
    await analytics.recordView(request.params.id, {
      userId: request.auth?.userId ?? null,
      deviceId: deviceIdOf(request),
      userAgent: request.headers['user-agent'],
    });
    return undefined;
  });
}
