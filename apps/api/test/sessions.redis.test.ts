import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cookiesOf, post, verifiedUser } from './accounts-fixtures.ts';
import { refused } from './refusals.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/*
 * An ended session on two instances of the api (REDIS_URL): a logout on one refuses the session's
 * access token on the other at the next request, from Redis (issue 13, 3). Runs only with
 * REDIS_URL set (vitest.config.ts; `npm test` says loudly when it did not run).
 */
const redisUrl = inject('redisUrl');

describe('ended sessions in Redis, shared by two instances', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    first = await createTestApp({ redisUrl });
    // The same data behind a balancer: the second instance on the first's database.
    second = await createTestApp({ redisUrl }, { database: first.database });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('a logout on one instance ends the access token on the other at once, marked in Redis', async () => {
    const user = await verifiedUser(first);
    const login = await post(first.app, '/api/tokens/login', {
      emailOrPhoneNumber: user.email,
      password: user.password,
    });
    const bearer = { authorization: `Bearer ${(login.json() as { accessToken: string }).accessToken}` };
    const me = (instance: TestApp) =>
      instance.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer });
    expect((await me(second)).statusCode).toBe(200);

    const logout = await post(
      second.app,
      '/api/tokens/logout',
      {},
      { cookie: `krov_refresh=${cookiesOf(login).krov_refresh}` },
    );
    expect(logout.statusCode).toBe(204);
    refused(await me(first), 401, 'Unauthorized');
    refused(await me(second), 401, 'Unauthorized');
    // Marked for the access token's lifetime, no longer.
    const redis = first.app.redis;
    if (!redis) throw new Error('the instance has no Redis connection');
    const keys = await redis.keys('krov:session-revoked:*');
    const ttls = await Promise.all(keys.map((key) => redis.ttl(key)));
    expect(ttls.length).toBeGreaterThan(0);
    expect(Math.max(...ttls)).toBeLessThanOrEqual(15 * 60);
    // The user's first session stands on both.
    expect(
      (await first.app.inject({ method: 'GET', url: '/api/users/me', headers: user.auth })).statusCode,
    ).toBe(200);
  });
});
