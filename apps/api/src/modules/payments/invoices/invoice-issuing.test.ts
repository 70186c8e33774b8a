import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUser, approvedAgency } from '../../../../test/agency-fixtures.ts';
import {
  agencyListing,
  allInvoices,
  allLines,
  invoiceFees,
  sarajevoWinter,
} from '../../../../test/agency-invoice-fixtures.ts';
import { advanceClock, client, ok, type Seller } from '../../../../test/listings-fixtures.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { createInvoiceLines } from './invoice-lines.ts';
import { krovSeller } from './invoice-seller.ts';
import { invoices } from './invoices.schema.ts';

let test: TestApp;
let admin: Seller;
let first: Seller;
let second: Seller;
let third: Seller;
/** The three agencies' ids. */
let ids: { first: string; second: string; third: string };

const billing = {
  legalName: 'Nekretnine Đurić & sinovi d.o.o.',
  address: 'Čengić Vila 12, 71000 Sarajevo',
  jib: '4209999999995',
  vatNumber: '209999999995',
};

beforeAll(async () => {
  test = await createTestApp(invoiceFees);
  admin = await adminUser(test);
  const a = await approvedAgency(test, admin, { name: 'Prva Agencija', address: 'Titova 1, Sarajevo' });
  const b = await approvedAgency(test, admin, { name: 'Druga Agencija', address: 'Obala 2, Mostar' });
  const c = await approvedAgency(test, admin, { name: 'Treća Agencija' });
  [first, second, third] = [a.owner, b.owner, c.owner];
  ids = { first: a.agency.id, second: b.agency.id, third: c.agency.id };
  ok(await client(test).put('/api/users/me/agency/billing', first.auth, billing));
});
afterAll(() => test?.close());

/** Logs everyone in again at a new moment (access tokens last 15 minutes). */
async function at(moment: Date) {
  test.clock.set(moment);
  await advanceClock(test, 0, admin, first, second, third);
}

