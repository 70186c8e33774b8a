import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { fromPglite, PgBoss } from 'pg-boss';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/platform/db/database.ts';
import { databaseUrl, templateDatabaseName, testEngine, testServerUrl } from './test-engine.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
  }
}

/**
 * Migrates one template database (and installs the job queue's schema) once per run, so each
 * test file starts from a copy in about a second instead of initialising PostgreSQL anew.
 */
export default async function setup(project: TestProject) {
  if (testEngine() === 'postgres') return setupServerTemplate();
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

async function setupServerTemplate() {
  const serverUrl = testServerUrl();
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await dropTestDatabases(admin);
  await admin.query(`create database ${templateDatabaseName}`);
  const database = await openDatabase({
    kind: 'postgres',
    url: databaseUrl(serverUrl, templateDatabaseName),
  });
  await database.migrate();
  const boss = new PgBoss({
    connectionString: databaseUrl(serverUrl, templateDatabaseName),
    supervise: false,
    schedule: false,
  });
  await boss.start();
  await boss.stop({ graceful: false });
  await database.close();
  return async () => {
    await dropTestDatabases(admin);
    await admin.end();
  };
}

async function dropTestDatabases(admin: pg.Client) {
  const { rows } = await admin.query<{ datname: string }>(
    "select datname from pg_database where datname like 'krov\\_test\\_%'",
  );
  for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`);
}
