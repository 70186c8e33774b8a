import { type AddressInfo, connect, type Socket } from 'node:net';
import { translate } from '@krov/messages';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/modules/accounts/accounts.schema.ts';
import { devMailbox } from '../src/modules/devmailbox/devmailbox.schema.ts';
import { cookiesOf, newRegistration, post, verifiedUser } from './accounts-fixtures.ts';
import { multipartBody } from './multipart.ts';
import { startSmtpServer, type TestSmtpServer } from './smtp-server.ts';
import { codeIn, createTestApp, type TestApp } from './test-app.ts';
import { testEngine } from './test-engine.ts';

/** Rejects when the promise has not settled in time: a guard against a hang, never a timing. */
function within<T>(promise: Promise<T>, milliseconds: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const guard = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: nothing after ${milliseconds} ms`)), milliseconds);
  });
  return Promise.race([promise, guard]).finally(() => clearTimeout(timer));
}

/** A promise with its resolve function outside, for a test to decide when something happens. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

// The main app logs at trace, the most talkative level, so the redaction test covers every line.
let test: TestApp;
beforeAll(async () => {
  test = await createTestApp(
    { logLevel: 'trace' },
    {
      beforeReady(app) {
        app.get('/test/crash', async () => {
          throw new Error('database password hunter2 leaked in a crash');
        });
      },
    },
  );
});
afterAll(() => test.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  test.app.inject({ method: 'GET', url, headers });

/**
 * Every route the app registered, as "METHOD /path", read from Fastify's own router tree
 * (printRoutes prints one segment per line; a line's depth says which prefix it extends).
 */
function registeredRoutes(app: FastifyInstance): string[] {
  const routes: string[] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes().split('\n')) {
    const match = line.match(/^((?:[│ ] {3})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/);
    if (!match) continue;
    const [, indent = '', segment = '', methods] = match;
    prefixes.length = indent.length / 4;
    prefixes.push(segment === '(empty root node)' ? '' : segment);
    for (const method of methods?.split(', ') ?? []) routes.push(`${method} ${prefixes.join('')}`);
  }
  return routes;
}

describe('OpenAPI document', () => {
  it('lists every route the app registered, and nothing else', async () => {
    const response = await get('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const document = response.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(document.openapi).toMatch(/^3\./);
    const methods = new Set(['get', 'put', 'post', 'delete', 'patch']);
    const documented = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((key) => methods.has(key))
        .map((method) => `${method.toUpperCase()} ${path}`),
    );

    const registered = registeredRoutes(test.app)
      .filter((route) => !/^(HEAD|OPTIONS) /.test(route))
      .filter((route) => !/^\w+ \/api\/docs(\/|$)/.test(route))
      .map((route) => route.replace(/:(\w+)/g, '{$1}').replace(/\/\*$/, '/{*}'));
    // The parser itself must have found the app's routes, or the comparison proves nothing.
    expect(registered).toEqual(
      expect.arrayContaining([
        'POST /api/tokens/login',
        'PUT /api/users/me',
        'DELETE /api/users/me/photo',
        'GET /api/files/{*}',
        'GET /api/chats/unread-count',
        'GET /dev/mailbox/messages',
      ]),
    );
    expect(registered.length).toBeGreaterThanOrEqual(23);
    expect([...new Set(documented)].sort()).toEqual([...new Set(registered)].sort());
  });

  it('is readable as a page at /api/docs', async () => {
    const response = await get('/api/docs');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toMatch(/swagger/i);
  });
});

describe('GET /api/health', () => {
  it('answers liveness and database readiness with the engine', async () => {
    const response = await get('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toStrictEqual({ status: 'ok', database: 'up', engine: testEngine() });
  });
});

describe('security headers (helmet, built once)', () => {
  it('are on every answer, the same on two requests, photos readable from the web’s site', async () => {
    const [first, second] = [await get('/api/health'), await get('/api/health')];
    for (const response of [first, second]) {
      expect(response.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'strict-transport-security': expect.stringContaining('max-age='),
        'cross-origin-resource-policy': 'same-site',
        'referrer-policy': 'no-referrer',
      });
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    // An error answer carries them too.
    expect((await get('/api/nowhere')).headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('generic failures', () => {
  it('answers an unknown route with 404 NotFound', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await test.app.inject({
        method,
        url: '/api/does-not-exist',
        headers: { 'x-requested-with': 'XMLHttpRequest' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe('{"message":"NotFound"}');
    }
  });

  it('answers a request without a body, or with a null one, as ValidationErrors, not as a crash', async () => {
    // The object-level checks (password confirmation, pin) must not run on a body that is not an object.
    for (const url of ['/api/tokens/register', '/api/properties']) {
      for (const body of [{}, { payload: 'null', headers: { 'content-type': 'application/json' } }]) {
        const response = await test.app.inject({
          method: 'POST',
          url,
          ...body,
          headers: { 'x-requested-with': 'XMLHttpRequest', ...body.headers },
        });
        expect(response.json(), `${url} ${JSON.stringify(body)}`).toEqual({
          message: 'ValidationErrors',
          validationErrors: [{ field: '', error: 'Required', extra: {} }],
        });
      }
    }
  });

  it('answers a crash with 500 InternalServerError and keeps the details in the log', async () => {
    const response = await get('/test/crash', { 'x-request-id': 'crash-check' });
    expect(response.statusCode).toBe(500);
    expect(response.body).toBe('{"message":"InternalServerError"}');
    expect(response.body).not.toMatch(/hunter2|\bat\b|stack/);
    const logged = test.logs.map((line) => JSON.parse(line) as Record<string, unknown>);
    const crash = logged.find((line) => line.reqId === 'crash-check' && line.level === 50);
    expect(JSON.stringify(crash?.err)).toContain('leaked in a crash');
  });
});

describe('cross-site request forgery', () => {
  async function userCount(email: string) {
    const rows = await test.database.db.select().from(users).where(eq(users.email, email));
    return rows.length;
  }

  it('refuses a form-encoded, text or multipart POST without the custom header; nothing is created', async () => {
    const registration = newRegistration();
    const form = new URLSearchParams(registration).toString();
    const multipart = await multipartBody(registration);
    const attempts = [
      { payload: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      { payload: JSON.stringify(registration), headers: { 'content-type': 'text/plain' } },
      { payload: multipart.payload, headers: multipart.headers },
    ];
    for (const attempt of attempts) {
      const response = await test.app.inject({ method: 'POST', url: '/api/tokens/register', ...attempt });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'CrossSiteRequestRefused' });
    }
    expect(await userCount(registration.email)).toBe(0);
    // The same registration as JSON goes through: the guard refuses the form, not the data.
    expect((await post(test.app, '/api/tokens/register', registration)).statusCode).toBe(201);
    expect(await userCount(registration.email)).toBe(1);
  });

  it('refuses a forged profile change that rides on the session cookie', async () => {
    const user = await verifiedUser(test);
    const forged = await test.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      payload: JSON.stringify({ name: 'Napadač' }),
      headers: { 'content-type': 'text/plain', cookie: `krov_access=${user.accessToken}` },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual({ message: 'CrossSiteRequestRefused' });
    const logout = await test.app.inject({
      method: 'POST',
      url: '/api/tokens/logout',
      headers: { cookie: `krov_refresh=${user.refreshToken}` },
    });
    expect(logout.statusCode).toBe(403);
    const me = await get('/api/users/me', user.auth);
    expect((me.json() as { name: string }).name).toBe(user.name);
    // The session survived the forged logout.
    const refreshed = await post(
      test.app,
      '/api/tokens/refresh-token',
      {},
      { cookie: `krov_refresh=${user.refreshToken}` },
    );
    expect(refreshed.statusCode).toBe(200);
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    test.app.inject({
      method: 'OPTIONS',
      url: '/api/tokens/login',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-requested-with',
      },
    });

  it('allows the web origin, with credentials', async () => {
    const response = await preflight('http://localhost:3000');
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(response.headers['access-control-allow-credentials']).toBe('true');
    expect(String(response.headers['access-control-allow-methods'])).toContain('POST');
    expect(String(response.headers['access-control-allow-headers'])).toContain('x-requested-with');
    expect(String(response.headers.vary)).toMatch(/origin/i);
  });

  it('does not allow any other origin', async () => {
    const response = await preflight('http://evil.example');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    const simple = await get('/api/health', { origin: 'http://evil.example' });
    expect(simple.statusCode).toBe(200);
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('log redaction', () => {
  it('never writes a password, code, token or cookie, and every request line carries its id', async () => {
    const password = 'Tajna-Lozinka-Za-Dnevnik-77';
    const registration = newRegistration({ password, passwordConfirmation: password });
    const ids = { register: 'redaction-register', verify: 'redaction-verify', login: 'redaction-login' };
    const registered = await post(test.app, '/api/tokens/register', registration, {
      'x-request-id': ids.register,
    });
    expect(registered.statusCode).toBe(201);
    const code = codeIn(await test.waitForMessage(registration.email));
    const wrong = await post(
      test.app,
      '/api/tokens/login',
      { emailOrPhoneNumber: registration.email, password },
      { 'x-request-id': 'redaction-unverified' },
    );
    expect(wrong.json()).toEqual({ message: 'EmailNotVerified' });
    const verified = await post(
      test.app,
      '/api/users/verify-email/verify-code',
      { email: registration.email, code },
      { 'x-request-id': ids.verify },
    );
    expect(verified.statusCode).toBe(204);
    const login = await post(
      test.app,
      '/api/tokens/login',
      { emailOrPhoneNumber: registration.email, password },
      { 'x-request-id': ids.login },
    );
    expect(login.statusCode).toBe(200);
    const loginCookies = cookiesOf(login);
    const refresh = await post(
      test.app,
      '/api/tokens/refresh-token',
      {},
      { cookie: `krov_refresh=${loginCookies.krov_refresh}`, 'x-request-id': 'redaction-refresh' },
    );
    expect(refresh.statusCode).toBe(200);
    const refreshCookies = cookiesOf(refresh);
    const bodyRefresh = await post(
      test.app,
      '/api/tokens/refresh-token',
      { refreshToken: refreshCookies.krov_refresh },
      { 'x-token-delivery': 'body' },
    );
    expect(bodyRefresh.statusCode).toBe(200);
    const bodyTokens = bodyRefresh.json() as { accessToken: string; refreshToken: string };
    const callers: Array<Record<string, string>> = [
      { cookie: `krov_access=${loginCookies.krov_access}` },
      { authorization: `Bearer ${refreshCookies.krov_access}` },
      { authorization: `Bearer ${bodyTokens.accessToken}` },
    ];
    for (const headers of callers) {
      expect((await get('/api/users/me', headers)).statusCode).toBe(200);
    }

    const secrets = [
      password,
      (login.json() as { accessToken: string }).accessToken,
      ...Object.values(loginCookies),
      ...Object.values(refreshCookies),
      bodyTokens.accessToken,
      bodyTokens.refreshToken,
    ];
    expect(secrets.every((secret) => secret.length >= 20)).toBe(true);
    const log = test.logs.join('');
    for (const secret of secrets) expect(log).not.toContain(secret);
    // Codes are short: look for them as a whole token, not inside a timestamp.
    expect(log).not.toMatch(new RegExp(`(?<![0-9A-Za-z])${code}(?![0-9A-Za-z])`));

    const lines = test.logs.map(
      (line) => JSON.parse(line) as { reqId?: string; req?: unknown; res?: unknown },
    );
    const requestLines = lines.filter((line) => line.req !== undefined || line.res !== undefined);
    expect(requestLines.length).toBeGreaterThan(10);
    for (const line of requestLines) expect(line.reqId).toEqual(expect.any(String));
    for (const id of Object.values(ids)) {
      expect(lines.filter((line) => line.reqId === id).length).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('development mailbox (no SMTP configured)', () => {
  it('lists captured messages newest first, with to, subject, text and sentAt', async () => {
    const first = newRegistration();
    const second = newRegistration();
    expect((await post(test.app, '/api/tokens/register', first)).statusCode).toBe(201);
    await test.waitForMessage(first.email);
    expect(
      (await post(test.app, '/api/tokens/register', second, { 'accept-language': 'en' })).statusCode,
    ).toBe(201);
    await test.waitForMessage(second.email);

    const response = await get('/dev/mailbox/messages');
    expect(response.statusCode).toBe(200);
    const messages = response.json() as Array<Record<string, unknown>>;
    const firstAt = messages.findIndex((m) => m.to === first.email);
    const secondAt = messages.findIndex((m) => m.to === second.email);
    expect(firstAt).toBeGreaterThan(-1);
    expect(secondAt).toBeGreaterThan(-1);
    expect(secondAt).toBeLessThan(firstAt);
    const newest = messages[secondAt];
    expect(Object.keys(newest ?? {}).sort()).toEqual(['id', 'kind', 'sentAt', 'subject', 'text', 'to']);
    expect(newest).toMatchObject({
      kind: 'email',
      to: second.email,
      subject: translate('en', 'email.verifyEmail.subject'),
    });
    expect(codeIn(newest as { text: string })).toMatch(/^\d{6}$/);
    expect(new Date(String(newest?.sentAt)).toISOString()).toBe(newest?.sentAt);
  });

  it('shows the same messages as a page', async () => {
    const registration = newRegistration();
    expect((await post(test.app, '/api/tokens/register', registration)).statusCode).toBe(201);
    await test.waitForMessage(registration.email);
    const response = await get('/dev/mailbox', { 'accept-language': 'en' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain(`<title>${translate('en', 'devMailbox.title')}</title>`);
    expect(response.body).toContain(registration.email);
    expect(response.body).toContain(translate('bs', 'email.verifyEmail.subject'));
  });
});

describe('rate limits (at their real values)', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ rateLimitScale: 1 });
  });
  afterAll(() => limited.close());

  it('allows 10 logins a minute per address; the 11th is TooManyRequests', async () => {
    const attempt = (remoteAddress: string) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/tokens/login',
        payload: { emailOrPhoneNumber: 'niko@example.ba', password: 'pogresna-lozinka' },
        remoteAddress,
      });
    for (let index = 0; index < 10; index += 1) {
      const response = await attempt('203.0.113.7');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'InvalidEmailOrPassword' });
    }
    const blocked = await attempt('203.0.113.7');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: 'TooManyRequests' });
    // Another client is not punished for it.
    expect((await attempt('203.0.113.8')).statusCode).toBe(401);
  });

  it('allows 5 registrations a minute per address; the 6th is TooManyRequests and stores nothing', async () => {
    const register = (registration: object) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/tokens/register',
        payload: registration,
        remoteAddress: '203.0.113.20',
      });
    for (let index = 0; index < 5; index += 1) {
      expect((await register(newRegistration())).statusCode).toBe(201);
    }
    const sixth = newRegistration();
    const blocked = await register(sixth);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: 'TooManyRequests' });
    const rows = await limited.database.db.select().from(users).where(eq(users.email, sixth.email));
    expect(rows).toHaveLength(0);
  });

  it('allows 10 code attempts a minute per address; the 11th is TooManyRequests', async () => {
    const attempt = () =>
      limited.app.inject({
        method: 'POST',
        url: '/api/users/verify-email/verify-code',
        payload: { email: 'niko@example.ba', code: '000000' },
        remoteAddress: '203.0.113.30',
      });
    for (let index = 0; index < 10; index += 1) {
      expect((await attempt()).json()).toEqual({ message: 'InvalidOrExpiredCode' });
    }
    const blocked = await attempt();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: 'TooManyRequests' });
  });
});

describe('rate limits when Redis does not answer', () => {
  let unreachable: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 1: every Redis command fails after ioredis's retries.
    unreachable = await createTestApp({ rateLimitScale: 1, redisUrl: 'redis://127.0.0.1:1' });
  });
  afterAll(() => unreachable.close());

  it('serves login uncounted instead of failing, and logs that Redis does not answer', async () => {
    for (let index = 0; index < 11; index += 1) {
      const response = await unreachable.app.inject({
        method: 'POST',
        url: '/api/tokens/login',
        payload: { emailOrPhoneNumber: 'niko@example.ba', password: 'pogresna-lozinka' },
        remoteAddress: '203.0.113.77',
      });
      // Not 500, and not 429 either: nothing could be counted.
      expect(response.json()).toEqual({ message: 'InvalidEmailOrPassword' });
    }
    expect(unreachable.logs.some((line) => line.includes('Redis does not answer'))).toBe(true);
  });
});

describe('graceful shutdown', () => {
  /** True when a TCP connection to the port opens (it is closed again at once), false when refused. */
  const accepts = (port: number) =>
    new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });

  /** Writes `request` on a new connection; `received` is everything read until the server closes it. */
  const rawExchange = (port: number, request: string) => {
    const socket = connect(port, '127.0.0.1');
    const received = new Promise<string>((resolve, reject) => {
      let text = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => {
        text += chunk;
      });
      socket.once('error', reject);
      socket.once('close', () => resolve(text));
    });
    socket.write(request);
    return { socket, received };
  };

  it('finishes a request in flight, refuses new connections and requests, then closes the database', async () => {
    const handlerEntered = deferred();
    const release = deferred();
    const app = await createTestApp(
      {},
      {
        beforeReady(instance, database) {
          instance.get('/test/slow', async () => {
            handlerEntered.resolve();
            await release.promise;
            // Still needs the database after the shutdown began.
            const [row] = await database.db.select({ users: sql<number>`count(*)::int` }).from(users);
            return { finished: true, users: row?.users };
          });
        },
      },
    );
    try {
      await app.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.app.server.address() as AddressInfo;
      const inFlight = fetch(`http://127.0.0.1:${port}/test/slow`);
      // A second client has sent the start of a request when the shutdown begins: its connection is
      // not idle, so it stays open, and the request completes during the shutdown.
      const serverSockets: Socket[] = [];
      app.app.server.on('connection', (socket: Socket) => serverSockets.push(socket));
      // From the web's origin: the refusal must carry CORS headers for the web to read it.
      const webOrigin = app.config.publicWebUrl;
      const late = rawExchange(
        port,
        `GET /api/health HTTP/1.1\r\nHost: localhost\r\nOrigin: ${webOrigin}\r\n`,
      );
      await within(
        (async () => {
          while (
            !serverSockets.some(
              (socket) => socket.remotePort === late.socket.localPort && socket.bytesRead > 0,
            )
          )
            await new Promise((done) => setImmediate(done));
        })(),
        10_000,
        'the server to read the start of the late request',
      );
      await within(handlerEntered.promise, 10_000, 'the slow handler');

      let closed = false;
      const closing = app.app.close().then(() => {
        closed = true;
      });
      // The listening socket closes once the shutdown has dealt with open connections: from
      // then on a new connection is refused, while the request in flight goes on.
      await within(
        (async () => {
          while (await accepts(port));
        })(),
        10_000,
        'the listening socket to close',
      );
      expect(closed).toBe(false);
      expect(await app.database.ping()).toBe(true);

      // The late request ends now: refused in the spec's shape, its connection closed.
      late.socket.write('\r\n');
      const answer = await within(late.received, 10_000, 'the late request');
      expect(answer).toMatch(/^HTTP\/1\.1 503 /);
      expect(answer).toMatch(/\r\nconnection: close\r\n/i);
      expect(answer).toContain(`\r\naccess-control-allow-origin: ${webOrigin}\r\n`);
      expect(answer.slice(answer.indexOf('\r\n\r\n') + 4)).toBe(
        JSON.stringify({ message: 'ServiceUnavailable' }),
      );

      release.resolve();
      const response = await within(inFlight, 10_000, 'the request in flight');
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ finished: true, users: 0 });

      await within(closing, 10_000, 'app.close()');
      expect(closed).toBe(true);
      expect(await app.database.ping()).toBe(false);
    } finally {
      // After a failure nothing may keep the app open: not the handler, not a lingering socket.
      release.resolve();
      app.app.server.closeAllConnections();
      await app.close();
    }
  });
});

