import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The same query API on both engines; repositories only ever see this type. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Engine = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  engine: Engine;
  /** Set on the embedded engine: pg-boss talks to it through its PGlite adapter. */
  pglite: PGlite | undefined;
  /** Set on the server engine: pg-boss gets the connection string. */
  url: string | undefined;
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('../../../migrations', import.meta.url));

export type DatabaseSource =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-instance'; pglite: PGlite };

/** Opens PostgreSQL: the server when a URL is given, else PGlite in a folder (or an open instance). */
export async function openDatabase(source: DatabaseSource): Promise<DatabaseHandle> {
  if (source.kind === 'postgres') return openServer(source.url, source.poolSize ?? 10);
  let pglite: PGlite;
  if (source.kind === 'pglite') {
    mkdirSync(path.dirname(source.dataDir), { recursive: true });
    pglite = await PGlite.create(source.dataDir);
  } else {
    pglite = source.pglite;
  }
  const db = drizzlePglite(pglite, { schema }) as unknown as Database;
  let closed = false;
  return {
    db,
    engine: 'pglite',
    pglite,
    url: undefined,
    migrate: () => migratePglite(drizzlePglite(pglite, { schema }), { migrationsFolder }),
    ping: () => ping(db),
    async close() {
      if (closed) return;
      closed = true;
      await pglite.close();
    },
  };
}

/**
 * The session advisory lock the server's migrations run under (any constant of our own). Several
 * instances starting at once on one database each applied a pending migration: the second failed
 * on a unique violation and exited. Under the lock one applies them; the others wait, then find
 * nothing left to do.
 */
const migrationLockKey = '4157000015';

async function openServer(url: string, poolSize: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  const nodePgDb = drizzleNodePg(pool, { schema });
  const db = nodePgDb as unknown as Database;
  let closed = false;
  return {
    db,
    engine: 'postgres',
    pglite: undefined,
    url,
    async migrate() {
      // A connection of its own holds the lock while the migrator works through the pool (which
      // may be a pool of one).
      const lock = new pg.Client({ connectionString: url });
      await lock.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [migrationLockKey]);
        await migrateNodePg(nodePgDb, { migrationsFolder });
      } finally {
        // Closing the lock's connection releases the lock, whatever happened.
        await lock.end();
      }
    },
    ping: () => ping(db),
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
