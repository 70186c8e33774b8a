import { mkdir } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { createPasswordHasher } from '../../apps/api/src/platform/auth/passwords.ts';
import { systemClock } from '../../apps/api/src/platform/clock/clock.ts';
import type { DatabaseHandle } from '../../apps/api/src/platform/db/database.ts';
import { openConfiguredDatabase } from '../../apps/api/src/platform/db/open-configured.ts';
import { openConfiguredStorage } from '../../apps/api/src/platform/storage/open-configured.ts';
import { loadDemoData } from '../../apps/api/src/seed/demo-data.ts';
import { sharedApiSettings } from './environment.ts';
import type { Get } from './walk.ts';

export interface InProcessApi {
  app: FastifyInstance;
  database: DatabaseHandle;
  get: Get;
  close(): Promise<void>;
}

/**
 * The api assembled in the bench's own process exactly as main.ts assembles it (its config, its
 * database, its modules), answering through inject: for capturing the statements a request sends
 * and explaining them. Never measured for speed: the load runs against the api's own process.
 */
export async function openInProcessApi(options: {
  dataDir: string;
  databaseUrl?: string;
  /** Load the demo accounts and listings as `npm start` does on an empty database. */
  demo?: boolean;
}): Promise<InProcessApi> {
  await mkdir(options.dataDir, { recursive: true });
  const config = loadConfig({
    DATA_DIR: options.dataDir,
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    LOG_LEVEL: 'silent',
    RATE_LIMIT_SCALE: '1000',
    DEMO_DATA: options.demo ? 'true' : 'false',
    ...sharedApiSettings(),
  });
  const database = await openConfiguredDatabase(config);
  await database.migrate();
  const storage = openConfiguredStorage(config);
  if (options.demo) {
    await loadDemoData(database.db, createPasswordHasher(config.passwordHashing), systemClock, { storage });
  }
  const { app } = await buildApp({ config, database, storage, clock: systemClock });
  await app.ready();
  return {
    app,
    database,
    get: async (path) => {
      const response = await app.inject({ method: 'GET', url: path });
      return { status: response.statusCode, body: response.json() as unknown };
    },
    close: () => app.close(),
  };
}
