/** Checks and requests the verification and password-reset tests share. */
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { post } from '../../../test/accounts-fixtures.ts';
import type { TestApp } from '../../../test/test-app.ts';

export const seconds = 1000;
export const minutes = 60 * seconds;

type Response = { statusCode: number; body: string; json(): unknown };

export function expectNoContent(response: Response) {
  expect(response.statusCode).toBe(204);
  expect(response.body).toBe('');
}

export function expectCodeSent(response: Response) {
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ resendAfterSeconds: 60 });
}

/** Any 6-digit code but the given one. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** Logs in on the app `current` answers (the file's, created in its beforeAll). */
export const loginOn = (current: () => TestApp) => (email: string, password: string) =>
  post(current().app, '/api/tokens/login', { emailOrPhoneNumber: email, password });

/** How many e-mails the outbox has queued for an address (sent or not yet). */
export async function mailsQueuedTo(test: TestApp, address: string): Promise<number> {
  const { rows } = (await test.database.db.execute(
    sql`select count(*)::int as count from pgboss.job where name = 'mail.send' and data->>'to' = ${address}`,
  )) as unknown as { rows: Array<{ count: number }> };
  return rows[0]?.count ?? 0;
}
