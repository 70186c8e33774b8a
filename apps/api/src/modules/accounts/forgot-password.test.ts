// Forgot password: the mailed reset code, checked, then used to set a new password.
import { translate } from '@krov/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, registeredUser, verifiedUser } from '../../../test/accounts-fixtures.ts';
import { refused, validationErrors } from '../../../test/refusals.ts';
import { codeIn, createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  expectCodeSent,
  expectNoContent,
  loginOn,
  mailsQueuedTo,
  wrongCode,
} from './verification-fixtures.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const login = loginOn(() => test);

describe('forgot password', () => {
  const request = (email: string) => post(test.app, '/api/users/forgot-password/request', { email });
  const check = (email: string, code: string) =>
    post(test.app, '/api/users/forgot-password/verify-code', { email, code });
  const reset = (email: string, code: string, password: string, passwordConfirmation = password) =>
    post(test.app, '/api/users/forgot-password/reset-password', {
      email,
      code,
      password,
      passwordConfirmation,
    });

  async function resetCodeFor(user: { email: string }) {
    expectCodeSent(await request(user.email));
    const mail = await test.waitForMessage(user.email);
    expect(mail.subject).toBe(translate('bs', 'email.resetPassword.subject'));
    return codeIn(mail);
  }

  it('mails a reset code in the user’s language; a second request within 60 s is refused', async () => {
    const user = await verifiedUser(test, { language: 'en' });
    expectCodeSent(await request(user.email));
    const mail = await test.waitForMessage(user.email);
    expect(mail.subject).toBe(translate('en', 'email.resetPassword.subject'));
    expect(codeIn(mail)).toMatch(/^\d{6}$/);
    refused(await request(user.email), 429, 'CodeResendTimeoutEmail');
  });

  it('answers an unknown address exactly as a known one, its timeout included, and mails nothing', async () => {
    const user = await verifiedUser(test);
    const unknown = 'niko.nepoznat@example.ba';
    const mailedBefore = await mailsQueuedTo(test, user.email);
    const known = await request(user.email);
    const stranger = await request(unknown);
    expect({ status: stranger.statusCode, body: stranger.json() }).toEqual({
      status: known.statusCode,
      body: known.json(),
    });
    expectCodeSent(stranger);
    // Asked again within the minute: both refused alike.
    refused(await request(unknown), 429, 'CodeResendTimeoutEmail');
    refused(await request(user.email), 429, 'CodeResendTimeoutEmail');
    // In any case, as typed.
    refused(await request(unknown.toUpperCase()), 429, 'CodeResendTimeoutEmail');
    expect(await mailsQueuedTo(test, unknown)).toBe(0);
    expect(await mailsQueuedTo(test, user.email)).toBe(mailedBefore + 1);
  });

  it('verify-code checks the code without using it up', async () => {
    const user = await verifiedUser(test);
    const code = await resetCodeFor(user);
    refused(await check(user.email, wrongCode(code)), 400, 'InvalidOrExpiredCode');
    expectNoContent(await check(user.email, code));
    expectNoContent(await check(user.email, code));
    expectNoContent(await reset(user.email, code, 'nova-sigurna-lozinka'));
  });

  it('refuses a password shorter than 8 and a confirmation that differs, keeping the code', async () => {
    const user = await verifiedUser(test);
    const code = await resetCodeFor(user);
    expect(validationErrors(await reset(user.email, code, 'kratka'))).toEqual([
      { field: 'password', error: 'MinLength', extra: { min: 8, count: 6 } },
    ]);
    expect(validationErrors(await reset(user.email, code, 'nova-sigurna-lozinka', 'druga-lozinka'))).toEqual([
      { field: 'passwordConfirmation', error: 'PasswordConfirmationNotSame', extra: { other: 'password' } },
    ]);
    refused(await reset(user.email, wrongCode(code), 'nova-sigurna-lozinka'), 400, 'InvalidOrExpiredCode');
    expectNoContent(await reset(user.email, code, 'nova-sigurna-lozinka'));
  });

  it('sets the new password: the old one fails, the new one works, the code does not work twice', async () => {
    const user = await verifiedUser(test);
    const code = await resetCodeFor(user);
    const newPassword = 'nova-sigurna-lozinka';
    expectNoContent(await reset(user.email, code, newPassword));
    refused(await login(user.email, user.password), 401, 'InvalidEmailOrPassword');
    expect((await login(user.email, newPassword)).statusCode).toBe(200);
    refused(await reset(user.email, code, 'treca-sigurna-lozinka'), 400, 'InvalidOrExpiredCode');
    refused(await check(user.email, code), 400, 'InvalidOrExpiredCode');
    expect((await login(user.email, newPassword)).statusCode).toBe(200);
  });

  it('counts the mailed reset code as proof of the address of an unverified account', async () => {
    const user = await registeredUser(test);
    const code = await resetCodeFor(user);
    expectNoContent(await reset(user.email, code, 'nova-sigurna-lozinka'));
    expect((await login(user.email, 'nova-sigurna-lozinka')).statusCode).toBe(200);
  });
});
