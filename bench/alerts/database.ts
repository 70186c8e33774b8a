import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../../apps/api/src/config.ts';
import type { DatabaseHandle } from '../../apps/api/src/platform/db/database.ts';
import { openConfiguredDatabase } from '../../apps/api/src/platform/db/open-configured.ts';
import { pgClient, pgliteClient, type SqlClient } from '../market/sql.ts';

export interface BenchDatabase {
  engine: 'pglite' | 'postgres';
  handle: DatabaseHandle;
  /** Plain SQL beside the api's Drizzle (the generators, EXPLAIN, the checks). */
  client: SqlClient;
  /** Where it lives: the temporary DATA_DIR, or the server's database URL (no password in it here). */
  where: string;
  /** Closes it and removes it (the DATA_DIR, or the server's database), unless kept. */
  dispose(keep: boolean): Promise<void>;
}

/**
 * A fresh database migrated with the api's own migrations, opened as the api opens it
 * (openConfiguredDatabase): PGlite in a new temporary DATA_DIR, or on the server a database of the
 * bench's own, dropped and made anew (never one it did not make: the name must start with krov_bench).
 */
export async function openFreshDatabase(options: {
  serverUrl?: string;
  database: string;
}): Promise<BenchDatabase> {
  if (!options.serverUrl) {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'krov-bench-alerts-'));
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const handle = await openConfiguredDatabase(config);
    await handle.migrate();
    if (!handle.pglite) throw new Error('no PGlite instance');
    return {
      engine: 'pglite',
      handle,
      client: pgliteClient(handle.pglite),
      where: dataDir,
      async dispose(keep) {
        await handle.close();
        if (!keep) await rm(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = options.database;
  if (!/^krov_bench[a-z0-9_]*$/.test(name)) throw new Error(`the database must be krov_bench…, not ${name}`);
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: `${options.serverUrl}/postgres` });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`drop database if exists "${name}" with (force)`);
  await admin(`create database "${name}"`);
  const url = `${options.serverUrl}/${name}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'krov-bench-alerts-'));
  const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: url, LOG_LEVEL: 'silent' });
  const handle = await openConfiguredDatabase(config);
  await handle.migrate();
  const plain = new pg.Client({ connectionString: url });
  await plain.connect();
  return {
    engine: 'postgres',
    handle,
    client: pgClient(plain),
    where: url,
    async dispose(keep) {
      await plain.end();
      await handle.close();
      await rm(dataDir, { recursive: true, force: true });
      if (!keep) await admin(`drop database if exists "${name}" with (force)`);
    },
  };
}

/** `postgres://user@host:port/db` → `postgres://user@host:port` (the server the bench makes its database on). */
export function serverOf(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.pathname = '';
  url.search = '';
  return url.toString().replace(/\/$/, '');
}
