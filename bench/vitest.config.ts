import { defineConfig } from 'vitest/config';

/**
 * The bench's own tests (the generator's determinism and distributions, the loader on PGlite):
 * `npm test -w @krov/bench`. Not in the root projects, whose suites the bench does not own.
 */
export default defineConfig({
  test: {
    name: 'bench',
    root: import.meta.dirname,
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**', 'results/**'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
