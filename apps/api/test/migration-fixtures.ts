import { randomUUID } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, migrationsFolder, openDatabase } from '../src/platform/db/database.ts';
import { databaseUrl, fileDatabaseName, testEngine, testServerUrl } from './test-engine.ts';

interface Journal {
  entries: { idx: number; tag: string }[];
}

/**
 * The migrations folder as it was up to the migration `lastTag` (its SQL files and a journal
 * ending there), in a temporary folder: a database migrated from it has the schema of that day.
 */
function migrationsUpTo(lastTag: string): { folder: string; remove(): void } {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
  ) as Journal;
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  if (last < 0) throw new Error(`no migration ${lastTag}`);
  const entries = journal.entries.slice(0, last + 1);
  const folder = mkdtempSync(path.join(tmpdir(), 'krov-migrations-'));
  mkdirSync(path.join(folder, 'meta'));
  writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const entry of entries) {
    copyFileSync(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  }
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

/**
 * An empty database on the engine under test (not the suite's migrated template), migrated up to
 * `lastTag`: rows written as the schema of that day held them, then `migrateOn()` applies the rest.
 */
export async function databaseAt(
  lastTag: string,
): Promise<{ database: DatabaseHandle; migrateOn(): Promise<void> }> {
  const upTo = migrationsUpTo(lastTag);
  try {
    if (testEngine() === 'postgres') {
      const serverUrl = testServerUrl();
      const name = fileDatabaseName(inject('testRun'), randomUUID().replaceAll('-', ''));
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = databaseUrl(serverUrl, name);
      const pool = new pg.Pool({ connectionString: url, max: 1 });
      try {
        await migrateNodePg(drizzleNodePg(pool), { migrationsFolder: upTo.folder });
      } finally {
        await pool.end();
      }
      const database = await openDatabase({ kind: 'postgres', url, poolSize: 5 });
      return { database, migrateOn: () => database.migrate() };
    }
    const pglite = await PGlite.create();
    await migratePglite(drizzlePglite(pglite), { migrationsFolder: upTo.folder });
    const database = await openDatabase({ kind: 'pglite-instance', pglite });
    return { database, migrateOn: () => database.migrate() };
  } finally {
    upTo.remove();
  }
}