describe('issuing the drafts on the 1st of the month (Sarajevo)', () => {
  it('not before midnight in Sarajevo; then each draft once, numbered in a row, due in 15 days', async () => {
    await agencyListing(test, first);
    await agencyListing(test, first, { listingType: 'rent', price: 700 });
    await agencyListing(test, second);
    // A draft left empty (nothing billed on it): deleted, not issued.
    await test.database.db
      .insert(invoices)
      .values({ agencyId: ids.third, period: '2026-10-01' })
      .onConflictDoNothing();

    // 23:59 on 30 November in Sarajevo (22:59 UTC): November is not over.
    await at(sarajevoWinter('2026-11-30T23:59'));
    expect(await test.jobs.invoices.issueDue()).toEqual([]);
    await at(sarajevoWinter('2026-12-01T00:05'));
    expect(await test.jobs.invoices.issueDue()).toEqual(['KRV-2026-000001', 'KRV-2026-000002']);
    expect(await test.jobs.invoices.issueDue()).toEqual([]);

    // Numbered in the order the job took them; each agency's sums are its own lines'.
    const issued = (await allInvoices(test))
      .filter((invoice) => invoice.status !== 'draft')
      .sort((x, y) => Number(y.agencyId === ids.first) - Number(x.agencyId === ids.first));
    expect(issued.map((invoice) => invoice.number).sort()).toEqual(['KRV-2026-000001', 'KRV-2026-000002']);
    expect(issued.map((invoice) => [invoice.subtotalMinor, invoice.vatMinor, invoice.totalMinor])).toEqual([
      [1500, 255, 1755],
      [1000, 170, 1170],
    ]);
    for (const invoice of issued) {
      expect(invoice).toMatchObject({
        status: 'unpaid',
        period: '2026-11-01',
        year: 2026,
        seller: krovSeller,
      });
      expect(invoice.issuedAt?.toISOString()).toBe('2026-11-30T23:05:00.000Z');
      // 16 December, 00:05 in Sarajevo.
      expect(invoice.dueAt?.toISOString()).toBe('2026-12-15T23:05:00.000Z');
    }
    // The agency with billing details is named by them; the other by its name and address, no JIB.
    expect(issued[0]?.buyer).toEqual({
      name: billing.legalName,
      address: billing.address,
      jib: billing.jib,
      vatNumber: billing.vatNumber,
    });
    expect(issued[1]?.buyer).toEqual({
      name: 'Druga Agencija',
      address: 'Obala 2, Mostar',
      jib: null,
      vatNumber: null,
    });
    expect((await allInvoices(test)).filter((invoice) => invoice.period === '2026-10-01')).toEqual([]);
  });

  it('keeps what it was issued with when the agency’s details change later', async () => {
    ok(
      await client(test).put('/api/users/me/agency/billing', first.auth, {
        ...billing,
        legalName: 'Novo Ime d.o.o.',
      }),
    );
    const [invoice] = (await allInvoices(test)).filter(
      (row) => row.agencyId === ids.first && row.period === '2026-11-01',
    );
    expect(invoice?.buyer?.name).toBe(billing.legalName);
  });

  it('a line of a month already issued (a publish committing as the 1st begins) goes on the next draft', async () => {
    const lines = createInvoiceLines({ prices: { sell: 1000, rent: 500 } });
    const lastSecond = new Date(sarajevoWinter('2026-12-01T00:00').getTime() - 1);
    const line = {
      agencyId: ids.second,
      propertyId: '00000000-0000-4000-8000-00000000000a',
      action: 'publish' as const,
      listingType: 'sell' as const,
      address: 'Obala 2',
      validUntil: new Date('2026-12-31T00:00:00Z'),
    };
    await test.database.db.transaction((tx) => lines.stageIn(tx, line, lastSecond));
    const seconds = (await allInvoices(test)).filter((row) => row.agencyId === ids.second);
    expect(seconds.map((row) => [row.period, row.status])).toEqual([
      ['2026-11-01', 'unpaid'],
      ['2026-12-01', 'draft'],
    ]);
    // Staged again (a retry): still one line.
    await test.database.db.transaction((tx) => lines.stageIn(tx, line, lastSecond));
    const december = seconds[1];
    expect((await allLines(test)).filter((row) => row.invoiceId === december?.id)).toHaveLength(1);
  });

  it('numbers restart at 000001 in a new year', async () => {
    await agencyListing(test, third);
    await at(sarajevoWinter('2027-01-01T00:20'));
    expect((await test.jobs.invoices.issueDue()).sort()).toEqual(['KRV-2027-000001', 'KRV-2027-000002']);
    const january = (await allInvoices(test)).filter((row) => row.year === 2027);
    expect(january.map((row) => [row.period, row.agencyId]).sort()).toEqual(
      [
        ['2026-12-01', ids.second],
        ['2026-12-01', ids.third],
      ].sort(),
    );
  });
});

describe('two api instances issuing at the same moment', () => {
  it('issue each invoice once, with consecutive numbers and no gaps', async () => {
    const others = [first, second, third];
    for (const owner of others) {
      await agencyListing(test, owner);
      await agencyListing(test, owner, { listingType: 'rent', price: 500 });
    }
    const more = await Promise.all(
      ['Četvrta', 'Peta', 'Šesta'].map((name) => approvedAgency(test, admin, { name: `${name} Agencija` })),
    );
    for (const { owner } of more) await agencyListing(test, owner);

    const other = await createTestApp(invoiceFees, { database: test.database });
    try {
      other.clock.set(sarajevoWinter('2027-02-01T00:10'));
      test.clock.set(sarajevoWinter('2027-02-01T00:10'));
      const runs = await Promise.all([
        test.jobs.invoices.issueDue(),
        other.jobs.invoices.issueDue(),
        test.jobs.invoices.issueDue(),
        other.jobs.invoices.issueDue(),
      ]);
      const numbers = runs.flat().sort();
      expect(numbers).toEqual([3, 4, 5, 6, 7, 8].map((n) => `KRV-2027-00000${n}`));
    } finally {
      await other.app.close();
    }
    const january = (await allInvoices(test)).filter((row) => row.period === '2027-01-01');
    expect(january).toHaveLength(6);
    expect(new Set(january.map((row) => row.number)).size).toBe(6);
    expect(january.every((row) => row.status === 'unpaid')).toBe(true);
  });
});
