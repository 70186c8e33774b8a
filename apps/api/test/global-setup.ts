import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { fromPglite, PgBoss } from 'pg-boss';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/platform/db/database.ts';
import {
  databaseUrl,
  runLockKeys,
  runOfDatabase,
  templateDatabaseName,
  testDatabasePrefix,
  testEngine,
  testServerUrl,
} from './test-engine.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    /** This run's number in the names of its server databases (test-engine.ts). */
    testRun: string;
  }
}

/**
 * Migrates one template database (and installs the job queue's schema) once per run, so each
 * test file starts from a copy in about a second instead of initialising PostgreSQL anew.
 */
export default async function setup(project: TestProject) {
  if (testEngine() === 'postgres') return setupServerTemplate(project);
  const pglite = await PGlite.create();
  const database = await openDatabase({ kind: 'pglite-instance', pglite });
  await database.migrate();
  const boss = new PgBoss({ db: fromPglite(pglite), backend: 'pglite', supervise: false, schedule: false });
  await boss.start();
  await boss.stop({ graceful: false, close: false });
  const dump = await pglite.dumpDataDir('none');
  const file = path.resolve('.test-tmp', `pglite-template-${process.pid}.tar`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  project.provide('pgliteTemplatePath', file);
  return () => rmSync(file, { force: true });
}

async function setupServerTemplate(project: TestProject) {
  const serverUrl = testServerUrl();
  const run = randomBytes(4).toString('hex');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  // Held by this connection until the run ends (or its process dies): this run is alive.
  await admin.query('select pg_advisory_lock($1, $2)', runLockKeys(run));
  await dropDatabasesOfDeadRuns(admin);
  const template = templateDatabaseName(run);
  await admin.query(`create database ${template}`);
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl(serverUrl, template) });
  await database.migrate();
  const boss = new PgBoss({
    connectionString: databaseUrl(serverUrl, template),
    supervise: false,
    schedule: false,
  });
  await boss.start();
  await boss.stop({ graceful: false });
  await database.close();
  project.provide('testRun', run);
  return async () => {
    await dropDatabases(admin, (name) => runOfDatabase(name) === run);
    await admin.end();
  };
}

/**
 * Leftovers of runs that ended without cleaning up (killed, crashed): every test database whose
 * run holds no lock any more, and names of the scheme before runs had numbers. Databases of a run
 * going on at the same time are left alone.
 */
async function dropDatabasesOfDeadRuns(admin: pg.Client) {
  const alive = new Map<string, boolean>();
  const isAlive = async (run: string) => {
    let known = alive.get(run);
    if (known === undefined) {
      const { rows } = await admin.query<{ free: boolean }>(
        'select pg_try_advisory_lock($1, $2) as free',
        runLockKeys(run),
      );
      known = !rows[0]?.free;
      if (!known) await admin.query('select pg_advisory_unlock($1, $2)', runLockKeys(run));
      alive.set(run, known);
    }
    return known;
  };
  const dead: string[] = [];
  for (const name of await testDatabases(admin)) {
    const run = runOfDatabase(name);
    if (run === undefined || !(await isAlive(run))) dead.push(name);
  }
  await dropDatabases(admin, (name) => dead.includes(name));
}

async function testDatabases(admin: pg.Client): Promise<string[]> {
  const { rows } = await admin.query<{ datname: string }>(
    'select datname from pg_database where starts_with(datname, $1)',
    [testDatabasePrefix],
  );
  return rows.map((row) => row.datname);
}

async function dropDatabases(admin: pg.Client, which: (name: string) => boolean) {
  for (const name of (await testDatabases(admin)).filter(which)) {
    await admin.query(`drop database if exists "${name}" with (force)`);
  }
}
