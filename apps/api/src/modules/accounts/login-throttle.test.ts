import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedUser } from '../../../test/accounts-fixtures.ts';
import { refused } from '../../../test/refusals.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { delaySecondsAfter } from './login-throttle.ts';

// Wrong passwords are paced per account as well as per address (issue 13, 4): from 40 addresses,
// the sixth attempt waits, and each further wait doubles; never a lockout of the owner.

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

let nextAddress = 1;
/** A login from a loopback address no other attempt used. */
function login(emailOrPhoneNumber: string, password: string, headers: Record<string, string> = {}) {
  const remoteAddress = `127.0.${Math.floor(nextAddress / 250)}.${(nextAddress % 250) + 1}`;
  nextAddress += 1;
  return test.app.inject({
    method: 'POST',
    url: '/api/tokens/login',
    remoteAddress,
    headers,
    payload: { emailOrPhoneNumber, password },
  });
}

describe('the login throttle per account', () => {
  it('doubles the wait after five wrong passwords, whatever the addresses, and says how long', async () => {
    const user = await verifiedUser(test);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      refused(await login(user.email, 'pogresna-lozinka'), 401, 'InvalidEmailOrPassword');
    }
    const sixth = await login(user.email, 'pogresna-lozinka');
    refused(sixth, 429, 'TooManyRequests');
    expect(sixth.headers['retry-after']).toBe('1');
    // Thirty-four more from as many addresses: all wait, none reaches the password.
    for (let attempt = 0; attempt < 34; attempt += 1) {
      refused(await login(user.email.toUpperCase(), 'pogresna-lozinka'), 429, 'TooManyRequests');
    }
    test.clock.advance(1_000);
    refused(await login(user.email, 'pogresna-lozinka'), 401, 'InvalidEmailOrPassword');
    const next = await login(user.email, 'pogresna-lozinka');
    refused(next, 429, 'TooManyRequests');
    expect(next.headers['retry-after']).toBe('2');
    test.clock.advance(2_000);
    // After the wait, the right password gets in, and the account starts afresh.
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    refused(await login(user.email, 'pogresna-lozinka'), 401, 'InvalidEmailOrPassword');
  });

  it('paces a name nobody has exactly like an account, so its 429 tells nothing', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      refused(await login('niko.nema.racun@example.ba', 'lozinka-bilo-koja'), 401, 'InvalidEmailOrPassword');
    }
    refused(await login('niko.nema.racun@example.ba', 'lozinka-bilo-koja'), 429, 'TooManyRequests');
  });

  it('never keeps the owner out: a device the account logged in from before is not paced', async () => {
    const user = await verifiedUser(test);
    const ownDevice = { 'x-deviceid': 'vlasnikov-laptop-1' };
    expect((await login(user.email, user.password, ownDevice)).statusCode).toBe(200);
    // Someone else guesses, from many addresses, until the account waits.
    for (let attempt = 1; attempt <= 8; attempt += 1) await login(user.email, 'pogresna-lozinka');
    refused(await login(user.email, user.password), 429, 'TooManyRequests');
    refused(
      await login(user.email, user.password, { 'x-deviceid': 'napadacev-uredjaj' }),
      429,
      'TooManyRequests',
    );
    // The owner, on their own device, gets in at once.
    expect((await login(user.email, user.password, ownDevice)).statusCode).toBe(200);
  });

  it('waits 1, 2, 4 … seconds after the fifth attempt, at most 15 minutes', () => {
    expect([0, 4, 5, 6, 7, 14, 15, 40].map(delaySecondsAfter)).toEqual([0, 0, 1, 2, 4, 512, 900, 900]);
  });
});
