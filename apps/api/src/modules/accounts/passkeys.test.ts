import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesOf, post, verifiedUser } from '../../../test/accounts-fixtures.ts';
import {
  chromeOnLinux,
  loginOptions,
  passkeyLogin,
  registeredPasskey,
  registrationOptions,
} from '../../../test/passkey-fixtures.ts';
import { refused } from '../../../test/refusals.ts';
import { softwareAuthenticator } from '../../../test/software-authenticator.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

// Passkeys (issue 30 point 4): the ceremonies run whole against a software authenticator; the
// api's checks are @simplewebauthn/server's and passkey_challenges'.

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const minutes = 60_000;
const me = (headers: Record<string, string>) =>
  test.app.inject({ method: 'GET', url: '/api/users/me', headers });
const myPasskeys = async (auth: Record<string, string>) => {
  const response = await test.app.inject({ method: 'GET', url: '/api/users/me/passkeys', headers: auth });
  expect(response.statusCode).toBe(200);
  return (response.json() as { passkeys: { id: string; name: string; lastUsedAt: string | null }[] })
    .passkeys;
};

describe('registering a passkey', () => {
  it('asks a discoverable credential and stores it, named after the browser it was made in', async () => {
    const user = await verifiedUser(test);
    const options = await registrationOptions(test.app, user.auth);
    expect(options).toMatchObject({
      rp: { id: 'localhost', name: 'Krov' },
      authenticatorSelection: { residentKey: 'required' },
    });
    const authenticator = softwareAuthenticator(test.config.publicWebUrl);
    const response = await post(
      test.app,
      '/api/passkeys',
      { credential: authenticator.register(options) },
      { ...user.auth, 'user-agent': chromeOnLinux },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: authenticator.credentialId,
      name: 'Chrome (Linux)',
      createdAt: test.clock.now().toISOString(),
      lastUsedAt: null,
    });
    expect(await myPasskeys(user.auth)).toEqual([response.json()]);
    // The same authenticator again: the options exclude it, and the api refuses it.
    const again = await registrationOptions(test.app, user.auth);
    expect(again).toMatchObject({ excludeCredentials: [{ id: authenticator.credentialId }] });
    const twice = await post(
      test.app,
      '/api/passkeys',
      { credential: authenticator.register(again) },
      user.auth,
    );
    refused(twice, 400, 'PasskeyNotAccepted');
  });

  it('names a passkey from an unknown browser by its number; a name given is kept', async () => {
    const user = await verifiedUser(test);
    const first = await registeredPasskey(test, user, { 'user-agent': 'curl/8' });
    expect(first.answer.name).toBe('Pristupni ključ 1');
    const authenticator = softwareAuthenticator(test.config.publicWebUrl);
    const named = await post(
      test.app,
      '/api/passkeys',
      { credential: authenticator.register(await registrationOptions(test.app, user.auth)), name: 'Laptop' },
      user.auth,
    );
    expect((named.json() as { name: string }).name).toBe('Laptop');
  });

  it("refuses a replayed, an expired or another user's challenge, and another site's passkey", async () => {
    const user = await verifiedUser(test);
    const other = await verifiedUser(test);
    const authenticator = softwareAuthenticator(test.config.publicWebUrl);
    const options = await registrationOptions(test.app, user.auth);
    const credential = authenticator.register(options);
    refused(
      await post(test.app, '/api/passkeys', { credential }, other.auth),
      400,
      'PasskeyChallengeExpired',
    );
    // Tried by the wrong user, the challenge is used up for its own user too.
    refused(await post(test.app, '/api/passkeys', { credential }, user.auth), 400, 'PasskeyChallengeExpired');

    const fresh = authenticator.register(await registrationOptions(test.app, user.auth));
    expect((await post(test.app, '/api/passkeys', { credential: fresh }, user.auth)).statusCode).toBe(201);
    refused(
      await post(test.app, '/api/passkeys', { credential: fresh }, user.auth),
      400,
      'PasskeyChallengeExpired',
    );

    const late = softwareAuthenticator(test.config.publicWebUrl).register(
      await registrationOptions(test.app, user.auth),
    );
    test.clock.advance(5 * minutes + 1000);
    refused(
      await post(test.app, '/api/passkeys', { credential: late }, user.auth),
      400,
      'PasskeyChallengeExpired',
    );

    const elsewhere = softwareAuthenticator('https://krov-prijava.example').register(
      await registrationOptions(test.app, user.auth),
    );
    refused(
      await post(test.app, '/api/passkeys', { credential: elsewhere }, user.auth),
      400,
      'PasskeyNotAccepted',
    );
    expect(await myPasskeys(user.auth)).toHaveLength(1);
  });
});

