import { propertyPageEndpoints } from '@krov/contracts';
import type { FastifyInstance } from 'fastify';
import { currentUserId } from '../../platform/auth/authenticate.ts';
import { deviceIdOf } from '../../platform/http/device-id.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import type { AnalyticsService } from './analytics.service.ts';

/** The view counter of /p/{id}, and the owner's statistics of a listing. */
export async function analyticsRoutes(app: FastifyInstance, { analytics }: { analytics: AnalyticsService }) {
  route(app, propertyPageEndpoints.countPropertyView, async (request) => {
    await analytics.recordView(request.params.id, {
      userId: request.auth?.userId ?? null,
      deviceId: deviceIdOf(request),
      userAgent: request.headers['user-agent'],
    });
    return undefined;
  });

  route(app, propertyPageEndpoints.propertyStatistics, async (request) =>
    analytics.statistics(request.params.id, currentUserId(request)),
  );
}
