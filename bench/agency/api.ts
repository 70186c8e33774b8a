import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo, Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { createAccessTokens } from '../../apps/api/src/platform/auth/access-tokens.ts';
import { systemClock } from '../../apps/api/src/platform/clock/clock.ts';
import { openConfiguredStorage } from '../../apps/api/src/platform/storage/open-configured.ts';
import type { BenchDatabase } from '../alerts/database.ts';

export interface RunningApi {
  app: FastifyInstance;
  url: string;
  /** The api's caches as configured: seconds of the public listings' and the search counts' caches. */
  cacheSeconds: { listings: number; searchCounts: number };
  /**
   * Resolves once no request is being worked on. autocannon stops at its deadline with requests
   * still in the api (on PGlite a queue of them: every statement runs in this thread, one at a
   * time); the next run must not start behind them.
   */
  drained(timeoutMs?: number): Promise<{ left: number; ms: number }>;
  close(): Promise<void>;
}

/**
 * The api as main.ts builds it (the api's own `buildApp`, its modules and caches) in this process,
 * listening on loopback, on the bench's database; the cron schedules off so nothing runs beside the
 * measurement. `cached: false` sets LISTING_CACHE_SECONDS and SEARCH_COUNT_CACHE_SECONDS to 0 (the
 * api's only caches on these calls; the agency's own calls have none). The database stays open when
 * the app closes: the next app and the bench still use it.
 */
export async function startApi(options: {
  database: BenchDatabase;
  secret: string;
  cached: boolean;
}): Promise<RunningApi> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'krov-bench-agency-api-'));
  const config = {
    ...loadConfig({
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      AUTH_SECRET: options.secret,
      LOG_LEVEL: 'warn',
      PUBLIC_WEB_URL: 'http://localhost:3000',
      DEMO_DATA: 'false',
      ...(options.cached ? {} : { LISTING_CACHE_SECONDS: '0', SEARCH_COUNT_CACHE_SECONDS: '0' }),
    }),
    rateLimitScale: 1000,
  };
  const handle = options.database.handle;
  const { app } = await buildApp({
    config,
    database: { ...handle, close: async () => {} },
    storage: openConfiguredStorage(config),
    clock: systemClock,
    runSchedules: false,
  });
  // Counted from the request's arrival to its answer being ready (onSend), whether or not the
  // client is still there to read it.
  let working = 0;
  let seen = 0;
  app.addHook('onRequest', async () => {
    working += 1;
    seen += 1;
  });
  app.addHook('onSend', async () => {
    working -= 1;
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const connections = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    connections.add(socket);
    socket.on('close', () => connections.delete(socket));
  });
  await app.inject({ method: 'GET', url: '/api/agencies' });
  if (seen !== 1 || working !== 0) throw new Error('the request counter does not see the routes');
  return {
    app,
    url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    cacheSeconds: {
      listings: config.listingCacheMs / 1000,
      searchCounts: config.searchCountCacheMs / 1000,
    },
    async drained(timeoutMs = 300_000) {
      const started = performance.now();
      const left = working;
      let idleSince = performance.now();
      // A request still in a socket's buffer is no request yet (this thread may have been busy):
      // idle means no request in the works and no connection open, for 200 ms on end.
      while (performance.now() - idleSince < 200) {
        // Keep-alive connections with no request (the first calls' fetch, a finished client's).
        app.server.closeIdleConnections();
        if (working > 0 || connections.size > 0) idleSince = performance.now();
        if (performance.now() - started > timeoutMs)
          throw new Error(`${working} requests, ${connections.size} connections still in the api`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      if (working < 0) throw new Error(`the request counter went below zero (${working})`);
      return { left, ms: Math.round(performance.now() - started - 200) };
    },
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * An access token for the agency's owner, signed with the api's secret, for a session made in SQL
 * (a refresh-token family): logging in would measure argon2 and needs a password the bench's
 * people do not have. Valid 15 minutes: one is made for each app.
 */
export async function ownerToken(database: BenchDatabase, userId: string, secret: string): Promise<string> {
  const { rows } = await database.client.query<{ id: string }>(
    'insert into refresh_token_families (user_id) values ($1) returning id',
    [userId],
  );
  const session = rows[0]?.id;
  if (!session) throw new Error('no session');
  return createAccessTokens(secret, systemClock).issue({ userId, role: 'user', sessionId: session });
}
