import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { lanePorts, lanes, webPort } from './ports.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');
const dataDirOf = (lane: number) => path.join(repoRoot, `.test-tmp/e2e-web-${lane}`);
const laneNumbers = Array.from({ length: lanes }, (_, lane) => lane);

// Playwright evaluates this file in the runner and again in every worker; only the runner, which
// starts the web servers, may empty the data folders (a worker would pull one from under its api).
if (process.env.TEST_WORKER_INDEX === undefined) {
  for (const lane of laneNumbers) {
    rmSync(dataDirOf(lane), { recursive: true, force: true });
    mkdirSync(dataDirOf(lane), { recursive: true });
  }
}

/** One lane's product exactly as `npm start` runs it, on its own ports and data folder (ports.ts). */
function productOfLane(lane: number) {
  const ports = lanePorts(lane);
  return {
    // It starts the web only once the api's /api/health answers, so the web's address answering
    // means both are ready.
    command: 'node scripts/start.ts',
    cwd: repoRoot,
    url: `http://localhost:${ports.webPort}/`,
    reuseExistingServer: false,
    // The first start may build the web and initialise a fresh PGlite database. Playwright starts
    // the servers one after the other, so only the first one can find the web to build.
    timeout: 240_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
    gracefulShutdown: { signal: 'SIGINT' as const, timeout: 30_000 },
    env: {
      WEB_PORT: String(ports.webPort),
      API_PORT: String(ports.apiPort),
      PUBLIC_WEB_URL: `http://localhost:${ports.webPort}`,
      PUBLIC_API_URL: `http://localhost:${ports.apiPort}`,
      DATA_DIR: dataDirOf(lane),
      LOG_LEVEL: 'warn',
      // Every spec logs in from the same address; the limits themselves are proven by the api suite.
      RATE_LIMIT_SCALE: '20',
      // No map tiles: no spec depends on a tile server; the maps draw the bundled outline.
      MAP_TILE_URL: '',
    },
  };
}

export default defineConfig({
  testDir: 'tests',
  outputDir: 'test-results',
  // One worker per lane, each testing its own product (ports.ts): two spec files at a time.
  workers: lanes,
  retries: 0,
  fullyParallel: false,
  forbidOnly: true,
  timeout: 60_000,
  // Two lanes share two cores: a page waits a little longer for its turn than it did alone.
  expect: { timeout: 10_000 },
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
  webServer: laneNumbers.map(productOfLane),
});
