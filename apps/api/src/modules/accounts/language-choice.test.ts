// Issue 27 item 12: a language chosen on the device while logged out is carried to the account at
// login (the latest choice wins, docs/decisions/176); a login that carries none keeps the account's.
import type { Me } from '@krov/contracts';
import { translate } from '@krov/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedUser } from '../../../test/accounts-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { accessTokenOf, sessionRequests } from './sessions-fixtures.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const { me } = sessionRequests(() => test);
const login = (body: Record<string, unknown>) =>
  test.app.inject({ method: 'POST', url: '/api/tokens/login', payload: body });
const languageAfter = async (response: { json(): unknown }) =>
  ((await me({ authorization: `Bearer ${accessTokenOf(response)}` })).json() as Me).language;

describe('POST /api/tokens/login with the language chosen while logged out', () => {
  it('makes it the account’s, and the next e-mail comes in it', async () => {
    const user = await verifiedUser(test);
    const response = await login({ emailOrPhoneNumber: user.email, password: user.password, language: 'en' });
    expect(response.statusCode).toBe(200);
    expect(await languageAfter(response)).toBe('en');

    await test.app.inject({
      method: 'POST',
      url: '/api/users/forgot-password/request',
      payload: { email: user.email },
    });
    expect((await test.waitForMessage(user.email)).subject).toBe(
      translate('en', 'email.resetPassword.subject'),
    );
  });

  it('without one, the account keeps its own language', async () => {
    const user = await verifiedUser(test, { language: 'en' });
    const response = await login({ emailOrPhoneNumber: user.email, password: user.password });
    expect(await languageAfter(response)).toBe('en');
  });

  it('a wrong password changes nothing; a language not offered is refused', async () => {
    const user = await verifiedUser(test);
    const wrong = await login({
      emailOrPhoneNumber: user.email,
      password: 'pogresna-lozinka',
      language: 'en',
    });
    expect(wrong.statusCode).toBe(401);
    const refused = await login({ emailOrPhoneNumber: user.email, password: user.password, language: 'de' });
    expect(refused.statusCode).toBe(400);
    expect((refused.json() as { validationErrors: unknown[] }).validationErrors).toEqual([
      { field: 'language', error: 'Invalid', extra: {} },
    ]);
    const response = await login({ emailOrPhoneNumber: user.email, password: user.password });
    expect(await languageAfter(response)).toBe('bs');
  });
});
