import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { AppError } from '../errors/app-error.ts';
import { clientErrorAnswer, frameworkErrorAnswer, registerErrorHandling } from '../errors/error-handler.ts';
import { zodValidatorCompiler } from '../errors/request-validation.ts';
import { closeRedis, openRedis } from '../redis/redis-client.ts';
import { registerCrossSiteGuard } from './cross-site-guard.ts';
import { loggerOptions } from './logging.ts';
import { apiDocsPath } from './public-addresses.ts';
import { securityHeaders } from './security-headers.ts';
import { maxUploadBytes } from './uploads.ts';

/** What the HTTP layer reads of the configuration. */
export type HttpConfig = Pick<
  Config,
  'logLevel' | 'trustProxy' | 'publicWebUrl' | 'publicApiUrl' | 'redisUrl'
>;

/**
 * The Fastify instance every module registers its routes on: request ids, zod validation, the one
 * error handler, security headers, CORS, cookies, uploads, rate limits (in Redis when REDIS_URL
 * is set), the cross-site guard, the OpenAPI document at /api/docs, and a clean shutdown.
 */
export async function createHttpServer(
  config: HttpConfig,
  logStream?: NodeJS.WritableStream,
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    requestIdHeader: 'x-request-id',
    trustProxy: config.trustProxy,
    forceCloseConnections: 'idle',
    // Fastify's own 503 during a shutdown has its own body; the hook below answers in the spec's shape.
    return503OnClosing: false,
    // The router's own refusals (a bad URL, an over-long parameter) in the error shape too.
    frameworkErrors: frameworkErrorAnswer,
    // And the HTTP parser's (a URL over ~16 KB: 431 in Fastify's own shape before).
    clientErrorHandler: clientErrorAnswer,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Fastify closes the keep-alive connections that are idle when the shutdown starts; one busy
  // with a request then stayed open after its answer and held app.close() (and the database)
  // until the client let go. Answers given during the shutdown therefore close their connection.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
  });
  registerErrorHandling(app);

  const redis = config.redisUrl ? await openRedis(config.redisUrl, app.log) : null;
  if (redis) app.addHook('onClose', async () => closeRedis(redis));
  // Shared with what else must agree across instances (ended sessions: modules/accounts).
  app.decorate('redis', redis);

  await app.register(securityHeaders, { crossOriginResourcePolicy: { policy: 'same-site' } });
  await app.register(cors, {
    // A list, not a string: a string is sent as the allowed origin whoever asks; a list names
    // only the web's own origin and leaves the header out for any other (with Vary: Origin).
    origin: [config.publicWebUrl],
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: [
      'content-type',
      'authorization',
      'accept-language',
      'x-deviceid',
      'x-requested-with',
      // Not x-token-delivery: tokens in a body are for apps, never for a page (tokens.routes.ts).
      'x-request-id',
    ],
    exposedHeaders: ['x-request-id'],
    maxAge: 600,
  });
  await app.register(cookie);
  // A request that arrives while the instance shuts down (on a connection that was already open)
  // is refused with {message: 'ServiceUnavailable'}, so a balancer or the client retries elsewhere;
  // the requests already in flight finish. Added after CORS and the security headers, whose hooks
  // then run first: the web, on another origin, can read the refusal.
  app.addHook('onRequest', async () => {
    if (closing) throw new AppError('ServiceUnavailable');
  });
  await app.register(multipart, { limits: { fileSize: maxUploadBytes, files: 30 } });
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'krov-rate-limit-' } : {}),
    // Redis down: serve the request uncounted rather than refuse every login (docs/decisions.md, Foundation 11).
    skipOnError: true,
    errorResponseBuilder: () => new AppError('TooManyRequests'),
  });
  registerCrossSiteGuard(app);

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Krov API',
        version: '1.0.0',
        description: 'The api of Krov, the property portal of Bosnia and Herzegovina.',
      },
      servers: [{ url: config.publicApiUrl }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: apiDocsPath });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The Redis connection when REDIS_URL is set (rate limits, ended sessions), else null. */
    redis: import('ioredis').Redis | null;
  }
}
