import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUser, approvedAgency } from '../../../../test/agency-fixtures.ts';
import {
  agencyListing,
  allInvoices,
  allLines,
  invoiceFees,
  myInvoices,
  sarajevoWinter,
} from '../../../../test/agency-invoice-fixtures.ts';
import {
  advanceClock,
  client,
  createListing,
  day,
  ok,
  type Seller,
  seller,
} from '../../../../test/listings-fixtures.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

let test: TestApp;
let admin: Seller;
let owner: Seller;

beforeAll(async () => {
  test = await createTestApp(invoiceFees);
  admin = await adminUser(test);
  ({ owner } = await approvedAgency(test, admin));
});
afterAll(() => test?.close());

describe('an agency listing published or renewed is a line of its agency’s monthly invoice', () => {
  it('publishing adds a line, at the price list’s fee, to the draft of the month made for it', async () => {
    const flat = await agencyListing(test, owner, { address: 'Ferhadija 3' });
    expect(flat.status).toBe('listed');
    const [line] = await allLines(test);
    expect(line).toMatchObject({
      propertyId: flat.id,
      action: 'publish',
      listingType: 'sell',
      address: 'Ferhadija 3',
      days: 30,
      amountMinor: 1000,
    });
    expect(line?.validUntil.toISOString()).toBe(flat.validUntil);
    const [invoice] = await allInvoices(test);
    expect(invoice).toMatchObject({
      id: line?.invoiceId,
      period: '2026-11-01',
      status: 'draft',
      number: null,
    });
    // The owner sees the running month's draft with its sums so far (PDV 17 %).
    expect((await myInvoices(test, owner)).items).toEqual([
      expect.objectContaining({
        id: invoice?.id,
        number: null,
        period: '2026-11',
        status: 'draft',
        lines: 1,
        subtotal: 10,
        vat: 1.7,
        total: 11.7,
        dueAt: null,
      }),
    ]);
  });

  it('renewing adds another line; a double submit of the renew adds none', async () => {
    const rental = await agencyListing(test, owner, { listingType: 'rent', price: 600 });
    test.clock.advance(60_000);
    const renewed = ok<{ property: { validUntil: string } }>(
      await client(test).post(`/api/properties/${rental.id}/renew`, owner.auth),
    );
    const again = await client(test).post(`/api/properties/${rental.id}/renew`, owner.auth);
    expect(again.statusCode).toBe(403);
    const lines = (await allLines(test)).filter((line) => line.propertyId === rental.id);
    expect(lines.map((line) => [line.action, line.amountMinor, line.validUntil.toISOString()])).toEqual([
      ['publish', 500, rental.validUntil],
      ['renew', 500, renewed.property.validUntil],
    ]);
    const [draft] = (await myInvoices(test, owner)).items;
    expect(draft).toMatchObject({ lines: 3, subtotal: 20, vat: 3.4, total: 23.4 });
  });

  it('renew all bills each listing it lists again, on the draft of the month it happens in (Sarajevo)', async () => {
    // 31 days on, 23 December: the flat expired (the rental, renewed, runs 30 days more).
    await advanceClock(test, 31 * day, owner, admin);
    await test.jobs.listings.expireDue();
    const renewed = ok<{ renewed: number }>(
      await client(test).post('/api/users/me/properties/renew-all', owner.auth),
    );
    expect(renewed.renewed).toBe(1);
    const december = (await allInvoices(test)).filter((invoice) => invoice.period === '2026-12-01');
    expect(december).toHaveLength(1);
    const lines = (await allLines(test)).filter((line) => line.invoiceId === december[0]?.id);
    expect(lines.map((line) => [line.action, line.amountMinor])).toEqual([['renew', 1000]]);
    expect((await myInvoices(test, owner)).items.map((item) => [item.period, item.status])).toEqual([
      ['2026-12', 'draft'],
      ['2026-11', 'draft'],
    ]);
  });

  it('a publish at 00:30 on 1 January in Sarajevo (23:30 UTC on 31 December) is January’s', async () => {
    test.clock.set(sarajevoWinter('2027-01-01T00:30'));
    await advanceClock(test, 0, owner);
    const flat = await agencyListing(test, owner);
    const line = (await allLines(test)).find((row) => row.propertyId === flat.id);
    const invoice = (await allInvoices(test)).find((row) => row.id === line?.invoiceId);
    expect(invoice?.period).toBe('2027-01-01');
  });

  it('a private user’s listings are never on an invoice (their fee is paid by order)', async () => {
    const before = await allLines(test);
    const privateSeller = await seller(test);
    const listing = await createListing(test, privateSeller);
    const answer = ok<{ paymentDue: number | null }>(
      await client(test).post(`/api/properties/${listing.id}/publish`, privateSeller.auth),
    );
    expect(answer.paymentDue).toBe(10);
    expect(await allLines(test)).toEqual(before);
    expect((await client(test).get('/api/users/me/agency/invoices', privateSeller.auth)).json()).toEqual({
      message: 'AgencyNotFound',
    });
  });
});

describe('with a fee of 0 (free listings)', () => {
  let free: TestApp;
  beforeAll(async () => {
    free = await createTestApp();
  });
  afterAll(() => free?.close());

  it('an agency listing bills nothing: no line, no draft', async () => {
    const { owner: freeOwner } = await approvedAgency(free, await adminUser(free));
    const flat = await agencyListing(free, freeOwner);
    expect(flat.status).toBe('listed');
    expect(await allLines(free)).toEqual([]);
    expect(await allInvoices(free)).toEqual([]);
    expect((await myInvoices(free, freeOwner)).items).toEqual([]);
  });
});
