/** Requests the profile tests make, bound to the test app of the file that uses them. */
import { expect } from 'vitest';
import { post, type verifiedUser } from '../../../test/accounts-fixtures.ts';
import { codeIn, type TestApp } from '../../../test/test-app.ts';

export type Headers = Record<string, string>;
export type User = Awaited<ReturnType<typeof verifiedUser>>;

/** `current` answers the file's test app, created in its beforeAll. */
export function profileRequests(current: () => TestApp) {
  const get = (url: string, headers: Headers = {}) => current().app.inject({ method: 'GET', url, headers });
  const put = (url: string, payload: object, headers: Headers = {}) =>
    current().app.inject({ method: 'PUT', url, payload, headers });
  const login = (emailOrPhoneNumber: string, password: string) =>
    post(current().app, '/api/tokens/login', { emailOrPhoneNumber, password });
  const refresh = (refreshToken: string) =>
    post(current().app, '/api/tokens/refresh-token', {}, { cookie: `krov_refresh=${refreshToken}` });

  async function me(user: { auth: Headers }) {
    const response = await get('/api/users/me', user.auth);
    expect(response.statusCode).toBe(200);
    return response.json() as Record<string, unknown>;
  }

  /** A code e-mailed or texted within the last minute blocks the next one; the clock moves past it. */
  const pastResendWait = () => current().clock.advance(61_000);

  /** Verifies, as the user, the code just texted to a number (a new one awaiting its code): the answer. */
  async function verifyTextedCode(user: { auth: Headers }, phoneNumber: string) {
    const code = codeIn(await current().waitForMessage(phoneNumber, 'sms'));
    return post(current().app, '/api/users/verify-phone-number/verify-code', { code }, user.auth);
  }

  return { get, put, login, refresh, me, pastResendWait, verifyTextedCode };
}
