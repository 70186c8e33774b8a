import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../../test/accounts-fixtures.ts';
import { client, day, listedListing, ok, seller } from '../../../test/listings-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

describe('development tools', () => {
  it("moves the api's clock forward", async () => {
    const before = test.clock.now().getTime();
    const response = await post(test.app, '/dev/clock/advance', { seconds: 3600 });
    expect(response.statusCode).toBe(200);
    expect(new Date((response.json() as { now: string }).now).getTime()).toBe(before + 3600_000);
    expect(test.clock.now().getTime()).toBe(before + 3600_000);
  });

  it('runs a periodic job now: a listing past its validity expires at once', async () => {
    const owner = await seller(test);
    const listing = await listedListing(test, owner);
    expect((await post(test.app, '/dev/clock/advance', { seconds: (31 * day) / 1000 })).statusCode).toBe(200);
    const login = await post(test.app, '/api/tokens/login', {
      emailOrPhoneNumber: owner.email,
      password: owner.password,
    });
    const auth = { authorization: `Bearer ${(login.json() as { accessToken: string }).accessToken}` };
    const run = await test.app.inject({
      method: 'POST',
      url: '/dev/jobs/listings.expire/run',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(run.statusCode).toBe(204);
    const after = ok<{ status: string }>(await client(test).get(`/api/properties/${listing.id}`, auth));
    expect(after.status).toBe('expired');
  });

  it('lists the periodic jobs it runs by name, the availability question and its deadline among them', async () => {
    const names = (await test.app.inject({ method: 'GET', url: '/dev/jobs' })).json() as string[];
    expect(names).toEqual([...names].sort());
    expect(names).toEqual(
      expect.arrayContaining([
        'listings.expire',
        'listings.expiry-notice',
        'listings.availability-ask',
        'listings.availability-hide',
      ]),
    );
    for (const name of names) {
      const run = await test.app.inject({
        method: 'POST',
        url: `/dev/jobs/${name}/run`,
        headers: { 'x-requested-with': 'XMLHttpRequest' },
      });
      expect({ name, status: run.statusCode }).toEqual({ name, status: 204 });
    }
  });

  it('answers NotFound for an unknown job', async () => {
    const unknown = await test.app.inject({
      method: 'POST',
      url: '/dev/jobs/no-such-job/run',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'NotFound' });
  });

  it('refuses a step backwards or of zero', async () => {
    const response = await post(test.app, '/dev/clock/advance', { seconds: 0 });
    expect(response.statusCode).toBe(400);
    expect(
      (response.json() as { validationErrors: Array<{ field: string }> }).validationErrors[0]?.field,
    ).toBe('seconds');
  });
});

describe('development tools from another machine', () => {
  it('do not exist for the local network, but do for this machine (its IPv4 and IPv6 loopback)', async () => {
    const from = (remoteAddress: string, method: 'GET' | 'POST', url: string) =>
      test.app.inject({
        method,
        url,
        remoteAddress,
        // A LAN client can write X-Forwarded-For: only the socket's own peer counts.
        headers: {
          'x-requested-with': 'XMLHttpRequest',
          'content-type': 'application/json',
          'x-forwarded-for': '127.0.0.1',
        },
        ...(method === 'POST' ? { payload: JSON.stringify({ seconds: 1 }) } : {}),
      });
    const tools: Array<['GET' | 'POST', string]> = [
      ['GET', '/dev/mailbox'],
      ['GET', '/dev/mailbox/messages'],
      ['POST', '/dev/clock/advance'],
      ['POST', '/dev/jobs/listings.expire/run'],
      ['GET', '/dev/jobs'],
    ];
    for (const [method, url] of tools) {
      for (const stranger of ['192.168.1.20', '10.0.0.7', '::ffff:192.168.1.20', 'fe80::1']) {
        const response = await from(stranger, method, url);
        expect({ url, stranger, status: response.statusCode, body: response.json() }).toEqual({
          url,
          stranger,
          status: 404,
          body: { message: 'NotFound' },
        });
      }
      for (const local of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
        expect({ url, local, status: (await from(local, method, url)).statusCode }).not.toMatchObject({
          status: 404,
        });
      }
    }
  });
});

describe('development tools in production', () => {
  it('do not exist', async () => {
    const production = await createTestApp({ devTools: false });
    try {
      const response = await post(production.app, '/dev/clock/advance', { seconds: 60 });
      expect(response.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
