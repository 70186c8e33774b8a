import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Tests that need a Redis server (`*.redis.test.ts`) run when REDIS_URL names one; `npm test` says loudly when they did not. */
const redisTests = '**/*.redis.test.ts';
/**
 * Api processes behind HAProxy on the PostgreSQL server and Redis (issue 15): a project of their own
 * (`vitest run --project cluster`, npm test's cluster step), there only when both servers are named.
 */
const clusterTests = 'apps/api/test/cluster/**/*.test.ts';
const { DATABASE_URL: clusterDatabaseUrl, REDIS_URL: clusterRedisUrl } = process.env;

/**
 * One Vitest process for every suite: `unit` (pure code of packages and the web) and `api`
 * (the real app through HTTP on a real PostgreSQL: PGlite by default, the server when
 * KROV_TEST_ENGINE=postgres; see apps/api/test/global-setup.ts).
 */
export default defineConfig({
  test: {
    // Vitest's default on this 2-core machine is one worker: every api file waited for the one
    // before it while that one mostly waited on its database and queue. Three measured best:
    // the PGlite run took 245 s instead of 485 s, the server run 145 s instead of 337 s.
    maxWorkers: 3,
    projects: [
      {
        // The web's import alias (apps/web/tsconfig.json `paths`): `@/shared/ui/Button`.
        resolve: { alias: { '@/': fileURLToPath(new URL('./apps/web/src/', import.meta.url)) } },
        test: {
          name: 'unit',
          include: [
            'packages/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
            // The offer matcher's labelled set (issue 30): pure, measured once.
            'bench/offers/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'],
          exclude: ['**/node_modules/**', clusterTests, ...(process.env.REDIS_URL ? [] : [redisTests])],
          globalSetup: ['apps/api/test/global-setup.ts'],
          // Fails a test whose requests got an error key their endpoint does not list (decision 196).
          setupFiles: ['apps/api/test/error-keys-setup.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Test files run in parallel processes; each gets its own database from the template.
          pool: 'forks',
          // Files share their worker process (each still gets its own app and database): the app's
          // modules load once per worker, not once per file. 245 s → 110 s on PGlite here; the CI
          // machine spent ~0.9 s per file starting alone. No api test mocks modules or timers.
          isolate: false,
        },
      },
      ...(clusterDatabaseUrl && clusterRedisUrl
        ? [
            {
              test: {
                name: 'cluster',
                include: [clusterTests],
                environment: 'node',
                testTimeout: 30_000,
                hookTimeout: 60_000,
                pool: 'forks' as const,
                provide: { clusterDatabaseUrl, clusterRedisUrl },
              },
            },
          ]
        : []),
    ],
  },
});
