import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { apiPort, webPort } from './ports.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');
const dataDir = path.join(repoRoot, '.test-tmp/e2e-web');

// Playwright evaluates this file in the runner and again in every worker; only the runner, which
// starts the web server, may empty the data folder (a worker would pull it from under the api).
if (process.env.TEST_WORKER_INDEX === undefined) {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
}

export default defineConfig({
  testDir: 'tests',
  outputDir: 'test-results',
  workers: 1,
  retries: 0,
  fullyParallel: false,
  forbidOnly: true,
  timeout: 60_000,
  reporter: [['list']],
  // tests/last/ moves the api's clock a month ahead (every listing expires): it runs after the rest.
  projects: [
    { name: 'journeys', testIgnore: 'last/**' },
    { name: 'last', testMatch: 'last/**/*.spec.ts', dependencies: ['journeys'] },
  ],
  use: {
    baseURL: `http://localhost:${webPort}`,
    browserName: 'chromium',
    // A Bosnian visitor by default: the site's language follows Accept-Language when no choice is stored.
    locale: 'bs-BA',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    // The product exactly as `npm start` runs it; it starts the web only once the api's
    // /api/health answers, so the web's address answering means both are ready.
    command: 'node scripts/start.ts',
    cwd: repoRoot,
    url: `http://localhost:${webPort}/`,
    reuseExistingServer: false,
    // The first start may build the web and initialise a fresh PGlite database.
    timeout: 240_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGINT', timeout: 30_000 },
    env: {
      WEB_PORT: String(webPort),
      API_PORT: String(apiPort),
      PUBLIC_WEB_URL: `http://localhost:${webPort}`,
      PUBLIC_API_URL: `http://localhost:${apiPort}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Every spec logs in from the same address; the limits themselves are proven by the api suite.
      RATE_LIMIT_SCALE: '20',
      // No map tiles: no spec depends on a tile server; the maps draw the bundled outline.
      MAP_TILE_URL: '',
    },
  },
});
