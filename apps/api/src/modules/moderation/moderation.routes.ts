import { moderationEndpoints } from '@krov/contracts';
import type { FastifyInstance } from 'fastify';
import { currentUserId } from '../../platform/auth/authenticate.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import type { Moderation } from './moderation.ts';
import type { ReportQueue } from './report-queue.repository.ts';
import type { ReportResolution } from './report-resolution.ts';
import type { Reports } from './reports.ts';

/** The admins' moderation of listings; everyone else NotFound (their descriptions' `access: 'admin'`). */
export async function moderationRoutes(
  app: FastifyInstance,
  {
    moderation,
    reports,
    queue,
    resolution,
  }: { moderation: Moderation; reports: Reports; queue: ReportQueue; resolution: ReportResolution },
) {
  const endpoints = moderationEndpoints;
  route(app, endpoints.reportProperty, async (request, reply) => {
    const { report, made } = await reports.report(request.params.id, currentUserId(request), {
      reason: request.body.reason,
      text: request.body.text,
    });
    // Reported before: the first report, unchanged, as 200.
    return made ? report : reply.status(200).send(report);
  });
  route(app, endpoints.adminHideProperty, async (request) => {
    await moderation.hide(currentUserId(request), request.params.id, request.body.reason);
    return undefined;
  });
  route(app, endpoints.adminReports, async (request) => queue.list(request.query));
  route(app, endpoints.adminResolveReport, async (request) =>
    resolution.resolve(currentUserId(request), request.params.id, request.body),
  );
  route(app, endpoints.adminHiddenProperties, async (request) => moderation.hiddenListings(request.query));
  route(app, endpoints.adminRestoreProperty, async (request) =>
    moderation.restore(currentUserId(request), request.params.id, request.body.reason),
  );
}
