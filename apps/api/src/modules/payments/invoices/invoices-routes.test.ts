import type { AgencyBillingResponse, MyInvoicesResponse, OrderResponse } from '@krov/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUser, approvedAgency, invitationToken } from '../../../../test/agency-fixtures.ts';
import {
  agencyListing,
  invoiceFees,
  keyOf,
  myInvoices,
  sarajevoWinter,
} from '../../../../test/agency-invoice-fixtures.ts';
import { advanceClock, client, ok, type Seller, seller } from '../../../../test/listings-fixtures.ts';
import { cards, payAtSandbox, sandboxPathOf, waitForOrder } from '../../../../test/payments-fixtures.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { orders } from '../payments.schema.ts';
import { pdfPageTexts } from './invoice-fixtures.ts';

let test: TestApp;
let admin: Seller;
let owner: Seller;
let agent: Seller;
let rival: Seller;
let outsider: Seller;
/** The owner's issued November invoice and its running December draft. */
let issued: MyInvoicesResponse['items'][number];
let draft: MyInvoicesResponse['items'][number];

const billing = {
  legalName: 'Nekretnine Đurić & sinovi d.o.o.',
  address: 'Čengić Vila 12, 71000 Sarajevo',
  jib: '4209999999995',
  vatNumber: null,
};

beforeAll(async () => {
  test = await createTestApp(invoiceFees);
  admin = await adminUser(test);
  ({ owner } = await approvedAgency(test, admin, { name: 'Nekretnine Đurić & sinovi' }));
  ({ owner: rival } = await approvedAgency(test, admin, { name: 'Konkurencija' }));
  [agent, outsider] = [await seller(test, { name: 'Agent Agentić' }), await seller(test)];
  ok(await client(test).post('/api/users/me/agency/invitations', owner.auth, { email: agent.email }), 201);
  ok(
    await client(test).post(
      `/api/invitations/${await invitationToken(test, agent.email)}/accept`,
      agent.auth,
    ),
  );
  ok(await client(test).put('/api/users/me/agency/billing', owner.auth, billing));
  for (const overrides of [{}, {}, { listingType: 'rent', price: 800 }])
    await agencyListing(test, owner, overrides);
  await agencyListing(test, agent);
  await agencyListing(test, rival);
  test.clock.set(sarajevoWinter('2026-12-01T00:05'));
  await test.jobs.invoices.issueDue();
  await advanceClock(test, 3_600_000, admin, owner, agent, rival, outsider);
  await agencyListing(test, owner, { listingType: 'rent', price: 900 });
  [draft, issued] = (await myInvoices(test, owner)).items as [typeof draft, typeof issued];
});
afterAll(() => test?.close());

const pdfUrl = (id: string, query = '') => `/api/users/me/agency/invoices/${id}.pdf${query}`;
const order = (user: Seller, invoiceId: string) => client(test).post('/api/orders', user.auth, { invoiceId });

describe('the agency owner’s invoices', () => {
  it('newest month first: the running month’s draft, then the issued invoice, in cursor pages', async () => {
    expect(draft).toMatchObject({ status: 'draft', number: null, period: '2026-12', lines: 1, total: 5.85 });
    expect(issued).toMatchObject({
      status: 'unpaid',
      // The two agencies' November invoices are numbered 1 and 2, in the order the job took them.
      number: expect.stringMatching(/^KRV-2026-00000[12]$/),
      period: '2026-11',
      lines: 4,
      subtotal: 35,
      vat: 5.95,
      total: 40.95,
      issuedAt: '2026-11-30T23:05:00.000Z',
      dueAt: '2026-12-15T23:05:00.000Z',
      paidAt: null,
    });
    const first = await myInvoices(test, owner, '?limit=1');
    expect(first.items.map((item) => item.id)).toEqual([draft.id]);
    const next = await myInvoices(test, owner, `?limit=1&cursor=${first.nextCursor}`);
    expect(next).toEqual({ items: [issued], nextCursor: null });
  });

  it('only for the agency’s owner: an agent ActionForbidden, a user in no agency AgencyNotFound', async () => {
    const url = '/api/users/me/agency/invoices';
    expect(keyOf(await client(test).get(url, agent.auth))).toBe('ActionForbidden');
    expect(keyOf(await client(test).get(url, outsider.auth))).toBe('AgencyNotFound');
    expect(keyOf(await client(test).get(pdfUrl(issued.id), agent.auth))).toBe('ActionForbidden');
    const theirs = (await myInvoices(test, rival)).items.map((item) => item.number);
    expect([issued.number, ...theirs].sort()).toEqual(['KRV-2026-000001', 'KRV-2026-000002']);
  });

  it('an issued invoice’s PDF names it, the parties with č, ć, đ, the lines and PDV', async () => {
    const response = await client(test).get(pdfUrl(issued.id), owner.auth);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`inline; filename="${issued.number}.pdf"`);
    const [text = '', ...more] = await pdfPageTexts(response.rawPayload);
    expect(more).toEqual([]);
    expect(text).toContain('FAKTURA');
    expect(text).toContain(`Broj fakture ${issued.number}`);
    expect(text).toContain('Datum izdavanja 01.12.2026.');
    expect(text).toContain('Rok plaćanja 16.12.2026.');
    expect(text).toContain('Period isporuke usluga novembar 2026.');
    expect(text).toContain('Nekretnine Đurić & sinovi d.o.o.');
    expect(text).toContain('Čengić Vila 12, 71000 Sarajevo');
    expect(text).toContain('ID broj (JIB): 4209999999995');
    expect(text).toContain('PDV broj: nije PDV obveznik');
    expect(text).toContain('1. Objava oglasa – prodaja, 30 dana 3 10,00 17 % 30,00');
    expect(text).toContain('2. Objava oglasa – najam, 30 dana 1 5,00 17 % 5,00');
    expect(text).toContain('Ukupno za plaćanje sa PDV-om 40,95 KM');
  });

  it('an agency that gave no details is named by its name and address, without a JIB', async () => {
    const theirs = (await myInvoices(test, rival)).items[0]?.id as string;
    const [text = ''] = await pdfPageTexts((await client(test).get(pdfUrl(theirs), rival.auth)).rawPayload);
    expect(text).toContain(
      'KUPAC Konkurencija Ferhadija 12, Sarajevo ID broj (JIB): – PDV broj: nije PDV obveznik',
    );
  });

  it('in English on request', async () => {
    const response = await client(test).get(pdfUrl(issued.id, '?language=en'), owner.auth);
    const [text = ''] = await pdfPageTexts(response.rawPayload);
    expect(text).toContain('INVOICE');
    expect(text).toContain('Listing published – sale, 30 days');
  });

  it('another agency’s invoice, a draft or an unknown id: NotFound as if it did not exist', async () => {
    const theirs = (await myInvoices(test, rival)).items[0]?.id as string;
    for (const [user, id] of [
      [owner, theirs],
      [rival, issued.id],
      [owner, draft.id],
      [owner, '00000000-0000-4000-8000-000000000009'],
    ] as const) {
      const response = await client(test).get(pdfUrl(id), user.auth);
      expect(response.statusCode).toBe(404);
      expect(keyOf(response)).toBe('NotFound');
    }
  });
});

