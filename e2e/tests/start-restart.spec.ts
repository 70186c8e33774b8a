import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createClient } from '@krov/client';
import { endpoints } from '@krov/contracts';
import { bs, en } from '@krov/messages';
import { expect } from '@playwright/test';
import { demoAccounts } from '../../apps/api/src/seed/demo-accounts.ts';
import { restartApiPort, restartWebPort } from '../ports.ts';
import { test } from '../support.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const webPort = restartWebPort;
const apiPort = restartApiPort;
const apiUrl = `http://localhost:${apiPort}`;
const webUrl = `http://localhost:${webPort}`;
const dataDir = path.join(repoRoot, '.test-tmp/start-restart');

interface Product {
  process: ChildProcess;
  output: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const started: Product[] = [];

/** Starts the product as `npm start` does, in its own process group (like a terminal job). */
function startProduct(): Product {
  const env: Record<string, string | undefined> = {
    // biome-ignore lint/style/noProcessEnv: the product starts with this environment plus its own settings.
    ...process.env,
    WEB_PORT: String(webPort),
    API_PORT: String(apiPort),
    PUBLIC_WEB_URL: webUrl,
    PUBLIC_API_URL: apiUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // Colour codes would only get in the way of reading the output.
    NO_COLOR: '1',
  };
  // `npm start` on a fresh machine: the embedded default, with neither the PostgreSQL server nor
  // Redis (whose rate-limit counters the e2e lanes' products fill from the same address).
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const child = spawn(process.execPath, ['scripts/start.ts'], {
    cwd: repoRoot,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const product = { process: child, output, exited };
  started.push(product);
  return product;
}

/** Waits for the banner `npm start` prints once the api is healthy and the web answers. */
async function waitUntilRunning(product: Product): Promise<void> {
  const exitedEarly = product.exited.then(({ code, signal }) => {
    throw new Error(`npm start exited before it was ready (${signal ?? code}):\n${product.output.join('')}`);
  });
  const ready = (async () => {
    const deadline = Date.now() + 150_000;
    while (!product.output.join('').includes('Krov is running')) {
      if (Date.now() > deadline)
        throw new Error(`npm start was not ready in time:\n${product.output.join('')}`);
      await sleep(200);
    }
  })();
  await Promise.race([ready, exitedEarly]);
  const health = await api.answer('health', {});
  expect(health.status).toBe(200);
  expect(health.body).toMatchObject({ status: 'ok', database: 'up', engine: 'pglite' });
  expect((await fetch(webUrl)).status).toBe(200);
}

/** Ctrl-C: SIGINT to the whole process group, as a terminal sends it. */
async function interrupt(product: Product): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  process.kill(-(product.process.pid as number), 'SIGINT');
  const guard = sleep(45_000).then(() => {
    throw new Error(`npm start did not exit within 45 s of SIGINT:\n${product.output.join('')}`);
  });
  return Promise.race([product.exited, guard]);
}

/** The started product's api, called by the endpoints' names; `answer` keeps the status and body as they came. */
const api = createClient(endpoints, { baseUrl: apiUrl });

interface MailboxMessage {
  kind: string;
  to: string;
  subject: string | null;
  text: string;
}

async function mailbox(): Promise<MailboxMessage[]> {
  const response = await api.answer('mailboxMessages', { query: {} });
  expect(response.status).toBe(200);
  return response.body as MailboxMessage[];
}

test.beforeAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

test.afterAll(async () => {
  // Whatever happened, leave no process behind.
  for (const product of started) {
    if (product.process.exitCode === null && product.process.signalCode === null) {
      try {
        process.kill(-(product.process.pid as number), 'SIGKILL');
      } catch {
        // Already gone.
      }
      await product.exited;
    }
  }
});

test('npm start keeps the data across a restart', async () => {
  test.setTimeout(300_000);
  const testInfo = test.info();
  const demo = demoAccounts[0];
  if (!demo) throw new Error('no demo account');
  const email = `restart-${Date.now()}@example.ba`;
  const newUser = {
    name: 'Lejla Softić',
    email,
    phoneNumber: `+38762${String(Date.now()).slice(-6)}`,
    password: 'sigurna-lozinka-1',
    passwordConfirmation: 'sigurna-lozinka-1',
  };

  const first = startProduct();
  try {
    await waitUntilRunning(first);

    const login = await api.answer('login', {
      body: { emailOrPhoneNumber: demo.email, password: demo.password },
    });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ accessToken: expect.any(String) });

    const register = await api.answer('register', { body: newUser });
    expect(register.status, JSON.stringify(register.body)).toBe(201);
    // The e-mail goes out through a job: wait until it landed before stopping.
    await expect
      .poll(async () => (await mailbox()).filter((message) => message.to === email).length, {
        timeout: 30_000,
      })
      .toBeGreaterThan(0);

    const firstExit = await interrupt(first);
    expect(firstExit, first.output.join('')).toEqual({ code: 0, signal: null });
  } finally {
    await testInfo.attach('first start output', { body: first.output.join(''), contentType: 'text/plain' });
  }

  const second = startProduct();
  try {
    await waitUntilRunning(second);

    const login = await api.answer('login', {
      body: { emailOrPhoneNumber: demo.email, password: demo.password },
    });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ accessToken: expect.any(String) });

    const again = await api.answer('register', { body: newUser });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({
      message: 'ValidationErrors',
      validationErrors: expect.arrayContaining([
        expect.objectContaining({ field: 'email', error: 'EmailInUse' }),
      ]),
    });

    const kept = (await mailbox()).filter((message) => message.to === email && message.kind === 'email');
    expect(kept.length).toBeGreaterThan(0);
    expect([bs.email.verifyEmail.subject, en.email.verifyEmail.subject]).toContain(kept[0]?.subject);

    const secondExit = await interrupt(second);
    expect(secondExit, second.output.join('')).toEqual({ code: 0, signal: null });
  } finally {
    await testInfo.attach('second start output', { body: second.output.join(''), contentType: 'text/plain' });
  }
});
