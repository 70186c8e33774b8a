import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { databaseUrl, fileDatabaseName, runApplicationName } from '../test-engine.ts';

export interface ClusterDatabase {
  url: string;
  /** Plain SQL on it, for what the test checks beside the api (the job queue). */
  query<Row>(statement: string, values?: unknown[]): Promise<Row[]>;
  drop(): Promise<void>;
}

/**
 * A fresh, empty database on the PostgreSQL server: the instances, started together, migrate it
 * (one at a time, under the migrations' lock). Named like the api suite's databases
 * (test-engine.ts), and this run holds a connection named after it while it lives: if the test is
 * killed, the next api run on the server drops the leftover (global-setup.ts).
 */
export async function createClusterDatabase(serverUrl: string): Promise<ClusterDatabase> {
  const run = randomBytes(4).toString('hex');
  const name = fileDatabaseName(run, 'cluster');
  const admin = new pg.Client({ connectionString: serverUrl, application_name: runApplicationName(run) });
  admin.on('error', (error) => console.error(`[cluster] the server connection failed: ${error.message}`));
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = databaseUrl(serverUrl, name);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    url,
    async query<Row>(statement: string, values: unknown[] = []) {
      return (await client.query(statement, values)).rows as Row[];
    },
    async drop() {
      await client.end().catch(() => undefined);
      // With force: the instances killed a moment ago may still hold connections.
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
