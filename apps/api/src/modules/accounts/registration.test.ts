import { translate } from '@krov/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newRegistration, post } from '../../../test/accounts-fixtures.ts';
import { codeIn, createTestApp, type TestApp } from '../../../test/test-app.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const register = (body: object, headers?: Record<string, string>) =>
  post(test.app, '/api/tokens/register', body, headers);

function firstError(response: { json(): unknown }) {
  const body = response.json() as {
    message: string;
    validationErrors: Array<{ field: string; error: string; extra: object }>;
  };
  expect(body.message).toBe('ValidationErrors');
  return body.validationErrors;
}

describe('POST /api/tokens/register', () => {
  it('creates an unverified account and mails a 6-digit code in Bosnian by default', async () => {
    const registration = newRegistration();
    const response = await register(registration);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ email: registration.email, resendAfterSeconds: 60 });
    const mail = await test.waitForMessage(registration.email);
    expect(mail.subject).toBe(translate('bs', 'email.verifyEmail.subject'));
    expect(codeIn(mail)).toMatch(/^\d{6}$/);
  });

  it('writes the e-mail in English when the client asks for English', async () => {
    const registration = newRegistration();
    expect((await register(registration, { 'accept-language': 'en-GB,en;q=0.9' })).statusCode).toBe(201);
    expect((await test.waitForMessage(registration.email)).subject).toBe(
      translate('en', 'email.verifyEmail.subject'),
    );
  });

  it('answers each broken rule with the spec key and its parameters', async () => {
    const response = await register({
      name: 'A',
      email: 'not-an-address',
      phoneNumber: '12',
      password: 'short',
      passwordConfirmation: 'other',
    });
    expect(response.statusCode).toBe(400);
    const errors = firstError(response);
    expect(errors).toEqual(
      expect.arrayContaining([
        { field: 'name', error: 'MinLength', extra: { min: 2, count: 1 } },
        { field: 'email', error: 'NotValidEmailAddress', extra: {} },
        { field: 'phoneNumber', error: 'PhoneNumberFormatInvalid', extra: {} },
        { field: 'password', error: 'MinLength', extra: { min: 8, count: 5 } },
      ]),
    );
  });

  it('answers Required for missing fields and MaxLength with the count', async () => {
    const errors = firstError(await register({ name: 'x'.repeat(101) }));
    expect(errors).toEqual(
      expect.arrayContaining([
        { field: 'name', error: 'MaxLength', extra: { max: 100, count: 101 } },
        { field: 'email', error: 'Required', extra: {} },
        { field: 'phoneNumber', error: 'Required', extra: {} },
        { field: 'password', error: 'Required', extra: {} },
      ]),
    );
  });

  it('reports a confirmation that differs on the confirmation field', async () => {
    const errors = firstError(await register(newRegistration({ passwordConfirmation: 'drugacija-lozinka' })));
    expect(errors).toEqual([
      { field: 'passwordConfirmation', error: 'PasswordConfirmationNotSame', extra: { other: 'password' } },
    ]);
  });

  it('reports a too-short password and a confirmation that differs at once', async () => {
    const errors = firstError(
      await register(newRegistration({ password: 'kratka', passwordConfirmation: 'drugacija' })),
    );
    expect(errors).toEqual([
      { field: 'password', error: 'MinLength', extra: { min: 8, count: 6 } },
      { field: 'passwordConfirmation', error: 'PasswordConfirmationNotSame', extra: { other: 'password' } },
    ]);
    // The same short password twice is only too short.
    expect(
      firstError(await register(newRegistration({ password: 'kratka', passwordConfirmation: 'kratka' }))),
    ).toEqual([{ field: 'password', error: 'MinLength', extra: { min: 8, count: 6 } }]);
  });

  it('stores a double submit once: the second answers EmailInUse', async () => {
    const registration = newRegistration();
    const [first, second] = await Promise.all([register(registration), register(registration)]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([201, 400]);
    const refused = first.statusCode === 400 ? first : second;
    expect(firstError(refused)).toEqual([{ field: 'email', error: 'EmailInUse', extra: {} }]);
    const again = await register({ ...registration, email: registration.email.toUpperCase() });
    expect(firstError(again)).toEqual([{ field: 'email', error: 'EmailInUse', extra: {} }]);
  });

  it('normalises a local Bosnian number to E.164', async () => {
    const registration = newRegistration({ phoneNumber: '061 987 654' });
    expect((await register(registration)).statusCode).toBe(201);
    const { users } = await import('./accounts.schema.ts');
    const { eq } = await import('drizzle-orm');
    const [row] = await test.database.db.select().from(users).where(eq(users.email, registration.email));
    expect(row?.phoneNumber).toBe('+38761987654');
  });
});
