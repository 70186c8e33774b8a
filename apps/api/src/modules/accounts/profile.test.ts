// The signed-in user's own account: reading it, its name, password and language, its agency and listings.
import { translate } from '@krov/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesOf, post, verifiedUser } from '../../../test/accounts-fixtures.ts';
import { validationErrors } from '../../../test/refusals.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { profileRequests } from './profile-fixtures.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const { get, put, login, refresh, me } = profileRequests(() => test);

describe('GET /api/users/me', () => {
  it('answers exactly the fields of docs/product/DECISIONS.md (plus the pending changes)', async () => {
    const user = await verifiedUser(test);
    const response = await get('/api/users/me', user.auth);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toStrictEqual({
      id: user.id,
      name: user.name,
      email: user.email,
      emailVerified: true,
      pendingEmail: null,
      phoneNumber: user.phoneNumber,
      phoneNumberVerified: false,
      pendingPhoneNumber: null,
      profileImage: null,
      language: 'bs',
      role: 'user',
      agency: null,
    });
  });

  it('also accepts the access token from the httpOnly cookie', async () => {
    const user = await verifiedUser(test);
    const response = await get('/api/users/me', { cookie: `krov_access=${user.accessToken}` });
    expect(response.statusCode).toBe(200);
    expect((response.json() as { id: string }).id).toBe(user.id);
  });

  it('answers 401 Unauthorized without a token or with a forged one', async () => {
    const anonymous = await get('/api/users/me');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Unauthorized' });
    const forged = await get('/api/users/me', { authorization: 'Bearer not.a.token' });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ message: 'Unauthorized' });
  });
});

describe('PUT /api/users/me: name', () => {
  it('changes the name and answers the updated user', async () => {
    const user = await verifiedUser(test);
    const response = await put('/api/users/me', { name: 'Amra Hodžić' }, user.auth);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, name: 'Amra Hodžić', email: user.email });
    expect((await me(user)).name).toBe('Amra Hodžić');
  });

  it('refuses a name that is too short or too long, with the counts', async () => {
    const user = await verifiedUser(test);
    expect(validationErrors(await put('/api/users/me', { name: 'A' }, user.auth))).toEqual([
      { field: 'name', error: 'MinLength', extra: { min: 2, count: 1 } },
    ]);
    expect(validationErrors(await put('/api/users/me', { name: 'x'.repeat(101) }, user.auth))).toEqual([
      { field: 'name', error: 'MaxLength', extra: { max: 100, count: 101 } },
    ]);
    expect((await me(user)).name).toBe(user.name);
  });

  it('answers 401 without a token', async () => {
    const response = await put('/api/users/me', { name: 'Niko Nikić' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthorized' });
  });
});

