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

export const templateDatabaseName = 'krov_test_template';
