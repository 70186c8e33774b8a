// Logging in, the session cookies and the access token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  localPhoneNumber,
  post,
  registeredUser,
  verifiedUser,
  verifyPhoneNumber,
} from '../../../test/accounts-fixtures.ts';
import { refused } from '../../../test/refusals.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { loadConfig } from '../../config.ts';
import { accessTokenOf, minutes, sessionRequests } from './sessions-fixtures.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const { login, me } = sessionRequests(() => test);

describe('POST /api/tokens/login', () => {
  it('logs in by e-mail in any case and answers only the access token', async () => {
    const user = await verifiedUser(test);
    const response = await login(`  ${user.email.toUpperCase()} `, user.password);
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json() as object)).toEqual(['accessToken']);
    const profile = await me({ authorization: `Bearer ${accessTokenOf(response)}` });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ id: user.id, email: user.email, emailVerified: true });
  });

  it('logs in by a verified phone number, typed locally ("061 …") or in E.164', async () => {
    const user = await verifiedUser(test);
    await verifyPhoneNumber(test, user);
    for (const typed of [localPhoneNumber(user.phoneNumber), user.phoneNumber]) {
      const response = await login(typed, user.password);
      expect(response.statusCode, typed).toBe(200);
      const profile = await me({ authorization: `Bearer ${accessTokenOf(response)}` });
      expect(profile.json()).toMatchObject({ id: user.id, phoneNumberVerified: true });
    }
  });

  it('does not log in by a phone number that is not verified', async () => {
    const user = await verifiedUser(test);
    for (const typed of [localPhoneNumber(user.phoneNumber), user.phoneNumber]) {
      refused(await login(typed, user.password), 401, 'InvalidEmailOrPassword');
    }
  });

  it('answers a wrong password and an unknown user alike: 401 InvalidEmailOrPassword, no cookies', async () => {
    const user = await verifiedUser(test);
    const wrongPassword = await login(user.email, 'pogresna-lozinka');
    refused(wrongPassword, 401, 'InvalidEmailOrPassword');
    expect(wrongPassword.cookies).toEqual([]);
    refused(await login('niko.nepoznat@example.ba', user.password), 401, 'InvalidEmailOrPassword');
    refused(await login('+38761000111', user.password), 401, 'InvalidEmailOrPassword');
  });

  it('answers 403 EmailNotVerified to the right password of an unverified account', async () => {
    const user = await registeredUser(test);
    const response = await login(user.email, user.password);
    refused(response, 403, 'EmailNotVerified');
    expect(response.cookies).toEqual([]);
  });

  it('answers InvalidEmailOrPassword, not EmailNotVerified, to a wrong password of an unverified account', async () => {
    const user = await registeredUser(test);
    refused(await login(user.email, 'pogresna-lozinka'), 401, 'InvalidEmailOrPassword');
  });
});

describe('session cookies', () => {
  it('are httpOnly and SameSite=Lax, the refresh cookie only for /api/tokens, not Secure on http://localhost', async () => {
    const user = await verifiedUser(test);
    const response = await login(user.email, user.password);
    expect(response.statusCode).toBe(200);
    const byName = Object.fromEntries(response.cookies.map((c) => [c.name, c]));
    expect(byName.krov_access).toMatchObject({
      value: accessTokenOf(response),
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: 900,
    });
    expect(byName.krov_refresh).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api/tokens',
      maxAge: 2_592_000,
    });
    // The hint the web's proxy reads on page requests: no secret, the refresh cookie's lifetime.
    expect(byName.krov_session).toMatchObject({
      value: '1',
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: 2_592_000,
    });
    const raw = [response.headers['set-cookie']].flat().join('\n');
    expect(raw).not.toMatch(/secure/i);
    expect(byName.krov_access?.secure).toBeUndefined();
    expect(byName.krov_refresh?.secure).toBeUndefined();
  });

  it('are Secure when the api is served over https', async () => {
    const config = loadConfig({
      PUBLIC_API_URL: 'https://api.krov.ba',
      AUTH_SECRET: 'test-secret-that-is-long-enough-for-hmac-keys',
    });
    expect(config.secureCookies).toBe(true);
    const secure = await createTestApp({ publicApiUrl: config.publicApiUrl, secureCookies: true });
    try {
      const user = await verifiedUser(secure);
      const response = await post(secure.app, '/api/tokens/login', {
        emailOrPhoneNumber: user.email,
        password: user.password,
      });
      expect(response.statusCode).toBe(200);
      expect(response.cookies.map((c) => [c.name, c.secure, c.httpOnly, c.sameSite])).toEqual([
        ['krov_access', true, true, 'Lax'],
        ['krov_refresh', true, true, 'Lax'],
        ['krov_session', true, true, 'Lax'],
      ]);
      const logout = await post(secure.app, '/api/tokens/logout', {});
      expect(logout.cookies.map((c) => [c.name, c.secure])).toEqual([
        ['krov_access', true],
        ['krov_refresh', true],
        ['krov_session', true],
      ]);
    } finally {
      await secure.close();
    }
  });
});

describe('the access token', () => {
  it('works as the cookie (web) and as an Authorization: Bearer header (apps)', async () => {
    const user = await verifiedUser(test);
    const byCookie = await me({ cookie: `krov_access=${user.accessToken}` });
    expect(byCookie.statusCode).toBe(200);
    expect(byCookie.json()).toMatchObject({ id: user.id, email: user.email });
    const byHeader = await me(user.auth);
    expect(byHeader.statusCode).toBe(200);
    expect(byHeader.json()).toMatchObject({ id: user.id, email: user.email });
  });

  it('is required: none, a forged one or a refresh token answers 401 Unauthorized', async () => {
    const user = await verifiedUser(test);
    refused(await me(), 401, 'Unauthorized');
    refused(await me({ authorization: `Bearer ${user.accessToken}x` }), 401, 'Unauthorized');
    refused(await me({ cookie: `krov_access=${user.refreshToken}` }), 401, 'Unauthorized');
  });

  it('expires after 15 minutes', async () => {
    const user = await verifiedUser(test);
    test.clock.advance(14 * minutes);
    expect((await me(user.auth)).statusCode).toBe(200);
    test.clock.advance(2 * minutes);
    refused(await me(user.auth), 401, 'Unauthorized');
    refused(await me({ cookie: `krov_access=${user.accessToken}` }), 401, 'Unauthorized');
  });
});
