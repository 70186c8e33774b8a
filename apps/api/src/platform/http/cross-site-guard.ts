import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error.ts';

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A cross-site HTML form can only send urlencoded, multipart or text bodies without custom
 * headers. Requiring a JSON body or a custom header (which forces a CORS preflight that only
 * our web origin passes) makes such a forged request fail before any handler runs.
 */
export function registerCrossSiteGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!stateChanging.has(request.method)) return;
    const contentType = request.headers['content-type'] ?? '';
    if (contentType.toLowerCase().startsWith('application/json')) return;
    if (request.headers['x-requested-with']) return;
    throw new AppError('CrossSiteRequestRefused');
  });
}