describe('mail over a real SMTP server', () => {
  let server: TestSmtpServer;
  let smtp: TestApp;

  beforeAll(async () => {
    server = await startSmtpServer({ user: 'krov', pass: 'smtp-lozinka' });
    smtp = await createTestApp({
      smtpUrl: `smtp://krov:smtp-lozinka@127.0.0.1:${server.port}`,
      devMailbox: false,
    });
  });
  afterAll(async () => {
    await smtp.close();
    await server.close();
  });

  it('sends the verification e-mail through SMTP, and the mailed code works', async () => {
    const registration = newRegistration();
    const response = await post(smtp.app, '/api/tokens/register', registration, { 'accept-language': 'en' });
    expect(response.statusCode).toBe(201);

    const mail = await within(server.firstMail, 20_000, 'the SMTP delivery');
    expect(mail.user).toBe('krov');
    expect(mail.rcptTo).toEqual([registration.email]);
    expect(mail.raw).toMatch(
      new RegExp(`^Subject: ${translate('en', 'email.verifyEmail.subject')}\\r$`, 'm'),
    );
    const code = mail.raw.match(
      new RegExp(`${translate('en', 'email.verifyEmail.codeLabel')}: (\\d{6})`),
    )?.[1];
    expect(code).toMatch(/^\d{6}$/);

    const verified = await post(smtp.app, '/api/users/verify-email/verify-code', {
      email: registration.email,
      code,
    });
    expect(verified.statusCode).toBe(204);
    // Nothing went to the development mailbox instead.
    expect(await smtp.database.db.select().from(devMailbox)).toHaveLength(0);
  });

  it('does not serve the development mailbox when SMTP is configured', async () => {
    for (const url of ['/dev/mailbox/messages', '/dev/mailbox']) {
      const response = await smtp.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'NotFound' });
    }
  });
});
