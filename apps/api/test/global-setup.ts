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
  runApplicationName,
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
    /** The Redis server of the *.redis.test.ts files (REDIS_URL), or '' when none is configured. */
    redisUrl: string;
  }
}

/**
 * Migrates one template database (and installs the job queue's schema) once per run, so each
 * test file starts from a copy in about a second instead of initialising PostgreSQL anew.
 */
export default async function setup(project: TestProject) {
  project.provide('redisUrl', process.env.REDIS_URL ?? '');
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
  // Open until the run ends (or its process dies): while it is, this run is alive.
  const admin = new pg.Client({ connectionString: serverUrl, application_name: runApplicationName(run) });
  // A dropped connection must not crash the run from an unhandled 'error' event; the teardown's
  // queries then fail and say so.
  admin.on('error', (error) =>
    console.error(`[global-setup] the run's server connection failed: ${error.message}`),
  );
  await admin.connect();
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
 * run has no connection on the server any more, and names of the scheme before runs had numbers.
 * Databases of a run going on at the same time, on any database of the server, are left alone.
 */
async function dropDatabasesOfDeadRuns(admin: pg.Client) {
  const { rows } = await admin.query<{ name: string }>(
    'select distinct application_name as name from pg_stat_activity where starts_with(application_name, $1)',
    [runApplicationName('')],
  );
  const alive = new Set(rows.map((row) => row.name));
  await dropDatabases(admin, (name) => {
    const run = runOfDatabase(name);
    return run === undefined || !alive.has(runApplicationName(run));
  });
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
