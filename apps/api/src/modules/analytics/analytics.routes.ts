import { propertyPageEndpoints } from '@krov/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/endpoint-route.ts';
import type { AnalyticsService } from './analytics.service.ts';
import { deviceIdOf } from './visitors.ts';

/** The view counter of /p/{id}. */
export async function analyticsRoutes(app: FastifyInstance, { analytics }: { analytics: AnalyticsService }) {
  route(app, propertyPageEndpoints.countPropertyView, async (request) => {
    await analytics.recordView(request.params.id, {
      userId: request.auth?.userId ?? null,
      deviceId: deviceIdOf(request.cookies.device_id, request.headers['x-deviceid']),
      userAgent: request.headers['user-agent'],
    });
    return undefined;
  });
}
