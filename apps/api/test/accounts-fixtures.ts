import type { FastifyInstance } from 'fastify';
import { codeIn, type TestApp } from './test-app.ts';

let counter = 0;

/** A unique, valid registration (Bosnian mobile numbers, different each call). */
export function newRegistration(overrides: Record<string, string> = {}) {
  counter += 1;
  const suffix = `${process.pid % 1000}${counter}`.padStart(6, '0').slice(-6);
  return {
    name: 'Lejla Mehmedović',
    email: `lejla.${suffix}@example.ba`,
    phoneNumber: `+387617${suffix}`,
    password: 'sigurna-lozinka-1',
    passwordConfirmation: 'sigurna-lozinka-1',
    ...overrides,
  };
}

export function post(
  app: FastifyInstance,
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) {
  return app.inject({ method: 'POST', url, payload: payload ?? {}, headers });
}

/** The Set-Cookie values of a response, by cookie name. */
export function cookiesOf(response: {
  cookies: Array<{ name: string; value: string }>;
}): Record<string, string> {
  return Object.fromEntries(response.cookies.map((c) => [c.name, c.value]));
}

/** Registered, with the mailed e-mail code not yet used: the e-mail is not verified. */
export async function registeredUser(test: TestApp, overrides: Record<string, string> = {}) {
  const registration = newRegistration(overrides);
  const registered = await post(test.app, '/api/tokens/register', registration);
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  const code = codeIn(await test.waitForMessage(registration.email));
  return { ...registration, id: (registered.json() as { id: string }).id, code };
}

/** Registers, verifies the e-mail with the mailed code and logs in: a ready account with its tokens. */
export async function verifiedUser(test: TestApp, overrides: Record<string, string> = {}) {
  const { code, id, ...registration } = await registeredUser(test, overrides);
  const verified = await post(test.app, '/api/users/verify-email/verify-code', {
    email: registration.email,
    code,
  });
  if (verified.statusCode !== 204) throw new Error(`verify failed: ${verified.body}`);
  const login = await post(test.app, '/api/tokens/login', {
    emailOrPhoneNumber: registration.email,
    password: registration.password,
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const cookies = cookiesOf(login);
  return {
    ...registration,
    id,
    accessToken: (login.json() as { accessToken: string }).accessToken,
    refreshToken: cookies.krov_refresh as string,
    auth: { authorization: `Bearer ${(login.json() as { accessToken: string }).accessToken}` },
  };
}

/** An E.164 Bosnian number as people type it: "+38761712345" → "061 712 345". */
export function localPhoneNumber(e164: string): string {
  const national = `0${e164.replace(/^\+387/, '')}`;
  return `${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
}

/** Texts a code to the user's own (E.164) number and confirms it: the number becomes verified. */
export async function verifyPhoneNumber(
  test: TestApp,
  user: { phoneNumber: string; auth: Record<string, string> },
) {
  const requested = await post(test.app, '/api/users/verify-phone-number/request', {}, user.auth);
  if (requested.statusCode !== 200) throw new Error(`phone code request failed: ${requested.body}`);
  const code = codeIn(await test.waitForMessage(user.phoneNumber, 'sms'));
  const verified = await post(test.app, '/api/users/verify-phone-number/verify-code', { code }, user.auth);
  if (verified.statusCode !== 204) throw new Error(`phone verify failed: ${verified.body}`);
}
