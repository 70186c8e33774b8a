// The refresh token: rotation, reuse, expiry; logging out; a password reset ends the sessions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesOf, post, verifiedUser } from '../../../test/accounts-fixtures.ts';
import { refused } from '../../../test/refusals.ts';
import { codeIn, createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  accessTokenOf,
  days,
  minutes,
  refreshCookieOf,
  seconds,
  sessionRequests,
} from './sessions-fixtures.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const { login, refresh, me } = sessionRequests(() => test);

describe('POST /api/tokens/refresh-token', () => {
  it('exchanges the refresh cookie for {accessToken} and rotates the cookie', async () => {
    const user = await verifiedUser(test);
    test.clock.advance(16 * minutes);
    const response = await refresh(user.refreshToken);
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json() as object)).toEqual(['accessToken']);
    const cookies = cookiesOf(response);
    expect(cookies.krov_access).toBe(accessTokenOf(response));
    expect(cookies.krov_refresh).toEqual(expect.any(String));
    expect(cookies.krov_refresh).not.toBe(user.refreshToken);
    // The proxy's hint is renewed with the refresh cookie (same lifetime from the rotation).
    expect(cookies.krov_session).toBe('1');
    const profile = await me({ authorization: `Bearer ${accessTokenOf(response)}` });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({ id: user.id });
    expect((await refresh(cookies.krov_refresh as string)).statusCode).toBe(200);
  });

  it('answers both tokens in the body to an app that asks with x-token-delivery: body', async () => {
    const user = await verifiedUser(test);
    const appRefresh = (refreshToken: string) =>
      post(test.app, '/api/tokens/refresh-token', { refreshToken }, { 'x-token-delivery': 'body' });
    const first = await appRefresh(user.refreshToken);
    expect(first.statusCode).toBe(200);
    const body = first.json() as { accessToken: string; refreshToken: string };
    expect(Object.keys(body).sort()).toEqual(['accessToken', 'refreshToken']);
    expect(body.refreshToken).not.toBe(user.refreshToken);
    expect((await me({ authorization: `Bearer ${body.accessToken}` })).statusCode).toBe(200);
    const second = await appRefresh(body.refreshToken);
    expect(second.statusCode).toBe(200);
    expect((second.json() as { refreshToken: string }).refreshToken).not.toBe(body.refreshToken);
  });

  it('never answers the refresh token in a body to a browser, even the web’s own origin asking for it', async () => {
    const user = await verifiedUser(test);
    const web = test.config.publicWebUrl;
    // The preflight does not allow the header: a page's script cannot even send it.
    const preflight = await test.app.inject({
      method: 'OPTIONS',
      url: '/api/tokens/refresh-token',
      headers: {
        origin: web,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-token-delivery',
      },
    });
    expect(String(preflight.headers['access-control-allow-headers'] ?? '')).not.toContain('x-token-delivery');
    // And sent anyway (a same-origin page needs no preflight), a browser's request gets cookies only.
    const fromPage = await post(
      test.app,
      '/api/tokens/refresh-token',
      { refreshToken: user.refreshToken },
      { 'x-token-delivery': 'body', origin: web },
    );
    expect(fromPage.statusCode).toBe(200);
    expect(Object.keys(fromPage.json() as object)).toEqual(['accessToken']);
    expect(cookiesOf(fromPage).krov_refresh).toEqual(expect.any(String));
  });

  it('answers 401 CantReauthenticate without a refresh token or with an unknown one', async () => {
    refused(await post(test.app, '/api/tokens/refresh-token', {}), 401, 'CantReauthenticate');
    refused(await refresh('not-a-token-we-issued'), 401, 'CantReauthenticate');
  });

  it('answers the same successor to a token presented again within 10 seconds (two tabs)', async () => {
    const user = await verifiedUser(test);
    const firstTab = await refresh(user.refreshToken);
    expect(firstTab.statusCode).toBe(200);
    test.clock.advance(9 * seconds);
    const secondTab = await refresh(user.refreshToken);
    expect(secondTab.statusCode).toBe(200);
    const successor = refreshCookieOf(firstTab);
    expect(refreshCookieOf(secondTab)).toBe(successor);
    expect((await refresh(successor)).statusCode).toBe(200);
  });

  it('answers the same successor to two tabs refreshing at the same moment', async () => {
    const user = await verifiedUser(test);
    const [one, two] = await Promise.all([refresh(user.refreshToken), refresh(user.refreshToken)]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect(refreshCookieOf(one)).toBe(refreshCookieOf(two));
    expect((await refresh(refreshCookieOf(one))).statusCode).toBe(200);
  });

  it('revokes the whole family when an old token comes back after 10 seconds', async () => {
    const user = await verifiedUser(test);
    const otherSession = refreshCookieOf(await login(user.email, user.password));
    const rotated = await refresh(user.refreshToken);
    expect(rotated.statusCode).toBe(200);
    const newest = refreshCookieOf(rotated);
    test.clock.advance(11 * seconds);

    const reuse = await refresh(user.refreshToken);
    refused(reuse, 401, 'CantReauthenticate');
    expect(cookiesOf(reuse)).toEqual({ krov_access: '', krov_refresh: '', krov_session: '' });
    refused(await refresh(newest), 401, 'CantReauthenticate');
    // Only that family: the same user's other session keeps working.
    expect((await refresh(otherSession)).statusCode).toBe(200);
  });

  it('expires 30 days after it was issued; a rotated one lives 30 days from its rotation', async () => {
    const user = await verifiedUser(test);
    const secondSession = refreshCookieOf(await login(user.email, user.password));
    test.clock.advance(30 * days - 1 * minutes);
    const renewed = await refresh(user.refreshToken);
    expect(renewed.statusCode).toBe(200);
    test.clock.advance(2 * minutes);
    refused(await refresh(secondSession), 401, 'CantReauthenticate');
    expect((await refresh(refreshCookieOf(renewed))).statusCode).toBe(200);
  });
});

