import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { createAccountsRepository } from './modules/accounts/accounts.repository.ts';
import { createAccountsService } from './modules/accounts/accounts.service.ts';
import { createSessionsService } from './modules/accounts/sessions.service.ts';
import { tokensRoutes } from './modules/accounts/tokens.routes.ts';
import { usersRoutes } from './modules/accounts/users.routes.ts';
import { createVerificationCodes } from './modules/accounts/verification-codes.ts';
import { registerAnalyticsModule } from './modules/analytics/index.ts';
import { createChatRepository } from './modules/chat/chat.repository.ts';
import { chatRoutes } from './modules/chat/chat.routes.ts';
import { devMailboxRoutes } from './modules/devmailbox/devmailbox.routes.ts';
import { createDevMailboxStore } from './modules/devmailbox/devmailbox.store.ts';
import { devToolsRoutes } from './modules/devtools/devtools.routes.ts';
import { filesRoutes } from './modules/files/files.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { registerListingsModule } from './modules/listings/index.ts';
import { createPlaces } from './modules/places/places.service.ts';
import { registerSavedModule } from './modules/saved/index.ts';
import { createAccessTokens } from './platform/auth/access-tokens.ts';
import { authenticationPlugin } from './platform/auth/authenticate.ts';
import { createPasswordHasher } from './platform/auth/passwords.ts';
import type { Clock } from './platform/clock/clock.ts';
import type { DatabaseHandle } from './platform/db/database.ts';
import { AppError } from './platform/errors/app-error.ts';
import { registerErrorHandling } from './platform/errors/error-handler.ts';
import { zodValidatorCompiler } from './platform/errors/request-validation.ts';
import { createEventBus } from './platform/events/event-bus.ts';
import { registerCrossSiteGuard } from './platform/http/cross-site-guard.ts';
import { loggerOptions } from './platform/http/logging.ts';
import { rateLimits } from './platform/http/rate-limits.ts';
import { securityHeaders } from './platform/http/security-headers.ts';
import type { MailTransport } from './platform/mail/mail-transport.ts';
import { createOutbox, startOutboxWorkers } from './platform/mail/outbox.ts';
import { createSmtpTransport } from './platform/mail/smtp-transport.ts';
import { startJobQueue } from './platform/queue/job-queue.ts';
import { closeRedis, openRedis } from './platform/redis/redis-client.ts';
import { createInfobipSmsSender } from './platform/sms/infobip-sms-sender.ts';
import type { SmsSender } from './platform/sms/sms-sender.ts';
import { createS3Storage } from './platform/storage/s3-storage.ts';
import { createLocalStorage, type ObjectStorage } from './platform/storage/storage.ts';

export interface AppDependencies {
  config: Config;
  /** Open and migrated; the app closes it when it closes. */
  database: DatabaseHandle;
  clock: Clock;
  /** Where logs go (stdout by default); tests capture them to prove the redaction. */
  logStream?: NodeJS.WritableStream;
}

const maxUploadBytes = 15 * 1024 * 1024;

/** Assembles the api from its platform parts and modules; main.ts and the tests both call it. */
export async function buildApp({
  config,
  database,
  clock,
  logStream,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    requestIdHeader: 'x-request-id',
    trustProxy: config.trustProxy,
    forceCloseConnections: 'idle',
    // Fastify's own 503 during a shutdown has its own body; the hook below answers in the spec's shape.
    return503OnClosing: false,
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

  // ---- platform ----
  const queue = await startJobQueue(database, { log: app.log, pollingIntervalSeconds: 2 });
  const events = createEventBus({ queue, log: app.log });
  const devMailbox = createDevMailboxStore(database.db);
  const mail: MailTransport = config.smtpUrl
    ? createSmtpTransport({ url: config.smtpUrl, from: config.mailFrom })
    : devMailbox;
  const sms: SmsSender = config.infobip ? createInfobipSmsSender(config.infobip) : devMailbox;
  await startOutboxWorkers(queue, mail, sms);
  const redis = config.redisUrl ? await openRedis(config.redisUrl, app.log) : null;
  app.addHook('onClose', async () => {
    await queue.stop();
    await mail.close();
    if (redis) await closeRedis(redis);
    await database.close();
  });

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
      'x-token-delivery',
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
    // Redis down: serve the request uncounted rather than refuse every login (docs/decisions.md, 11).
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
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const accessTokens = createAccessTokens(config.authSecret, clock);
  await app.register(authenticationPlugin, { tokens: accessTokens });

  // ---- modules ----
  const accountsRepository = createAccountsRepository(database.db);
  const passwords = createPasswordHasher(config.passwordHashing);
  const s3Storage = config.s3 ? createS3Storage(config.s3) : null;
  if (s3Storage) app.addHook('onClose', async () => s3Storage.close());
  const storage: ObjectStorage = s3Storage ?? createLocalStorage(`${config.dataDir}/uploads`);
  const accounts = createAccountsService({
    repository: accountsRepository,
    codes: createVerificationCodes(accountsRepository, clock, config.authSecret),
    passwords,
    outbox: createOutbox(queue),
    storage,
    clock,
    fileUrl: (key) => `${config.publicApiUrl}/api/files/${key}`,
  });
  const sessions = createSessionsService({
    repository: accountsRepository,
    passwords,
    accessTokens,
    clock,
    secret: config.authSecret,
  });
  const cookies = { secure: config.secureCookies, domain: config.cookieDomain };
  const limits = rateLimits(config.rateLimitScale);

  await app.register(healthRoutes, { database });
  await app.register(tokensRoutes, {
    accounts,
    sessions,
    repository: accountsRepository,
    cookies,
    rateLimits: limits,
    now: () => clock.now(),
  });
  await app.register(usersRoutes, {
    accounts,
    sessions,
    cookies,
    rateLimits: limits,
    maxPhotoBytes: maxUploadBytes,
  });
  // ---- listings ----
  const fileUrl = (key: string) => `${config.publicApiUrl}/api/files/${key}`;
  const { db } = database;
  const listings = await registerListingsModule(app, {
    db,
    queue,
    events,
    clock,
    storage,
    outbox: createOutbox(queue),
    places: createPlaces(),
    accounts,
    fileUrl,
    config,
  });
  await registerSavedModule(app, { db, events, clock, listings: listings.reader });
  const analytics = await registerAnalyticsModule(app, {
    db,
    queue,
    events,
    clock,
    listings: listings.reader,
  });
  await app.register(chatRoutes, { repository: createChatRepository(database.db) });
  await app.register(filesRoutes, { storage });
  if (config.devMailbox) await app.register(devMailboxRoutes, { list: devMailbox.list });
  if (config.devTools && 'advance' in clock && typeof clock.advance === 'function') {
    await app.register(devToolsRoutes, {
      clock: clock as Clock & { advance(milliseconds: number): void },
      jobs: { ...listings.periodicJobs, ...analytics.periodicJobs },
    });
  }

  return app;
}
