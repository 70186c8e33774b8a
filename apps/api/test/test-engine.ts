/**
 * Which PostgreSQL the api suite runs on: PGlite in-process (default) or the server named by
 * TEST_DATABASE_URL (KROV_TEST_ENGINE=postgres). `npm test` runs the suite on both.
 */
export type TestEngine = 'pglite' | 'postgres';

export function testEngine(): TestEngine {
  return process.env.KROV_TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite';
}

export function testServerUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('KROV_TEST_ENGINE=postgres needs TEST_DATABASE_URL');
  return url;
}

/** The same server, another database on it. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * Databases on the server belong to one run of the suite: `krov_test_<run>_…`, where <run> is 8 hex
 * digits made by the global setup. A run keeps a connection named after it open while it lives
 * (runApplicationName), so the next run can tell a dead run's leftovers (dropped) from a
 * concurrent run's databases (left alone).
 */
export const testDatabasePrefix = 'krov_test_';

export function templateDatabaseName(run: string): string {
  return `${testDatabasePrefix}${run}_template`;
}

export function fileDatabaseName(run: string, unique: string): string {
  return `${testDatabasePrefix}${run}_${unique}`;
}

/** The run a database belongs to, or undefined for a name not made by this scheme. */
export function runOfDatabase(name: string): string | undefined {
  return new RegExp(`^${testDatabasePrefix}([0-9a-f]{8})_`).exec(name)?.[1];
}

/**
 * The application_name of the connection a run keeps open while it lives. pg_stat_activity lists
 * the sessions of the whole server, whichever database they are on: a run whose name is not there
 * has ended.
 */
export function runApplicationName(run: string): string {
  return `krov-test-run-${run}`;
}
