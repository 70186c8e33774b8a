import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { createAccessTokens } from '../../apps/api/src/platform/auth/access-tokens.ts';
import { systemClock } from '../../apps/api/src/platform/clock/clock.ts';
import { openDatabase } from '../../apps/api/src/platform/db/database.ts';
import { openConfiguredStorage } from '../../apps/api/src/platform/storage/open-configured.ts';
import type { BenchDatabase } from '../alerts/database.ts';
import { round } from '../alerts/stats.ts';
import type { BenchUser } from './protocol.ts';

/** The hub's stream in Redis (chat-hub.ts): emptied before and after a run of the bench. */
const hubStream = 'krov:chat-hub';

export interface Instances {
  apps: FastifyInstance[];
  urls: string[];
  secret: string;
  close(): Promise<void>;
}

/**
 * N api instances in this process, each built by the api's own `buildApp` with its own connection
 * pool and job queue on one database (as N processes would be), listening on loopback; with
 * `redisUrl`, sharing Redis (the hub's Redis Streams adapter, rate limits, ended sessions). The
 * cron schedules are off: nothing runs beside the measurement but what it causes.
 */
export async function startInstances(options: {
  count: number;
  database: BenchDatabase;
  redisUrl: string | undefined;
}): Promise<Instances> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'krov-bench-chat-'));
  const secret = `chat-bench-${Math.random().toString(36).slice(2)}-secret-long-enough`;
  if (options.redisUrl) await emptyHubStream(options.redisUrl);
  const apps: FastifyInstance[] = [];
  for (let index = 0; index < options.count; index += 1) {
    const config = {
      ...loadConfig({
        NODE_ENV: 'development',
        DATA_DIR: path.join(dataDir, `api${index + 1}`),
        AUTH_SECRET: secret,
        LOG_LEVEL: 'warn',
        PUBLIC_WEB_URL: 'http://localhost:3000',
        DEMO_DATA: 'false',
        ...(options.redisUrl ? { REDIS_URL: options.redisUrl } : {}),
      }),
      rateLimitScale: 1000,
    };
    const database =
      index === 0
        ? options.database.handle
        : await openDatabase({ kind: 'postgres', url: options.database.where });
    const { app } = await buildApp({
      config,
      database,
      storage: openConfiguredStorage(config),
      clock: systemClock,
      runSchedules: false,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    apps.push(app);
  }
  return {
    apps,
    urls: apps.map((app) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`),
    secret,
    async close() {
      for (const app of apps) await app.close();
      if (options.redisUrl) await emptyHubStream(options.redisUrl);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function emptyHubStream(redisUrl: string): Promise<void> {
  const redis = new Redis(redisUrl);
  try {
    await redis.del(hubStream);
  } finally {
    redis.disconnect();
  }
}

/**
 * `count` users (no password: nobody logs in), each with a session (a refresh-token family) and an
 * access token for it signed with the instances' secret, in SQL: registering 1 000 people through
 * the api would measure argon2.
 */
export async function benchUsers(
  database: BenchDatabase,
  count: number,
  secret: string,
): Promise<BenchUser[]> {
  const now = new Date().toISOString();
  await database.client.query(
    `insert into users (name, email, password_hash, created_at, updated_at)
     select 'Chat bench ' || n, 'chat-bench-' || lpad(n::text, 6, '0') || '@bench.krov.test',
            'bench-chat:no-login', $1::timestamptz, $1::timestamptz
     from generate_series(1, $2::int) as n`,
    [now, count],
  );
  const { rows } = await database.client.query<{ id: string; session: string }>(
    `with people as (select id from users where password_hash = 'bench-chat:no-login')
     insert into refresh_token_families (user_id) select id from people
     returning user_id as id, id as session`,
  );
  const tokens = createAccessTokens(secret, systemClock);
  rows.sort((a, b) => a.id.localeCompare(b.id));
  return Promise.all(
    rows.map(async (row) => ({
      id: row.id,
      token: await tokens.issue({ userId: row.id, role: 'user', sessionId: row.session }),
    })),
  );
}

/** V8's collector, reachable without starting Node with --expose-gc (for clean readings only). */
const collect = (() => {
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc') as () => void;
})();

export interface MemoryReading {
  heapUsedMb: number;
  rssMb: number;
  externalMb: number;
}

/** This process's memory after two full collections: what is live, not garbage. */
export function memoryNow(): MemoryReading {
  collect();
  collect();
  const usage = process.memoryUsage();
  const mb = (bytes: number) => round(bytes / 1048576, 2);
  return { heapUsedMb: mb(usage.heapUsed), rssMb: mb(usage.rss), externalMb: mb(usage.external) };
}