describe('PUT /api/users/me: password', () => {
  const newPassword = 'nova-sigurna-lozinka-2';

  it('needs the current password', async () => {
    const user = await verifiedUser(test);
    const errors = validationErrors(
      await put('/api/users/me', { newPassword, newPasswordConfirmation: newPassword }, user.auth),
    );
    expect(errors).toEqual([{ field: 'currentPassword', error: 'Required', extra: {} }]);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('refuses a wrong current password on the currentPassword field', async () => {
    const user = await verifiedUser(test);
    const errors = validationErrors(
      await put(
        '/api/users/me',
        { currentPassword: 'pogresna-lozinka', newPassword, newPasswordConfirmation: newPassword },
        user.auth,
      ),
    );
    expect(errors).toEqual([{ field: 'currentPassword', error: 'Invalid', extra: {} }]);
    expect((await login(user.email, newPassword)).statusCode).toBe(401);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('reports a confirmation that differs on the confirmation field', async () => {
    const user = await verifiedUser(test);
    const errors = validationErrors(
      await put(
        '/api/users/me',
        { currentPassword: user.password, newPassword, newPasswordConfirmation: 'nesto-drugo-123' },
        user.auth,
      ),
    );
    expect(errors).toEqual([
      {
        field: 'newPasswordConfirmation',
        error: 'PasswordConfirmationNotSame',
        extra: { other: 'newPassword' },
      },
    ]);
  });

  it('refuses a new password that is too short', async () => {
    const user = await verifiedUser(test);
    const errors = validationErrors(
      await put(
        '/api/users/me',
        { currentPassword: user.password, newPassword: 'kratka', newPasswordConfirmation: 'kratka' },
        user.auth,
      ),
    );
    expect(errors).toEqual([{ field: 'newPassword', error: 'MinLength', extra: { min: 8, count: 6 } }]);
  });

  it('changes it, ends every other session and gives the caller fresh cookies that work', async () => {
    const user = await verifiedUser(test);
    const otherDevice = cookiesOf(await login(user.email, user.password));
    expect(otherDevice.krov_refresh).toBeDefined();

    const response = await put(
      '/api/users/me',
      { currentPassword: user.password, newPassword, newPasswordConfirmation: newPassword },
      user.auth,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, email: user.email });

    const oldLogin = await login(user.email, user.password);
    expect(oldLogin.statusCode).toBe(401);
    expect(oldLogin.json()).toEqual({ message: 'InvalidEmailOrPassword' });
    expect((await login(user.email, newPassword)).statusCode).toBe(200);

    // Both earlier sessions (this one's and the other device's) are over.
    for (const token of [user.refreshToken, otherDevice.krov_refresh as string]) {
      const refused = await refresh(token);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ message: 'CantReauthenticate' });
    }

    const fresh = cookiesOf(response);
    expect(fresh.krov_access).toBeTruthy();
    expect(fresh.krov_refresh).toBeTruthy();
    expect(fresh.krov_refresh).not.toBe(user.refreshToken);
    const meByCookie = await get('/api/users/me', { cookie: `krov_access=${fresh.krov_access}` });
    expect(meByCookie.statusCode).toBe(200);
    expect((meByCookie.json() as { id: string }).id).toBe(user.id);
    const refreshed = await refresh(fresh.krov_refresh as string);
    expect(refreshed.statusCode).toBe(200);
    expect((refreshed.json() as { accessToken: string }).accessToken).toEqual(expect.any(String));
  });
});

describe('PUT /api/users/me/update-language', () => {
  it('answers 204 and writes the next e-mails in that language', async () => {
    const user = await verifiedUser(test);
    const response = await put('/api/users/me/update-language', { language: 'en' }, user.auth);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await me(user)).language).toBe('en');

    expect(
      (await post(test.app, '/api/users/forgot-password/request', { email: user.email })).statusCode,
    ).toBe(200);
    expect((await test.waitForMessage(user.email)).subject).toBe(
      translate('en', 'email.resetPassword.subject'),
    );
  });

  it('refuses a language that is not offered, and a missing one', async () => {
    const user = await verifiedUser(test);
    expect(
      validationErrors(await put('/api/users/me/update-language', { language: 'de' }, user.auth)),
    ).toEqual([{ field: 'language', error: 'Invalid', extra: {} }]);
    expect(validationErrors(await put('/api/users/me/update-language', {}, user.auth))).toEqual([
      { field: 'language', error: 'Required', extra: {} },
    ]);
    expect((await me(user)).language).toBe('bs');
  });
});

describe('GET /api/users/me/agency and /me/properties', () => {
  it('answers null (200) for a user in no agency', async () => {
    const user = await verifiedUser(test);
    const response = await get('/api/users/me/agency', user.auth);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).toBe('null');
  });

  it('answers an empty list of listings', async () => {
    const user = await verifiedUser(test);
    const response = await get('/api/users/me/properties', user.auth);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toStrictEqual({
      items: [],
      total: 0,
      counts: { listed: 0, expired: 0, hidden: 0, unpaid: 0 },
      limit: { used: 0, max: 5 },
    });
  });

  it('answers 401 without a token', async () => {
    for (const url of ['/api/users/me/agency', '/api/users/me/properties', '/api/chats/unread-count']) {
      const response = await get(url);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Unauthorized' });
    }
  });
});
