import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads no cookie: its authority is a signed token in its URL (see the hook). */
    tokenInUrl?: boolean;
  }
}

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A cross-site HTML form can only send urlencoded, multipart or text bodies without custom
 * headers. Requiring a JSON body or a custom header (which forces a CORS preflight that only
 * our web origin passes) makes such a forged request fail before any handler runs.
 */
export function registerCrossSiteGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!stateChanging.has(request.method)) return;
    // A route authorised only by a signed token in its URL (an e-mail's one-click unsubscribe,
    // which mail providers POST as a form) reads no cookie: a forged request can do nothing its
    // token does not already allow.
    if (request.routeOptions.config.tokenInUrl) return;
    const contentType = request.headers['content-type'] ?? '';
    if (contentType.toLowerCase().startsWith('application/json')) return;
    if (request.headers['x-requested-with']) return;
    throw new AppError('CrossSiteRequestRefused');
  });
}
