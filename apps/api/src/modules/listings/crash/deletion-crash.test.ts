import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import {
  databaseUrl,
  fileDatabaseName,
  templateDatabaseName,
  testEngine,
  testServerUrl,
} from '../../../../test/test-engine.ts';
import { type DatabaseHandle, openDatabase } from '../../../platform/db/database.ts';
import { createAccountsRepository } from '../../accounts/accounts.repository.ts';
import { createListingsRepository } from '../listings.repository.ts';
import type { CrashPoint, CrashRun } from './deletion-crash.child.ts';

/**
 * A listing's deletion and the job that removes its photos commit together or not at all. A
 * child process deletes a listing through the real api and is killed (SIGKILL) at a point of the
 * deleting transaction; the database it leaves behind (PGlite's folder after recovery, or the
 * server, which rolls back the dead connection's transaction) holds both or neither.
 */
const child = fileURLToPath(new URL('./deletion-crash.child.ts', import.meta.url));
const secret = 'test-secret-that-is-long-enough-for-hmac-keys';
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function tempFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'krov-crash-'));
  folders.push(folder);
  return folder;
}

/** A database of its own that a second process can open: a PGlite folder, or a server database. */
async function databaseForChild(): Promise<{
  place: Pick<CrashRun, 'dataDir' | 'url'>;
  open(): Promise<DatabaseHandle>;
}> {
  if (testEngine() === 'postgres') {
    const run = inject('testRun');
    const name = fileDatabaseName(run, randomUUID().replaceAll('-', ''));
    const admin = new pg.Client({ connectionString: testServerUrl() });
    await admin.connect();
    await admin.query(`create database ${name} template ${templateDatabaseName(run)}`);
    await admin.end();
    const url = databaseUrl(testServerUrl(), name);
    return { place: { url }, open: () => openDatabase({ kind: 'postgres', url, poolSize: 2 }) };
  }
  const dataDir = path.join(tempFolder(), 'db');
  const template = new Blob([readFileSync(inject('pgliteTemplatePath'))]);
  await (await PGlite.create({ dataDir, loadDataDir: template })).close();
  const open = async () => openDatabase({ kind: 'pglite-instance', pglite: await PGlite.create(dataDir) });
  return { place: { dataDir }, open };
}

/** An owner with a listed listing, written straight into the database. */
async function ownerWithListing(database: DatabaseHandle) {
  const owner = await createAccountsRepository(database.db).insertUser({
    name: 'Amra',
    email: `amra-${randomUUID()}@example.ba`,
    emailVerifiedAt: new Date(),
    phoneNumber: '+38761000111',
    phoneNumberVerifiedAt: new Date(),
    passwordHash: 'not-used',
    language: 'bs',
    role: 'user',
  });
  const now = new Date();
  const listing = await createListingsRepository(database.db).insert({
    ownerId: owner.id,
    status: 'listed',
    listingType: 'sell',
    propertyType: 'apartment',
    size: 60,
    address: 'Ferhadija 1',
    lat: 43.8563,
    lng: 18.4131,
    municipalitySlug: 'centar-sarajevo',
    publishedAt: now,
    validUntil: new Date(now.getTime() + 24 * 3600 * 1000),
    createdAt: now,
    updatedAt: now,
  });
  return { ownerId: owner.id, listingId: listing.id };
}

function runChild(run: CrashRun): Promise<{ signal: NodeJS.Signals | null; output: string }> {
  return new Promise((resolve, reject) => {
    const process = spawn(globalThis.process.execPath, [child, JSON.stringify(run)], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    process.stdout.on('data', (chunk) => {
      output += String(chunk);
    });
    process.stderr.on('data', (chunk) => {
      output += String(chunk);
    });
    process.on('error', reject);
    process.on('exit', (_code, signal) => resolve({ signal, output }));
  });
}

/** What the crash left: whether the listing is deleted, and how many removal jobs name it. */
async function leftBehind(database: DatabaseHandle, listingId: string) {
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> }).rows;
  const [listing] = await rows(
    sql`select deleted_at is not null as deleted from properties where id = ${listingId}`,
  );
  const [jobs] = await rows(
    sql`select count(*)::int as count from pgboss.job where name = 'photos.remove' and data->>'propertyId' = ${listingId}`,
  );
  return { deleted: listing?.deleted === true, removalJobs: Number(jobs?.count) };
}

describe('a crash while a listing is deleted', () => {
  const cases: Array<[CrashPoint, { deleted: boolean; removalJobs: number }]> = [
    ['after-deletion', { deleted: false, removalJobs: 0 }],
    ['after-job', { deleted: false, removalJobs: 0 }],
    ['after-commit', { deleted: true, removalJobs: 1 }],
  ];
  it.each(cases)(
    'killed %s: both the deletion and its photo removal, or neither',
    async (crashAt, expected) => {
      const { place, open } = await databaseForChild();
      const before = await open();
      const { ownerId, listingId } = await ownerWithListing(before);
      await before.close();

      const { signal, output } = await runChild({
        engine: testEngine(),
        ...place,
        uploadsDir: tempFolder(),
        ownerId,
        listingId,
        secret,
        crashAt,
      });
      expect(signal, output).toBe('SIGKILL');

      const after = await open();
      try {
        expect(await leftBehind(after, listingId)).toEqual(expected);
      } finally {
        await after.close();
      }
    },
    120_000,
  );
});
