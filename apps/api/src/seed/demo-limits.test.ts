// Issue 27 item 18: the demo logins that own listings can do everything a seller does on a first
// `npm start` (hide and show again, publish, renew, add one more) — none sits at or past its limit.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PropertyResponse } from '@krov/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, ok } from '../../test/listings-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { properties } from '../modules/listings/listings.schema.ts';
import { createPlaces } from '../modules/places/places.service.ts';
import { createPasswordHasher } from '../platform/auth/passwords.ts';
import { createLocalStorage } from '../platform/storage/storage.ts';
import { type DemoAccount, demoAccounts } from './demo-accounts.ts';
import { loadDemoData } from './demo-data.ts';

let test: TestApp;
let uploads: string;
beforeAll(async () => {
  test = await createTestApp();
  uploads = mkdtempSync(path.join(tmpdir(), 'krov-demo-limits-'));
  const passwords = createPasswordHasher({ memoryCost: 1024, timeCost: 1 });
  // The whole demo, as `npm start` loads it (the default count).
  const setup = { storage: createLocalStorage(uploads), places: createPlaces() };
  expect(await loadDemoData(test.database.db, passwords, test.clock, setup)).toBe(true);
}, 240_000);
afterAll(async () => {
  await test.close();
  rmSync(uploads, { recursive: true, force: true });
});

async function logIn(account: DemoAccount) {
  const login = await client(test).post(
    '/api/tokens/login',
    {},
    { emailOrPhoneNumber: account.email, password: account.password },
  );
  const { accessToken } = ok<{ accessToken: string }>(login);
  return { authorization: `Bearer ${accessToken}` };
}

/** The account's own demo listings in a status (not sold, not deleted). */
async function ownListings(ownerId: string, status: 'listed' | 'expired' | 'unpaid') {
  return test.database.db
    .select({ id: properties.id })
    .from(properties)
    .where(
      and(
        eq(properties.ownerId, ownerId),
        eq(properties.status, status),
        isNull(properties.soldAt),
        isNull(properties.deletedAt),
      ),
    );
}

async function limitOf(auth: Record<string, string>) {
  const mine = ok<{ limit: { used: number; max: number } }>(
    await client(test).get('/api/users/me/properties', auth),
  );
  return mine.limit;
}

/** The README's logins that own demo listings: the private seller amra and the agencies' owners. */
const readmeOwners = ['amra@demo.krov.ba', 'nermin@demo.krov.ba', 'dragan@demo.krov.ba'];
const listers = demoAccounts.filter((account) => account.role === 'user' && !account.savesSearches);

describe('the demo owners and their limits', () => {
  it.each(listers.map((account) => [account.email, account] as const))(
    '%s is within the limit with room for one more, and every lifecycle action works',
    async (email, account) => {
      const auth = await logIn(account);
      const { id: userId } = ok<{ id: string }>(await client(test).get('/api/users/me', auth));
      const listed = await ownListings(userId, 'listed');
      if (readmeOwners.includes(email)) expect(listed.length).toBeGreaterThan(0);
      if (listed.length === 0) return;

      const before = await limitOf(auth);
      expect(before.used + 1).toBeLessThanOrEqual(before.max);

      // Hide, then show again.
      const [first] = listed;
      ok(await client(test).post(`/api/properties/${first?.id}/hide`, auth));
      const shown = ok(await client(test).post(`/api/properties/${first?.id}/unhide`, auth));
      expect(shown.status).toBe('listed');

      if (account.agency) return;
      // A private seller's other actions: publish the unpaid one, renew the expired one.
      const [unpaid] = await ownListings(userId, 'unpaid');
      const [expired] = await ownListings(userId, 'expired');
      expect(unpaid && expired).toBeTruthy();
      const published = ok<{ property: PropertyResponse }>(
        await client(test).post(`/api/properties/${unpaid?.id}/publish`, auth),
      );
      expect(published.property.status).toBe('listed');
      const renewed = ok<{ property: PropertyResponse }>(
        await client(test).post(`/api/properties/${expired?.id}/renew`, auth),
      );
      expect(renewed.property.status).toBe('listed');
      const after = await limitOf(auth);
      expect(after.used).toBeLessThanOrEqual(after.max);
    },
  );
});
