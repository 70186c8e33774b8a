import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * Issue 27 (28): anyone may post a notification, without a login. One that is refused answers 400
 * whatever bytes it carries (a NUL, UTF-16), and the log keeps a digest of it, never the body.
 */
let test: TestApp;

beforeAll(async () => {
  test = await createTestApp({ listingFees: { sell: 10, rent: 5 } });
});
afterAll(() => test?.close());

const post = (payload: Buffer, contentType = 'application/json') =>
  test.app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/notifications',
    headers: { 'content-type': contentType, 'x-sandbox-signature': 'sha256=00' },
    payload,
  });

async function refusedLog() {
  const { rows } = (await test.database.db.execute(
    sql`select outcome, detail from payment_notifications where order_id is null order by received_at`,
  )) as unknown as { rows: { outcome: string; detail: { body: Record<string, unknown> } }[] };
  return rows;
}

describe('a refused notification', () => {
  it('with a NUL byte or in UTF-16 answers 400 and is logged as a sanitised digest', async () => {
    const withNul = Buffer.from('{"orderNumber":"a\u0000b","status":"approved"}');
    const utf16 = Buffer.from('{"status":"approved"}', 'utf16le');
    for (const body of [withNul, utf16]) {
      const answer = await post(body);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json()).toEqual({ message: 'BadRequest' });
    }
    const [nul, wide] = (await refusedLog()).slice(-2);
    expect(nul?.detail.body).toEqual({
      bytes: withNul.length,
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      preview: '{"orderNumber":"a?b","status":"approved"}',
    });
    expect(String(wide?.detail.body.preview)).not.toContain('\u0000');
  });

  it('of 60 KB keeps a digest of at most 200 characters, not the body', async () => {
    const big = Buffer.from(`{"x":"${'A'.repeat(60 * 1024)}"}`);
    expect((await post(big)).statusCode).toBe(400);
    const last = (await refusedLog()).at(-1);
    expect(last?.detail.body.bytes).toBe(big.length);
    expect(JSON.stringify(last?.detail).length).toBeLessThan(400);
  });
});
