// What the crash tests share: a database a child process can open, an owner with a listing
// written straight into it, and the child run to its SIGKILL.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
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

export const secret = 'test-secret-that-is-long-enough-for-hmac-keys';

const folders: string[] = [];
/** Removes the folders the tests made (call from afterAll). */
export function removeTempFolders(): void {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
}

export function tempFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'krov-crash-'));
  folders.push(folder);
  return folder;
}

/** A database of its own that a second process can open: a PGlite folder, or a server database. */
export async function databaseForChild(): Promise<{
  place: { dataDir?: string; url?: string };
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
export async function ownerWithListing(database: DatabaseHandle) {
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

export function runChild(
  child: string,
  run: object,
): Promise<{ signal: NodeJS.Signals | null; output: string }> {
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
