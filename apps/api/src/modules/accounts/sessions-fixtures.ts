/** Requests and readings the session tests share, bound to the test app of the file that uses them. */
import { cookiesOf, post } from '../../../test/accounts-fixtures.ts';
import type { TestApp } from '../../../test/test-app.ts';

export const seconds = 1000;
export const minutes = 60 * seconds;
export const days = 24 * 60 * minutes;

/** `current` answers the file's test app, created in its beforeAll. */
export function sessionRequests(current: () => TestApp) {
  const login = (emailOrPhoneNumber: string, password: string, headers?: Record<string, string>) =>
    post(current().app, '/api/tokens/login', { emailOrPhoneNumber, password }, headers);
  /** The web's refresh: the httpOnly cookie, no body token. */
  const refresh = (refreshToken: string) =>
    post(current().app, '/api/tokens/refresh-token', {}, { cookie: `krov_refresh=${refreshToken}` });
  const me = (headers: Record<string, string> = {}) =>
    current().app.inject({ method: 'GET', url: '/api/users/me', headers });
  return { login, refresh, me };
}

export const accessTokenOf = (response: { json(): unknown }) =>
  (response.json() as { accessToken: string }).accessToken;
export const refreshCookieOf = (response: { cookies: Array<{ name: string; value: string }> }) =>
  cookiesOf(response).krov_refresh as string;
