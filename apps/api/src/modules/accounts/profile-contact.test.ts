// Changing the e-mail address and the phone number: each waits for the code sent to the new one.
import { translate } from '@krov/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newRegistration, post, verifiedUser, verifyPhoneNumber } from '../../../test/accounts-fixtures.ts';
import { validationErrors } from '../../../test/refusals.ts';
import { codeIn, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { profileRequests } from './profile-fixtures.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const { put, login, refresh, me, pastResendWait, verifyTextedCode } = profileRequests(() => test);

describe('PUT /api/users/me: e-mail', () => {
  it('keeps the old address until the code mailed to the new one is verified', async () => {
    const user = await verifiedUser(test);
    pastResendWait();
    const newEmail = newRegistration().email;

    const response = await put('/api/users/me', { email: newEmail }, user.auth);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: user.email, emailVerified: true, pendingEmail: newEmail });

    const mail = await test.waitForMessage(newEmail);
    expect(mail.subject).toBe(translate('bs', 'email.changeEmail.subject'));
    const code = codeIn(mail);

    // Until the code is verified, the old address is the login.
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    expect((await login(newEmail, user.password)).statusCode).toBe(401);

    const verified = await post(
      test.app,
      '/api/users/verify-email/verify-code',
      { email: newEmail, code },
      user.auth,
    );
    expect(verified.statusCode).toBe(204);
    expect(await me(user)).toMatchObject({ email: newEmail, emailVerified: true, pendingEmail: null });
    expect((await login(newEmail, user.password)).statusCode).toBe(200);
    const old = await login(user.email, user.password);
    expect(old.statusCode).toBe(401);
    expect(old.json()).toEqual({ message: 'InvalidEmailOrPassword' });
  });

  it("refuses another account's address with EmailInUse", async () => {
    const user = await verifiedUser(test);
    const other = await verifiedUser(test);
    pastResendWait();
    const errors = validationErrors(
      await put('/api/users/me', { email: other.email.toUpperCase() }, user.auth),
    );
    expect(errors).toEqual([{ field: 'email', error: 'EmailInUse', extra: {} }]);
    expect(await me(user)).toMatchObject({ email: user.email, pendingEmail: null });
  });

  it('refuses an address that is not valid', async () => {
    const user = await verifiedUser(test);
    expect(validationErrors(await put('/api/users/me', { email: 'nije-adresa' }, user.auth))).toEqual([
      { field: 'email', error: 'NotValidEmailAddress', extra: {} },
    ]);
  });

  it('changes nothing when the new code may not be sent yet (resend wait)', async () => {
    // The registration code went out a moment ago: the change code must wait 60 s.
    const user = await verifiedUser(test);
    const newEmail = newRegistration().email;
    const newPassword = 'nova-sigurna-lozinka-3';
    const response = await put(
      '/api/users/me',
      {
        name: 'Novo Ime',
        email: newEmail,
        currentPassword: user.password,
        newPassword,
        newPasswordConfirmation: newPassword,
      },
      user.auth,
    );
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({ message: 'CodeResendTimeoutEmail' });
    expect(await me(user)).toMatchObject({ name: user.name, email: user.email, pendingEmail: null });
    // Nor did the password change behind the refusal: the old one logs in, the session lives.
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    expect((await refresh(user.refreshToken)).statusCode).toBe(200);

    pastResendWait();
    const retried = await put('/api/users/me', { name: 'Novo Ime', email: newEmail }, user.auth);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ name: 'Novo Ime', pendingEmail: newEmail });
    expect((await test.waitForMessage(newEmail)).subject).toBe(translate('bs', 'email.changeEmail.subject'));
  });
});

describe('PUT /api/users/me: phone number', () => {
  it('keeps a verified number until the SMS code sent to the new one is verified', async () => {
    const user = await verifiedUser(test);
    await verifyPhoneNumber(test, user);
    pastResendWait();
    const newNumber = newRegistration().phoneNumber;

    const response = await put('/api/users/me', { phoneNumber: newNumber }, user.auth);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      phoneNumber: user.phoneNumber,
      phoneNumberVerified: true,
      pendingPhoneNumber: newNumber,
    });

    expect((await verifyTextedCode(user, newNumber)).statusCode).toBe(204);
    expect(await me(user)).toMatchObject({
      phoneNumber: newNumber,
      phoneNumberVerified: true,
      pendingPhoneNumber: null,
    });
    // Login by phone matches verified numbers only: the new one now, not the old one.
    expect((await login(newNumber, user.password)).statusCode).toBe(200);
    expect((await login(user.phoneNumber, user.password)).statusCode).toBe(401);
  });

  it('replaces an unverified number at once and texts it a code', async () => {
    const user = await verifiedUser(test);
    const newNumber = newRegistration().phoneNumber;
    const response = await put('/api/users/me', { phoneNumber: newNumber }, user.auth);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      phoneNumber: newNumber,
      phoneNumberVerified: false,
      pendingPhoneNumber: null,
    });
    expect((await verifyTextedCode(user, newNumber)).statusCode).toBe(204);
    expect(await me(user)).toMatchObject({ phoneNumber: newNumber, phoneNumberVerified: true });
  });

  it('changes nothing when the SMS code for a new number may not be sent yet', async () => {
    const user = await verifiedUser(test);
    await verifyPhoneNumber(test, user);
    const response = await put(
      '/api/users/me',
      { name: 'Drugo Ime', phoneNumber: newRegistration().phoneNumber },
      user.auth,
    );
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({ message: 'CodeResendTimeoutSms' });
    expect(await me(user)).toMatchObject({ name: user.name, pendingPhoneNumber: null });
  });

  it('refuses a number that is not valid', async () => {
    const user = await verifiedUser(test);
    expect(validationErrors(await put('/api/users/me', { phoneNumber: '12' }, user.auth))).toEqual([
      { field: 'phoneNumber', error: 'PhoneNumberFormatInvalid', extra: {} },
    ]);
  });
});