describe('logging in with a passkey', () => {
  it('needs no e-mail address and answers as the password login does', async () => {
    const user = await verifiedUser(test);
    const { authenticator } = await registeredPasskey(test, user);
    const options = await loginOptions(test.app);
    expect(options.allowCredentials ?? []).toEqual([]);
    const login = await post(test.app, '/api/tokens/passkey', { credential: authenticator.assert(options) });
    expect(login.statusCode).toBe(200);
    expect(Object.keys(login.json() as object)).toEqual(['accessToken']);
    const cookies = cookiesOf(login);
    expect(Object.keys(cookies)).toEqual(expect.arrayContaining(['krov_access', 'krov_refresh']));
    const bearer = { authorization: `Bearer ${(login.json() as { accessToken: string }).accessToken}` };
    expect(((await me(bearer)).json() as { id: string }).id).toBe(user.id);
    expect((await me({ cookie: `krov_access=${cookies.krov_access}` })).statusCode).toBe(200);
    expect((await myPasskeys(user.auth))[0]?.lastUsedAt).toBe(test.clock.now().toISOString());
    // An app asks for the refresh token in the body, as on the password login.
    const app = await passkeyLogin(test.app, authenticator, { 'x-token-delivery': 'body' });
    expect(Object.keys(app.json() as object).sort()).toEqual(['accessToken', 'refreshToken']);
  });

  it('refuses a replayed assertion, an expired challenge and a cloned authenticator', async () => {
    const user = await verifiedUser(test);
    const { authenticator } = await registeredPasskey(test, user);
    const credential = authenticator.assert(await loginOptions(test.app));
    expect((await post(test.app, '/api/tokens/passkey', { credential })).statusCode).toBe(200);
    refused(await post(test.app, '/api/tokens/passkey', { credential }), 400, 'PasskeyChallengeExpired');

    const late = authenticator.assert(await loginOptions(test.app));
    test.clock.advance(5 * minutes + 1000);
    refused(
      await post(test.app, '/api/tokens/passkey', { credential: late }),
      400,
      'PasskeyChallengeExpired',
    );

    // A copy of the key made now: once the original signed again, the copy's counter lags.
    const copy = authenticator.clone();
    expect((await passkeyLogin(test.app, authenticator)).statusCode).toBe(200);
    refused(await passkeyLogin(test.app, copy), 400, 'PasskeyNotAccepted');
    expect((await passkeyLogin(test.app, authenticator)).statusCode).toBe(200);
  });

  it('refuses an unknown passkey, and a suspended user as the password login does', async () => {
    refused(
      await passkeyLogin(test.app, softwareAuthenticator(test.config.publicWebUrl)),
      400,
      'PasskeyNotAccepted',
    );
    const user = await verifiedUser(test);
    const { authenticator } = await registeredPasskey(test, user);
    await test.database.db.execute(
      sql`update users set suspended_at = now(), suspended_reason = 'test' where id = ${user.id}`,
    );
    refused(await passkeyLogin(test.app, authenticator), 403, 'AccountSuspended');
    const password = await post(test.app, '/api/tokens/login', {
      emailOrPhoneNumber: user.email,
      password: user.password,
    });
    refused(password, 403, 'AccountSuspended');
  });
});

describe('managing passkeys', () => {
  it("renames and removes one's own; another user's answers as not existing", async () => {
    const user = await verifiedUser(test);
    const other = await verifiedUser(test);
    const { authenticator, answer } = await registeredPasskey(test, user);
    const url = `/api/users/me/passkeys/${answer.id}`;
    const remove = (auth: Record<string, string>) =>
      test.app.inject({ method: 'DELETE', url, headers: { ...auth, 'x-requested-with': 'test' } });
    const rename = (auth: Record<string, string>, name: string) =>
      test.app.inject({ method: 'PATCH', url, headers: auth, payload: { name } });

    refused(await rename(other.auth, 'Tuđi'), 404, 'NotFound');
    refused(await remove(other.auth), 404, 'NotFound');
    const renamed = await rename(user.auth, '  Radni laptop ');
    expect(renamed.statusCode).toBe(200);
    expect((renamed.json() as { name: string }).name).toBe('Radni laptop');
    expect((await myPasskeys(user.auth)).map((passkey) => passkey.name)).toEqual(['Radni laptop']);
    expect(await myPasskeys(other.auth)).toEqual([]);

    expect((await remove(user.auth)).statusCode).toBe(204);
    expect(await myPasskeys(user.auth)).toEqual([]);
    refused(await remove(user.auth), 404, 'NotFound');
    refused(await passkeyLogin(test.app, authenticator), 400, 'PasskeyNotAccepted');
  });
});
