// Rate limits at their real values, and when Redis does not answer.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/modules/accounts/accounts.schema.ts';
import { newRegistration } from './accounts-fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

describe('rate limits (at their real values)', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ rateLimitScale: 1 });
  });
  afterAll(() => limited.close());

  it('allows 10 logins a minute per address; the 11th is TooManyRequests', async () => {
    // A new account name each time: the limit per address is counted here, not the one per
    // account (modules/accounts/login-throttle.test.ts).
    let names = 0;
    const attempt = (remoteAddress: string) => {
      names += 1;
      return limited.app.inject({
        method: 'POST',
        url: '/api/tokens/login',
        payload: { emailOrPhoneNumber: `niko${names}@example.ba`, password: 'pogresna-lozinka' },
        remoteAddress,
      });
    };
    for (let index = 0; index < 10; index += 1) {
      const response = await attempt('203.0.113.7');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'InvalidEmailOrPassword' });
    }
    const blocked = await attempt('203.0.113.7');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: 'TooManyRequests' });
    // Another client is not punished for it.
    expect((await attempt('203.0.113.8')).statusCode).toBe(401);
  });

  it('allows 5 registrations a minute per address; the 6th is TooManyRequests and stores nothing', async () => {
    const register = (registration: object) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/tokens/register',
        payload: registration,
        remoteAddress: '203.0.113.20',
      });
    for (let index = 0; index < 5; index += 1) {
      expect((await register(newRegistration())).statusCode).toBe(201);
    }
    const sixth = newRegistration();
    const blocked = await register(sixth);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: 'TooManyRequests' });
    const rows = await limited.database.db.select().from(users).where(eq(users.email, sixth.email));
    expect(rows).toHaveLength(0);
  });

  it('allows 10 code attempts a minute per address; the 11th is TooManyRequests', async () => {
    const attempt = () =>
      limited.app.inject({
        method: 'POST',
        url: '/api/users/verify-email/verify-code',
        payload: { email: 'niko@example.ba', code: '000000' },
        remoteAddress: '203.0.113.30',
      });
    for (let index = 0; index < 10; index += 1) {
      expect((await attempt()).json()).toEqual({ message: 'InvalidOrExpiredCode' });
    }
    const blocked = await attempt();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: 'TooManyRequests' });
  });
});

describe('rate limits when Redis does not answer', () => {
  let unreachable: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 1: every Redis command fails after ioredis's retries.
    unreachable = await createTestApp({ rateLimitScale: 1, redisUrl: 'redis://127.0.0.1:1' });
  });
  afterAll(() => unreachable.close());

  it('serves login uncounted instead of failing, and logs that Redis does not answer', async () => {
    for (let index = 0; index < 11; index += 1) {
      const response = await unreachable.app.inject({
        method: 'POST',
        url: '/api/tokens/login',
        // A new account name each time: only the limit per address is in question.
        payload: { emailOrPhoneNumber: `niko${index}@example.ba`, password: 'pogresna-lozinka' },
        remoteAddress: '203.0.113.77',
      });
      // Not 500, and not 429 either: nothing could be counted.
      expect(response.json()).toEqual({ message: 'InvalidEmailOrPassword' });
    }
    expect(unreachable.logs.some((line) => line.includes('Redis does not answer'))).toBe(true);
  });
});
