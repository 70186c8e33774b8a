import type { MyInvoicesResponse, PropertyResponse } from '@krov/contracts';
import { asc } from 'drizzle-orm';
import { invoiceLines, invoices } from '../src/modules/payments/invoices/invoices.schema.ts';
import { client, createListing, ok, type Seller } from './listings-fixtures.ts';
import type { TestApp } from './test-app.ts';

/** Agency invoices' tests (issue 17): listing fees of 10 KM (sale) and 5 KM (rent), as in production. */
export const invoiceFees = { listingFees: { sell: 10, rent: 5 } };

/** A listing of the user's agency (every listing a member makes is the agency's), published at once. */
export async function agencyListing(
  test: TestApp,
  member: Seller,
  overrides: Record<string, unknown> = {},
): Promise<PropertyResponse> {
  const created = await createListing(test, member, overrides);
  return ok<{ property: PropertyResponse }>(
    await client(test).post(`/api/properties/${created.id}/publish`, member.auth),
  ).property;
}

export async function myInvoices(test: TestApp, owner: Seller, query = ''): Promise<MyInvoicesResponse> {
  return ok<MyInvoicesResponse>(await client(test).get(`/api/users/me/agency/invoices${query}`, owner.auth));
}

/** Every invoice line in the database, oldest first. */
export async function allLines(test: TestApp) {
  return test.database.db
    .select()
    .from(invoiceLines)
    .orderBy(asc(invoiceLines.createdAt), asc(invoiceLines.id));
}

/** Every invoice in the database, by month then number. */
export async function allInvoices(test: TestApp) {
  return test.database.db.select().from(invoices).orderBy(asc(invoices.period), asc(invoices.number));
}

/** A moment given as Sarajevo wall time in winter (UTC+1): "2026-12-01T00:05" → 2026-11-30T23:05Z. */
export function sarajevoWinter(local: string): Date {
  return new Date(`${local}:00+01:00`);
}

/** A message key of an error answer. */
export function keyOf(response: { json(): unknown }): string {
  return (response.json() as { message: string }).message;
}