describe('POST /api/tokens/logout', () => {
  it('revokes the family, clears the session cookies and answers 204', async () => {
    const user = await verifiedUser(test);
    const otherSession = refreshCookieOf(await login(user.email, user.password));
    const rotated = refreshCookieOf(await refresh(user.refreshToken));
    const response = await post(test.app, '/api/tokens/logout', {}, { cookie: `krov_refresh=${rotated}` });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const cleared = Object.fromEntries(response.cookies.map((c) => [c.name, c]));
    // A cookie is only cleared with the path it was set on.
    const gone = { value: '', maxAge: 0, expires: new Date(0), httpOnly: true, sameSite: 'Lax' };
    expect(cleared.krov_access).toMatchObject({ ...gone, path: '/' });
    expect(cleared.krov_refresh).toMatchObject({ ...gone, path: '/api/tokens' });
    expect(cleared.krov_session).toMatchObject({ ...gone, path: '/' });

    refused(await refresh(rotated), 401, 'CantReauthenticate');
    refused(await refresh(user.refreshToken), 401, 'CantReauthenticate');
    expect((await refresh(otherSession)).statusCode).toBe(200);
  });

  it('logs an app out by the refresh token in the body', async () => {
    const user = await verifiedUser(test);
    const response = await post(test.app, '/api/tokens/logout', { refreshToken: user.refreshToken });
    expect(response.statusCode).toBe(204);
    refused(await refresh(user.refreshToken), 401, 'CantReauthenticate');
  });

  it("takes the web's calls, which carry no body at all (refresh and logout)", async () => {
    const user = await verifiedUser(test);
    const bodyless = (url: string, cookie: string) =>
      test.app.inject({ method: 'POST', url, headers: { 'x-requested-with': 'XMLHttpRequest', cookie } });
    const refreshed = await bodyless('/api/tokens/refresh-token', `krov_refresh=${user.refreshToken}`);
    expect(refreshed.statusCode).toBe(200);
    const loggedOut = await bodyless('/api/tokens/logout', `krov_refresh=${refreshCookieOf(refreshed)}`);
    expect(loggedOut.statusCode).toBe(204);
    refused(await refresh(refreshCookieOf(refreshed)), 401, 'CantReauthenticate');
  });

  it('answers 204 and clears the cookies without any token too', async () => {
    const response = await post(test.app, '/api/tokens/logout', {});
    expect(response.statusCode).toBe(204);
    expect(cookiesOf(response)).toEqual({ krov_access: '', krov_refresh: '', krov_session: '' });
    expect((await post(test.app, '/api/tokens/logout', { refreshToken: 'unknown-token' })).statusCode).toBe(
      204,
    );
  });
});

describe('a password reset', () => {
  it('ends every session of the account', async () => {
    const user = await verifiedUser(test);
    const secondSession = refreshCookieOf(await login(user.email, user.password));
    expect(
      (await post(test.app, '/api/users/forgot-password/request', { email: user.email })).statusCode,
    ).toBe(200);
    const code = codeIn(await test.waitForMessage(user.email));
    const newPassword = 'nova-sigurna-lozinka';
    const reset = await post(test.app, '/api/users/forgot-password/reset-password', {
      email: user.email,
      code,
      password: newPassword,
      passwordConfirmation: newPassword,
    });
    expect(reset.statusCode).toBe(204);

    refused(await refresh(user.refreshToken), 401, 'CantReauthenticate');
    refused(await refresh(secondSession), 401, 'CantReauthenticate');
    const fresh = await login(user.email, newPassword);
    expect(fresh.statusCode).toBe(200);
    expect((await refresh(refreshCookieOf(fresh))).statusCode).toBe(200);
  });
});
