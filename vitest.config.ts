import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Tests that need a Redis server (`*.redis.test.ts`) run when REDIS_URL names one; `npm test` says loudly when they did not. */
const redisTests = '**/*.redis.test.ts';

/**
 * One Vitest process for every suite: `unit` (pure code of packages and the web) and `api`
 * (the real app through HTTP on a real PostgreSQL: PGlite by default, the server when
 * KROV_TEST_ENGINE=postgres; see apps/api/test/global-setup.ts).
 */
export default defineConfig({
  test: {
    projects: [
      {
        // The web's import alias (apps/web/tsconfig.json `paths`): `@/shared/ui/Button`.
        resolve: { alias: { '@/': fileURLToPath(new URL('./apps/web/src/', import.meta.url)) } },
        test: {
          name: 'unit',
          include: ['packages/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts'],
          exclude: ['**/node_modules/**', ...(process.env.REDIS_URL ? [] : [redisTests])],
          globalSetup: ['apps/api/test/global-setup.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Test files run in parallel processes; each gets its own database from the template.
          pool: 'forks',
        },
      },
    ],
  },
});
