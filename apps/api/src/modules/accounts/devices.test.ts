import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, verifiedUser } from '../../../test/accounts-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

/** PGlite answers {rows}, node-postgres a result whose rows are the same. */
async function rowsOf<Row>(query: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await test.database.db.execute(query)) as { rows: Row[] }).rows;
}

function devicesOf(userId: string) {
  return rowsOf<{ id: string; user_agent: string | null }>(
    sql`select id, user_agent from devices where user_id = ${userId} order by id`,
  );
}

async function sessionDevicesOf(userId: string) {
  const rows = await rowsOf<{ device_id: string | null }>(
    sql`select device_id from refresh_token_families where user_id = ${userId}`,
  );
  return rows.map((row) => row.device_id);
}

describe('the device of a login', () => {
  it('is remembered from x-deviceid or the device_id cookie, with the user agent, for the session', async () => {
    const user = await verifiedUser(test);
    const credentials = { emailOrPhoneNumber: user.email, password: user.password };
    const headerId = 'c0ffee00-0000-4000-8000-000000000001';
    const cookieId = 'c0ffee00-0000-4000-8000-000000000002';
    const byHeader = await post(test.app, '/api/tokens/login', credentials, {
      'x-deviceid': headerId,
      'user-agent': 'Firefox/140',
    });
    expect(byHeader.statusCode).toBe(200);
    const byCookie = await post(test.app, '/api/tokens/login', credentials, {
      cookie: `device_id=${cookieId}`,
    });
    expect(byCookie.statusCode).toBe(200);
    expect(await devicesOf(user.id)).toEqual([
      { id: headerId, user_agent: 'Firefox/140' },
      { id: cookieId, user_agent: 'lightMyRequest' },
    ]);
    expect(await sessionDevicesOf(user.id)).toEqual(expect.arrayContaining([headerId, cookieId]));
  });

  it('is ignored when the id is malformed, and the login still succeeds', async () => {
    const user = await verifiedUser(test);
    const credentials = { emailOrPhoneNumber: user.email, password: user.password };
    for (const bad of ['short', 'x'.repeat(65), 'has space inside']) {
      const response = await post(test.app, '/api/tokens/login', credentials, { 'x-deviceid': bad });
      expect(response.statusCode).toBe(200);
    }
    expect(await devicesOf(user.id)).toEqual([]);
    expect(await sessionDevicesOf(user.id)).not.toContain('short');
  });
});
