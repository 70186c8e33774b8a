import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openTestDatabase } from '../../test/test-app.ts';
import { testEngine } from '../../test/test-engine.ts';
import { createAccountsRepository } from '../modules/accounts/accounts.repository.ts';
import { type DatabaseHandle, openDatabase } from '../platform/db/database.ts';

const run = promisify(execFile);
const script = fileURLToPath(new URL('./admin-grant.ts', import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), 'krov-admin-grant-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The command opens the database itself, like an operator would: a folder (PGlite) or a URL (server). */
async function prepareDatabase(): Promise<{
  env: Record<string, string>;
  reopen(): Promise<DatabaseHandle>;
}> {
  if (testEngine() === 'postgres') {
    const database = await openTestDatabase();
    const url = database.url as string;
    await seed(database);
    return { env: { DATABASE_URL: url }, reopen: () => openDatabase({ kind: 'postgres', url }) };
  }
  const dir = path.join(dataDir, 'db');
  const template = new Blob([readFileSync(inject('pgliteTemplatePath'))]);
  await seed(
    await openDatabase({
      kind: 'pglite-instance',
      pglite: await PGlite.create(dir, { loadDataDir: template }),
    }),
  );
  return { env: { DATA_DIR: dataDir }, reopen: () => openDatabase({ kind: 'pglite', dataDir: dir }) };
}

async function seed(database: DatabaseHandle) {
  await createAccountsRepository(database.db).insertUser({
    name: 'Nermin Delić',
    email: 'nermin@example.ba',
    passwordHash: 'not-used-here',
  });
  await database.close();
}

describe('npm run admin:grant', () => {
  it('makes an existing account an admin, and says so', async () => {
    const { env, reopen } = await prepareDatabase();
    const { stdout } = await run(process.execPath, [script, 'Nermin@Example.ba'], {
      env: { ...env, LOG_LEVEL: 'silent' },
    });
    expect(stdout).toContain('nermin@example.ba> is now an admin');
    const database = await reopen();
    const user = await createAccountsRepository(database.db).userByEmail('nermin@example.ba');
    await database.close();
    expect(user?.role).toBe('admin');

    const unknown = run(process.execPath, [script, 'nobody@example.ba'], { env });
    await expect(unknown).rejects.toMatchObject({ code: 1 });
    // Two processes that each start Node and open the database: on a busy 2-core machine this
    // passed 30 s (CI's one failure of 2026-11-26); the limit only guards against a hang.
  }, 120_000);
});
