import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers on every answer. The middleware is built once here: @fastify/helmet
 * builds helmet's middleware (and its Content-Security-Policy text) again for every request,
 * which measured as about a tenth of the time of a cached listing answer (bench/BENCHMARKS.md).
 */
export const securityHeaders = fp(async (app: FastifyInstance, options: HelmetOptions) => {
  const apply = helmet(options);
  app.addHook('onRequest', (request, reply, done) => {
    apply(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
});
