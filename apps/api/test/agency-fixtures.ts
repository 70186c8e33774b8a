import type { AdminAgencyItem, MyAgencyResponse } from '@krov/contracts';
import { createAccountsRepository } from '../src/modules/accounts/accounts.repository.ts';
import { client, ok, type Seller, seller } from './listings-fixtures.ts';
import type { TestApp } from './test-app.ts';

export type Agency = NonNullable<MyAgencyResponse>;

/** A complete, valid agency request; tests override what they are about. */
export function agencyInput(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Nekretnine Đurić & sinovi',
    description: 'Prodaja i najam stanova u Sarajevu od 2005.',
    address: 'Ferhadija 12, Sarajevo',
    location: { lat: 43.8591, lng: 18.4262 },
    phoneNumber: '033 123 456',
    email: 'ured@duric.ba',
    website: 'https://duric.ba',
    registerAuthority: 'fbih',
    registerNumber: 'FBiH-PN-0421',
    ...overrides,
  };
}

export async function requestAgency(test: TestApp, owner: Seller, overrides: Record<string, unknown> = {}) {
  return ok<Agency>(await client(test).post('/api/agencies', owner.auth, agencyInput(overrides)), 201);
}

/** A user with the admin role (set as `npm run admin:grant` does). */
export async function adminUser(test: TestApp): Promise<Seller> {
  const admin = await seller(test, { name: 'Admin Adminović' });
  await createAccountsRepository(test.database.db).setRole(admin.email, 'admin');
  return admin;
}

export async function decide(
  test: TestApp,
  admin: Seller,
  agencyId: string,
  decision: 'approve' | 'suspend' | 'reinstate' | 'verify-register',
  reason = 'Provjereno u registru.',
) {
  return ok<AdminAgencyItem>(
    await client(test).post(`/api/admin/agencies/${agencyId}/${decision}`, admin.auth, { reason }),
  );
}

/** An approved agency of a new owner. */
export async function approvedAgency(test: TestApp, admin: Seller, overrides: Record<string, unknown> = {}) {
  const owner = await seller(test, { name: 'Vlasnik Agencije' });
  const agency = await requestAgency(test, owner, overrides);
  await decide(test, admin, agency.id, 'approve');
  return { owner, agency };
}

/** The token of the newest invitation e-mail to an address. */
export async function invitationToken(test: TestApp, email: string): Promise<string> {
  const mail = await test.waitForMessage(email);
  const token = /\/invitation\?token=([\w-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no invitation link in: ${mail.text}`);
  return token;
}
