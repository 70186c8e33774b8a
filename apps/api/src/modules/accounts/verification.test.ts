// Verifying the e-mail address (code, resend) and the phone number.
import { translate } from '@krov/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  localPhoneNumber,
  newRegistration,
  post,
  registeredUser,
  verifiedUser,
  verifyPhoneNumber,
} from '../../../test/accounts-fixtures.ts';
import { refused, validationErrors } from '../../../test/refusals.ts';
import { codeIn, createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  expectCodeSent,
  expectNoContent,
  loginOn,
  mailsQueuedTo,
  minutes,
  seconds,
  wrongCode,
} from './verification-fixtures.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const login = loginOn(() => test);

describe('POST /api/users/verify-email/verify-code', () => {
  const verify = (email: string, code: string) =>
    post(test.app, '/api/users/verify-email/verify-code', { email, code });

  it('refuses a wrong code with 400 InvalidOrExpiredCode; the account stays unverified', async () => {
    const user = await registeredUser(test);
    refused(await verify(user.email, wrongCode(user.code)), 400, 'InvalidOrExpiredCode');
    refused(await login(user.email, user.password), 403, 'EmailNotVerified');
  });

  it('confirms the address with the right code (204); then login works', async () => {
    const user = await registeredUser(test);
    expectNoContent(await verify(user.email, user.code));
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('accepts a code only once', async () => {
    const user = await registeredUser(test);
    expectNoContent(await verify(user.email, user.code));
    refused(await verify(user.email, user.code), 400, 'InvalidOrExpiredCode');
  });

  it('answers a code for an unknown address like a wrong code', async () => {
    const user = await registeredUser(test);
    refused(await verify(`x${user.email}`, user.code), 400, 'InvalidOrExpiredCode');
  });

  it('lets a code expire 15 minutes after it was sent', async () => {
    const early = await registeredUser(test);
    const late = await registeredUser(test);
    test.clock.advance(15 * minutes - 1 * seconds);
    expectNoContent(await verify(early.email, early.code));
    test.clock.advance(2 * seconds);
    refused(await verify(late.email, late.code), 400, 'InvalidOrExpiredCode');
  });

  it('burns the code on the fifth wrong try (the right code then fails); four leave it working', async () => {
    const fourTries = await registeredUser(test);
    const fiveTries = await registeredUser(test);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      if (attempt <= 4)
        refused(await verify(fourTries.email, wrongCode(fourTries.code)), 400, 'InvalidOrExpiredCode');
      refused(await verify(fiveTries.email, wrongCode(fiveTries.code)), 400, 'InvalidOrExpiredCode');
    }
    expectNoContent(await verify(fourTries.email, fourTries.code));
    refused(await verify(fiveTries.email, fiveTries.code), 400, 'InvalidOrExpiredCode');
  });

  it('answers ValidationErrors on the field code for a malformed code', async () => {
    const user = await registeredUser(test);
    expect(validationErrors(await verify(user.email, '12ab'))).toEqual([
      { field: 'code', error: 'Regex', extra: {} },
    ]);
  });
});

describe('POST /api/users/verify-email/resend', () => {
  const resend = (email: string) => post(test.app, '/api/users/verify-email/resend', { email });

  it('refuses a resend within 60 s; after that mails a new code and the old one stops working', async () => {
    const user = await registeredUser(test);
    refused(await resend(user.email), 429, 'CodeResendTimeoutEmail');
    test.clock.advance(59 * seconds);
    refused(await resend(user.email), 429, 'CodeResendTimeoutEmail');
    test.clock.advance(1 * seconds);
    expectCodeSent(await resend(user.email));
    const mail = await test.waitForMessage(user.email);
    expect(mail.subject).toBe(translate('bs', 'email.verifyEmail.subject'));
    const newCode = codeIn(mail);

    const verify = (code: string) =>
      post(test.app, '/api/users/verify-email/verify-code', { email: user.email, code });
    if (newCode !== user.code) refused(await verify(user.code), 400, 'InvalidOrExpiredCode');
    expectNoContent(await verify(newCode));
  });

  it('answers an unknown address and one already verified as any other, and mails neither', async () => {
    const verified = await verifiedUser(test);
    test.clock.advance(61 * seconds);
    for (const email of ['niko.nepoznat@example.ba', verified.email]) {
      expectCodeSent(await resend(email));
      refused(await resend(email), 429, 'CodeResendTimeoutEmail');
    }
    expect(await mailsQueuedTo(test, 'niko.nepoznat@example.ba')).toBe(0);
    // Only the registration's code ever went to the verified address.
    expect(await mailsQueuedTo(test, verified.email)).toBe(1);
  });
});

describe('verify phone number', () => {
  const requestCode = (headers: Record<string, string>, body: object = {}) =>
    post(test.app, '/api/users/verify-phone-number/request', body, headers);
  const verifyCode = (headers: Record<string, string>, code: string) =>
    post(test.app, '/api/users/verify-phone-number/verify-code', { code }, headers);
  const me = async (headers: Record<string, string>) => {
    const response = await test.app.inject({ method: 'GET', url: '/api/users/me', headers });
    expect(response.statusCode).toBe(200);
    return response.json() as { id: string; phoneNumber: string | null; phoneNumberVerified: boolean };
  };

  it('answers 401 Unauthorized without a login', async () => {
    refused(await requestCode({}), 401, 'Unauthorized');
    refused(await verifyCode({}, '123456'), 401, 'Unauthorized');
  });

  it('texts a code to the account’s number in the user’s language', async () => {
    for (const language of ['bs', 'en'] as const) {
      const user = await verifiedUser(test, { language });
      expectCodeSent(await requestCode(user.auth));
      const sms = await test.waitForMessage(user.phoneNumber, 'sms');
      expect(sms.subject).toBeNull();
      expect(sms.text).toBe(translate(language, 'sms.verifyPhone', { code: codeIn(sms), minutes: 15 }));
    }
  });

  it('refuses a new SMS within 60 s with 429 CodeResendTimeoutSms; after that sends one', async () => {
    const user = await verifiedUser(test);
    expectCodeSent(await requestCode(user.auth));
    const first = codeIn(await test.waitForMessage(user.phoneNumber, 'sms'));
    test.clock.advance(59 * seconds);
    refused(await requestCode(user.auth), 429, 'CodeResendTimeoutSms');
    test.clock.advance(1 * seconds);
    expectCodeSent(await requestCode(user.auth));
    const second = codeIn(await test.waitForMessage(user.phoneNumber, 'sms'));
    if (second !== first) refused(await verifyCode(user.auth, first), 400, 'InvalidOrExpiredCode');
    expectNoContent(await verifyCode(user.auth, second));
  });

  it('changes nothing when a request for another number is refused within 60 s', async () => {
    const user = await verifiedUser(test);
    expectCodeSent(await requestCode(user.auth));
    const code = codeIn(await test.waitForMessage(user.phoneNumber, 'sms'));
    const { phoneNumber: otherNumber } = newRegistration();
    refused(await requestCode(user.auth, { phoneNumber: otherNumber }), 429, 'CodeResendTimeoutSms');
    expect(await me(user.auth)).toMatchObject({ phoneNumber: user.phoneNumber, phoneNumberVerified: false });
    expectNoContent(await verifyCode(user.auth, code));
    expect(await me(user.auth)).toMatchObject({ phoneNumber: user.phoneNumber, phoneNumberVerified: true });
  });

  it('confirms the number with the right code: /me shows it verified', async () => {
    const user = await verifiedUser(test);
    expectCodeSent(await requestCode(user.auth));
    const code = codeIn(await test.waitForMessage(user.phoneNumber, 'sms'));
    refused(await verifyCode(user.auth, wrongCode(code)), 400, 'InvalidOrExpiredCode');
    expect(await me(user.auth)).toMatchObject({ phoneNumber: user.phoneNumber, phoneNumberVerified: false });
    expectNoContent(await verifyCode(user.auth, code));
    expect(await me(user.auth)).toMatchObject({ phoneNumber: user.phoneNumber, phoneNumberVerified: true });
    refused(await verifyCode(user.auth, code), 400, 'InvalidOrExpiredCode');
  });

  it('answers 409 PhoneNumberAlreadyInUse for a number another account verified', async () => {
    const owner = await verifiedUser(test);
    const other = await verifiedUser(test);
    // Both hold the number unverified: nobody is blocked yet, each gets a code.
    const late = await verifiedUser(test, { phoneNumber: owner.phoneNumber });
    expectCodeSent(await requestCode(late.auth));
    const lateCode = codeIn(await test.waitForMessage(owner.phoneNumber, 'sms'));
    await verifyPhoneNumber(test, owner);

    refused(await verifyCode(late.auth, lateCode), 409, 'PhoneNumberAlreadyInUse');
    expect(await me(late.auth)).toMatchObject({ phoneNumberVerified: false });
    test.clock.advance(61 * seconds);
    refused(await requestCode(late.auth), 409, 'PhoneNumberAlreadyInUse');
    for (const typed of [owner.phoneNumber, localPhoneNumber(owner.phoneNumber)]) {
      refused(await requestCode(other.auth, { phoneNumber: typed }), 409, 'PhoneNumberAlreadyInUse');
      const registration = newRegistration({ phoneNumber: typed });
      refused(await post(test.app, '/api/tokens/register', registration), 409, 'PhoneNumberAlreadyInUse');
    }
    expect(await me(other.auth)).toMatchObject({ phoneNumber: other.phoneNumber });
  });

  it('lets an unverified number of another account block nobody', async () => {
    const first = await verifiedUser(test);
    const second = await verifiedUser(test, { phoneNumber: first.phoneNumber });
    await verifyPhoneNumber(test, second);
    expect(await me(second.auth)).toMatchObject({ phoneNumberVerified: true });
    const byPhone = await post(test.app, '/api/tokens/login', {
      emailOrPhoneNumber: first.phoneNumber,
      password: second.password,
    });
    expect(byPhone.statusCode).toBe(200);
    const session = { authorization: `Bearer ${(byPhone.json() as { accessToken: string }).accessToken}` };
    expect((await me(session)).id).toBe(second.id);
  });

  it('answers 403 ActionForbidden for a number the account has already verified', async () => {
    const user = await verifiedUser(test);
    await verifyPhoneNumber(test, user);
    test.clock.advance(61 * seconds);
    refused(await requestCode(user.auth), 403, 'ActionForbidden');
  });
});
