// How the platform answers failures, forged and cross-origin requests, and what it logs of them.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/modules/accounts/accounts.schema.ts';
import { cookiesOf, newRegistration, post, verifiedUser } from './accounts-fixtures.ts';
import { multipartBody } from './multipart.ts';
import { createPlatformTestApp, getOn } from './platform-fixtures.ts';
import { codeIn, type TestApp } from './test-app.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createPlatformTestApp();
});
afterAll(() => test.close());

const get = getOn(() => test);

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
      // The tokens; the session hint beside them holds no secret ('1').
      ...[loginCookies, refreshCookies].flatMap((cookies) => [
        cookies.krov_access ?? '',
        cookies.krov_refresh ?? '',
      ]),
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
