import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { type BuiltApp, buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { createDevMailboxStore } from '../src/modules/devmailbox/devmailbox.store.ts';
import type { ProductKind } from '../src/modules/payments/index.ts';
import { ManualClock } from '../src/platform/clock/clock.ts';
import { type DatabaseHandle, openDatabase } from '../src/platform/db/database.ts';
import { openConfiguredStorage } from '../src/platform/storage/open-configured.ts';
import { watchErrorKeys } from './error-keys.ts';
import type { LocalPushService } from './push/local-push-service.ts';
import {
  databaseUrl,
  fileDatabaseName,
  templateDatabaseName,
  testEngine,
  testServerUrl,
} from './test-engine.ts';

/** A fresh database for one test file: a copy of the migrated template on the engine under test. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (testEngine() === 'postgres') {
    const serverUrl = testServerUrl();
    const run = inject('testRun');
    const name = fileDatabaseName(run, randomUUID().replaceAll('-', ''));
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${templateDatabaseName(run)}`);
    await admin.end();
    return openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, name), poolSize: 5 });
  }
  const template = readFileSync(inject('pgliteTemplatePath'));
  const pglite = await PGlite.create({ loadDataDir: new Blob([template]) });
  return openDatabase({ kind: 'pglite-instance', pglite });
}

/** The app as buildApp answers it (its jobs, settlement…, decision 203) on a test database. */
export interface TestApp extends BuiltApp {
  clock: ManualClock;
  database: DatabaseHandle;
  config: Config;
  /** Every log line the app wrote, to prove what never appears in logs. */
  logs: string[];
  /** Waits for the job queue to deliver a message into the development mailbox. */
  waitForMessage(to: string, kind?: 'email' | 'sms'): Promise<{ subject: string | null; text: string }>;
  /**
   * Waits until the background jobs that write listings' rows (regrouping offers, photos, the
   * relocation to new places data) have finished. On the PostgreSQL server they run beside the test: a periodic job run by hand while
   * one holds a listing's row would skip it (skip locked), as the next run in production would not.
   */
  settled(): Promise<void>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Another instance's database: a second api instance on the same data (the first closes it). */
  database?: DatabaseHandle;
  /** Runs after the app is built and before it is ready: tests add their own routes here (a crash, a slow request). */
  beforeReady?(app: FastifyInstance, database: DatabaseHandle): void | Promise<void>;
  /** The name service and network web push goes through: the tests' local push service's. */
  pushNetwork?: LocalPushService['network'];
  /** Product kinds sold beside the modules' own: a kind not sold yet, registered by a test. */
  products?: readonly ProductKind[];
}

/** The real app on a real database, with a controllable clock and cheap password hashing. */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'krov-api-test-'));
  const config: Config = {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      AUTH_SECRET: 'test-secret-that-is-long-enough-for-hmac-keys',
      LOG_LEVEL: 'info',
      PUBLIC_WEB_URL: 'http://localhost:3000',
      PUBLIC_API_URL: 'http://localhost:4000',
    }),
    passwordHashing: { memoryCost: 1024, timeCost: 1 },
    rateLimitScale: 1000,
    // Tests of other behaviour publish at once; the payment tests set the price list themselves.
    listingFees: { sell: 0, rent: 0 },
    ...overrides,
  };
  const database = options.database
    ? { ...options.database, close: async () => {} }
    : await openTestDatabase();
  const clock = new ManualClock(new Date('2026-11-22T10:00:00.000Z'));
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk));
      done();
    },
  });
  // No cron: a periodic job (the expiry above all) runs when a test runs it, with the test's clock,
  // never because a real minute boundary passed mid-test (a lapsed listing turned expired).
  const built = await buildApp({
    config,
    database,
    storage: openConfiguredStorage(config),
    clock,
    logStream,
    runSchedules: false,
    ...(options.pushNetwork ? { pushNetwork: options.pushNetwork } : {}),
    ...(options.products ? { products: options.products } : {}),
  });
  const { app } = built;
  watchErrorKeys(app);
  await options.beforeReady?.(app, database);
  await app.ready();
  const mailbox = createDevMailboxStore(database.db);
  const seen = new Set<number>();

  return {
    ...built,
    clock,
    database,
    config,
    logs,
    async waitForMessage(to, kind = 'email') {
      // Polls the mailbox table the queue writes into; the deadline only guards against a hang.
      const deadline = Date.now() + 15_000;
      while (Date.now() < deadline) {
        const found = (await mailbox.list(50)).find((m) => m.to === to && m.kind === kind && !seen.has(m.id));
        if (found) {
          seen.add(found.id);
          return found;
        }
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`no ${kind} reached ${to}`);
    },
    async settled() {
      const deadline = Date.now() + 20_000;
      while (Date.now() < deadline) {
        const result = (await database.db.execute(
          sql`select count(*)::int as waiting from pgboss.job
              where (name like 'offers.%' or name like 'photos.%' or name = 'listings.relocate')
                and state in ('created', 'retry', 'active')`,
        )) as unknown as { rows: { waiting: number }[] };
        if (result.rows[0]?.waiting === 0) return;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error('the background jobs on listings did not finish');
    },
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The 6-digit code in a captured e-mail or SMS. */
export function codeIn(message: { text: string }): string {
  const match = message.text.match(/\b(\d{6})\b/);
  if (!match?.[1]) throw new Error(`no code in: ${message.text}`);
  return match[1];
}