describe('the agency’s invoice details', () => {
  it('the owner reads and sets them; a JIB must be 13 digits, a PDV number 12', async () => {
    expect(
      ok<AgencyBillingResponse>(await client(test).get('/api/users/me/agency/billing', rival.auth)),
    ).toBe(null);
    const bad = await client(test).put('/api/users/me/agency/billing', rival.auth, {
      ...billing,
      jib: '42099',
      vatNumber: 'x',
    });
    expect(bad.json()).toMatchObject({
      message: 'ValidationErrors',
      validationErrors: [
        { field: 'jib', error: 'Regex' },
        { field: 'vatNumber', error: 'Regex' },
      ],
    });
    const saved = ok<AgencyBillingResponse>(
      await client(test).put('/api/users/me/agency/billing', rival.auth, {
        ...billing,
        vatNumber: '209999999995',
      }),
    );
    expect(saved).toMatchObject({ jib: '4209999999995', vatNumber: '209999999995' });
    expect(keyOf(await client(test).get('/api/users/me/agency/billing', agent.auth))).toBe('ActionForbidden');
  });
});

describe('paying an invoice: POST /api/orders with {invoiceId}', () => {
  let paying: OrderResponse;

  it('an order for the invoice’s total with PDV, no items; asked again, the same pending order', async () => {
    paying = ok<OrderResponse>(await order(owner, issued.id), 201);
    expect(paying).toMatchObject({
      status: 'pending',
      invoiceId: issued.id,
      items: [],
      subtotal: 40.95,
      discount: 0,
      total: 40.95,
      coupon: null,
    });
    expect(ok<OrderResponse>(await order(owner, issued.id), 201).id).toBe(paying.id);
  });

  it('takes no coupon', async () => {
    ok(
      await client(test).post('/api/admin/coupons', admin.auth, {
        code: 'FAKTURA10',
        percentOff: 10,
        validFrom: '2026-01-01T00:00:00Z',
        validUntil: '2030-01-01T00:00:00Z',
        maxUses: 5,
      }),
      201,
    );
    const applied = await client(test).put(`/api/orders/${paying.id}/coupon`, owner.auth, {
      code: 'FAKTURA10',
    });
    expect(keyOf(applied)).toBe('ActionForbidden');
  });

  it('while its payment is at a provider, another order for it is PaymentInProgress', async () => {
    const atProvider = { checkoutAt: test.clock.now() };
    await test.database.db.update(orders).set(atProvider).where(eq(orders.id, paying.id));
    expect(keyOf(await order(owner, issued.id))).toBe('PaymentInProgress');
    await test.database.db.update(orders).set({ checkoutAt: null }).where(eq(orders.id, paying.id));
  });

  it('refuses a draft, another agency’s invoice, an agent; paid in the sandbox, the invoice is paid', async () => {
    expect(keyOf(await order(owner, draft.id))).toBe('ActionForbidden');
    expect(keyOf(await order(rival, issued.id))).toBe('NotFound');
    expect(keyOf(await order(agent, issued.id))).toBe('ActionForbidden');
    const now = test.clock.now();
    // The owner pays the order through the sandbox: settlement marks the invoice paid with it.
    await payAtSandbox(test, await sandboxPathOf(test, owner, paying.id), cards.approved);
    expect((await waitForOrder(test, owner, paying.id, (each) => each.status !== 'pending')).status).toBe(
      'paid',
    );
    expect(
      await test.database.db.transaction((tx) => test.invoicePayments.markPaidIn(tx, issued.id, now)),
    ).toBe(false);
    expect(keyOf(await order(owner, issued.id))).toBe('ActionForbidden');
    const [, paid] = (await myInvoices(test, owner)).items;
    expect(paid).toMatchObject({ id: issued.id, status: 'paid', paidAt: now.toISOString() });
  });
});
