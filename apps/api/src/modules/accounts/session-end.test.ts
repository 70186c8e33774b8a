import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesOf, post, verifiedUser } from '../../../test/accounts-fixtures.ts';
import { refused } from '../../../test/refusals.ts';
import { codeIn, createTestApp, type TestApp } from '../../../test/test-app.ts';

// Logout, a password change or reset, and a detected refresh-token reuse end the session at once:
// its access token stops working on the next request, not 15 minutes later (issue 13, 3).

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const minutes = 60_000;
const me = (headers: Record<string, string>) =>
  test.app.inject({ method: 'GET', url: '/api/users/me', headers });
const rename = (headers: Record<string, string>) =>
  test.app.inject({ method: 'PUT', url: '/api/users/me', headers, payload: { name: 'Novo Ime' } });

/** A second login of the same user (another browser): its own session. */
async function anotherSession(user: { email: string; password: string }) {
  const login = await post(test.app, '/api/tokens/login', {
    emailOrPhoneNumber: user.email,
    password: user.password,
  });
  expect(login.statusCode).toBe(200);
  const cookies = cookiesOf(login);
  return {
    bearer: { authorization: `Bearer ${(login.json() as { accessToken: string }).accessToken}` },
    cookie: { cookie: `krov_access=${cookies.krov_access}` },
    refreshToken: cookies.krov_refresh as string,
  };
}

async function expectEnded(headers: Record<string, string>) {
  refused(await me(headers), 401, 'Unauthorized');
  refused(await rename(headers), 401, 'Unauthorized');
}

describe('an ended session', () => {
  it('after logout: the access token (cookie or bearer) is refused at once and 14 minutes later', async () => {
    const user = await verifiedUser(test);
    const session = await anotherSession(user);
    expect((await me(session.cookie)).statusCode).toBe(200);
    const logout = await post(
      test.app,
      '/api/tokens/logout',
      {},
      { cookie: `krov_refresh=${session.refreshToken}` },
    );
    expect(logout.statusCode).toBe(204);
    await expectEnded(session.cookie);
    await expectEnded(session.bearer);
    test.clock.advance(14 * minutes);
    await expectEnded(session.cookie);
    // The user's other session stands.
    test.clock.advance(-14 * minutes);
    expect((await me(user.auth)).statusCode).toBe(200);
  });

  it('after a password change: every other session at once; the one that changed it goes on', async () => {
    const user = await verifiedUser(test);
    const other = await anotherSession(user);
    const changed = await test.app.inject({
      method: 'PUT',
      url: '/api/users/me',
      headers: user.auth,
      payload: {
        currentPassword: user.password,
        newPassword: 'nova-lozinka-123',
        newPasswordConfirmation: 'nova-lozinka-123',
      },
    });
    expect(changed.statusCode).toBe(200);
    await expectEnded(other.bearer);
    await expectEnded(user.auth);
    // The changing client got a fresh session with the answer.
    expect((await me({ cookie: `krov_access=${cookiesOf(changed).krov_access}` })).statusCode).toBe(200);
  });

  it('after a password reset: every session at once', async () => {
    const user = await verifiedUser(test);
    const other = await anotherSession(user);
    test.clock.advance(2 * minutes);
    expect(
      (await post(test.app, '/api/users/forgot-password/request', { email: user.email })).statusCode,
    ).toBe(200);
    const code = codeIn(await test.waitForMessage(user.email));
    const reset = await post(test.app, '/api/users/forgot-password/reset-password', {
      email: user.email,
      code,
      password: 'resetovana-lozinka',
      passwordConfirmation: 'resetovana-lozinka',
    });
    expect(reset.statusCode).toBe(204);
    await expectEnded(user.auth);
    await expectEnded(other.bearer);
  });

  it('after a refresh token is used again (a theft signal): the family’s access tokens at once', async () => {
    const user = await verifiedUser(test);
    const session = await anotherSession(user);
    const rotated = await post(test.app, '/api/tokens/refresh-token', { refreshToken: session.refreshToken });
    expect(rotated.statusCode).toBe(200);
    const fresh = { authorization: `Bearer ${(rotated.json() as { accessToken: string }).accessToken}` };
    expect((await me(fresh)).statusCode).toBe(200);
    test.clock.advance(11_000);
    refused(
      await post(test.app, '/api/tokens/refresh-token', { refreshToken: session.refreshToken }),
      401,
      'CantReauthenticate',
    );
    await expectEnded(fresh);
    await expectEnded(session.bearer);
    expect((await me(user.auth)).statusCode).toBe(200);
  });
});
