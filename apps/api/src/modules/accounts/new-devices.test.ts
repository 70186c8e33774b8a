import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookiesOf, post, registeredUser } from '../../../test/accounts-fixtures.ts';
import {
  chromeOnLinux,
  passkeyLogin,
  registeredPasskey,
  safariOnIphone,
} from '../../../test/passkey-fixtures.ts';
import { refused } from '../../../test/refusals.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createDevMailboxStore } from '../devmailbox/devmailbox.store.ts';

// New devices (issue 30 point 5, decisions 239 and 240): a login from a device the user was not
// seen with mails the device, browser and time, with a link that ends exactly that session.

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const laptop = 'c0ffee00-0000-4000-8000-00000000000a';
const phone = 'c0ffee00-0000-4000-8000-00000000000b';
const me = (headers: Record<string, string>) =>
  test.app.inject({ method: 'GET', url: '/api/users/me', headers });

/** Registers from the laptop (Chrome on Linux) and verifies the address: nothing logged in yet. */
async function userOnLaptop(overrides: Record<string, string> = {}) {
  const user = await registeredUser(test, overrides);
  // registeredUser registers without a device: this account is registered again from the laptop.
  const verified = await post(test.app, '/api/users/verify-email/verify-code', {
    email: user.email,
    code: user.code,
  });
  expect(verified.statusCode).toBe(204);
  return user;
}

async function login(user: { email: string; password: string }, device: string | null, userAgent: string) {
  const headers: Record<string, string> = { 'user-agent': userAgent };
  if (device) headers['x-deviceid'] = device;
  const response = await post(
    test.app,
    '/api/tokens/login',
    { emailOrPhoneNumber: user.email, password: user.password },
    headers,
  );
  expect(response.statusCode).toBe(200);
  return {
    auth: { authorization: `Bearer ${(response.json() as { accessToken: string }).accessToken}` },
    refresh: cookiesOf(response).krov_refresh as string,
  };
}

/** The new-device e-mails the user received so far (the mailbox the outbox's queue writes). */
async function newDeviceMails(email: string, subject: string) {
  const messages = await createDevMailboxStore(test.database.db).list(200);
  return messages.filter((message) => message.to === email && message.subject === subject);
}

const linkIn = (text: string) => {
  const match = text.match(/http:\/\/localhost:3000\/session\/end\?token=(\S+)/);
  if (!match?.[1]) throw new Error(`no link in: ${text}`);
  return decodeURIComponent(match[1]);
};

describe('a login from a new device', () => {
  it("mails the device, the browser and the time (Sarajevo), in the user's language; known devices do not", async () => {
    const user = await userOnLaptop();
    await login(user, laptop, chromeOnLinux); // the account's first session: nothing seen before
    await login(user, laptop, chromeOnLinux); // the same device again
    test.clock.set(new Date('2026-11-22T17:05:00.000Z'));
    await login(user, phone, safariOnIphone);
    const mail = await test.waitForMessage(user.email);
    expect(mail.subject).toBe('Nova prijava na vaš Krov račun');
    expect(mail.text).toContain('Uređaj: Apple iPhone (iOS 17.1)');
    expect(mail.text).toContain('Preglednik: Safari 17');
    expect(mail.text).toContain('Vrijeme: 22. 11. 2026. u 18:05 (po sarajevskom vremenu)');
    // The phone is known now; the laptop always was.
    await login(user, phone, safariOnIphone);
    await login(user, laptop, chromeOnLinux);
    const english = await userOnLaptop({ language: 'en' });
    await login(english, laptop, chromeOnLinux);
    await login(english, null, 'curl/8.5'); // names no device: cannot be recognised, not mailed about
    await login(english, 'c0ffee00-0000-4000-8000-00000000000d', 'curl/8.5'); // a device never seen
    const englishMail = await test.waitForMessage(english.email);
    expect(englishMail.subject).toBe('New login to your Krov account');
    expect(englishMail.text).toContain('Device: unknown device');
    expect(englishMail.text).toContain('Time: 22 November 2026 at 18:05 (Sarajevo time)');
    expect(await newDeviceMails(user.email, 'Nova prijava na vaš Krov račun')).toHaveLength(1);
    expect(await newDeviceMails(english.email, 'New login to your Krov account')).toHaveLength(1);
  });

  it('is known when it registered the account, and a passkey login from a new one is mailed too', async () => {
    const registration = {
      name: 'Amra Hodžić',
      email: 'amra.nova@example.ba',
      phoneNumber: '+38761999123',
      password: 'sigurna-lozinka-1',
      passwordConfirmation: 'sigurna-lozinka-1',
    };
    const registered = await post(test.app, '/api/tokens/register', registration, { 'x-deviceid': laptop });
    expect(registered.statusCode).toBe(201);
    const code = (await test.waitForMessage(registration.email)).text.match(/\b(\d{6})\b/)?.[1] ?? '';
    await post(test.app, '/api/users/verify-email/verify-code', { email: registration.email, code });
    const first = await login(registration, phone, safariOnIphone); // first session: not new
    await login(registration, laptop, chromeOnLinux); // the registering device: not new
    const { authenticator } = await registeredPasskey(test, first);
    const tablet = 'c0ffee00-0000-4000-8000-00000000000c';
    const byPasskey = await passkeyLogin(test.app, authenticator, { 'x-deviceid': tablet });
    expect(byPasskey.statusCode).toBe(200);
    const mail = await test.waitForMessage(registration.email);
    expect(mail.subject).toBe('Nova prijava na vaš Krov račun');
    expect(await newDeviceMails(registration.email, mail.subject ?? '')).toHaveLength(1);
  });
});

describe("the new-device e-mail's link", () => {
  it('ends exactly that session, once; an altered link is refused', async () => {
    const user = await userOnLaptop();
    const onLaptop = await login(user, laptop, chromeOnLinux);
    const onPhone = await login(user, phone, safariOnIphone);
    const token = linkIn((await test.waitForMessage(user.email)).text);
    const end = (value: string) => post(test.app, '/api/tokens/end-session', { token: value });

    refused(await end(`${token.slice(0, -2)}xx`), 400, 'LinkInvalid');
    refused(await end('not-a-token'), 400, 'LinkInvalid');
    expect((await me(onPhone.auth)).statusCode).toBe(200);
    expect((await end(token)).statusCode).toBe(204);
    refused(await me(onPhone.auth), 401, 'Unauthorized');
    const refresh = await post(
      test.app,
      '/api/tokens/refresh-token',
      {},
      { cookie: `krov_refresh=${onPhone.refresh}` },
    );
    refused(refresh, 401, 'CantReauthenticate');
    // The laptop's session stands; the link does nothing more.
    expect((await me(onLaptop.auth)).statusCode).toBe(200);
    refused(await end(token), 410, 'LinkExpired');
  });
});
