import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../apps/api/src/config.ts';
import { demoAccounts } from '../apps/api/src/seed/demo-accounts.ts';
import { banner } from './lib/banner.ts';
import { repoRoot } from './lib/paths.ts';

const run = promisify(execFile);
const dataDir = mkdtempSync(path.join(tmpdir(), 'krov-start-script-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** `npm start` or the api on its own, with only the given variables: it must fail. */
async function failingRun(script: string, env: Record<string, string>) {
  const result = await run(process.execPath, [path.join(repoRoot, script)], {
    cwd: repoRoot,
    env: { NO_COLOR: '1', DATA_DIR: dataDir, ...env },
    timeout: 60_000,
  }).then(
    () => ({ code: 0, stdout: '', stderr: '' }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
  return { code: result.code, stdout: result.stdout, stderr: result.stderr };
}

function refusalOf(env: Record<string, string>): string {
  try {
    loadConfig({ DATA_DIR: dataDir, ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
  }
  throw new Error('the configuration was accepted');
}

// Each test starts Node processes: the limit only guards against a hang (on a busy 2-core machine a
// start passed the unit project's 5 s default).
describe('npm start and the api read one configuration', { timeout: 60_000 }, () => {
  it('refuse the same setting with the same message, before npm start starts anything', async () => {
    const env = { DEMO_DATA: 'maybe', API_PORT: '4979', WEB_PORT: '3979' };
    const expected = refusalOf(env);
    expect(expected).toContain('DEMO_DATA');
    for (const script of ['scripts/start.ts', 'apps/api/src/main.ts']) {
      const { code, stdout, stderr } = await failingRun(script, env);
      expect(code).toBe(1);
      expect(stderr.trim()).toBe(expected);
      // Nothing was built or started: npm start says nothing of its own.
      expect(stdout).not.toContain('[start]');
    }
  });

  it('both accept DEMO_DATA=0: npm start goes on to its own checks (here a port in use)', async () => {
    const server: Server = createServer();
    await new Promise<void>((resolve) => server.listen(0, resolve));
    const { port } = server.address() as { port: number };
    try {
      const { code, stderr } = await failingRun('scripts/start.ts', {
        DEMO_DATA: '0',
        API_PORT: String(port),
        WEB_PORT: '3979',
      });
      expect(code).toBe(1);
      expect(stderr).toContain(`port ${port} is already in use`);
      expect(loadConfig({ DATA_DIR: dataDir, DEMO_DATA: '0' }).demoData).toBe(false);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe("npm start's banner", () => {
  const demoLogin = demoAccounts[0]?.email as string;

  it('lists the demo logins and the mailbox only when the api loads demo data and serves the mailbox', () => {
    const standard = banner(loadConfig({ DATA_DIR: dataDir, API_PORT: '4100', WEB_PORT: '3100' }), 'pglite');
    expect(standard).toContain('http://localhost:3100');
    expect(standard).toContain('http://localhost:4100/api/docs');
    expect(standard).toContain('http://localhost:4100/dev/mailbox');
    expect(standard).toContain(`PGlite in ${dataDir}`);
    expect(standard).toContain(demoLogin);
    expect(standard).toContain('sandbox: test card 4242 4242 4242 4242 pays');

    const quiet = banner(
      loadConfig({ DATA_DIR: dataDir, DEMO_DATA: '0', SMTP_URL: 'smtp://mail.example:587' }),
      'postgres',
    );
    expect(quiet).not.toContain(demoLogin);
    expect(quiet).not.toContain('/dev/mailbox');
    expect(quiet).toContain('PostgreSQL server (DATABASE_URL)');
    const monri = { MONRI_KEY: 'k', MONRI_AUTHENTICITY_TOKEN: 't', MONRI_ENDPOINT: 'test' };
    expect(banner(loadConfig({ DATA_DIR: dataDir, ...monri }), 'pglite')).toContain(
      'Monri WebPay (https://ipgtest.monri.com)',
    );
  });
});
