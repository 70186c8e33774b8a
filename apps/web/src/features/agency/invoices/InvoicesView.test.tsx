// @vitest-environment happy-dom

import { bs, en } from '@krov/messages';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerClientCatalogues } from '@/i18n/testing';
import { configureApiClient } from '@/shared/api/client-config';
import { installFakeApi } from '@/shared/api/testing/fake-api';
import { logIn, resetBrowserState } from '@/shared/api/testing/reset';
import { invoiceNumberKey } from '@/shared/payments/invoice-number';
import { getQueryClient } from '@/shared/query/query-client';
import { InvoicesView } from './InvoicesView';
import {
  billing,
  billingPath,
  draft,
  invoiceId,
  invoicesPath,
  page,
  paid,
  renderInvoices,
  unpaid,
} from './testing';

registerClientCatalogues();
const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn() };
vi.mock('next/navigation', () => ({ useRouter: () => router }));
vi.mock('next/link', async () => ({ default: (await import('../testing')).PlainLink }));

const I = bs.agency.invoices;
const orderId = '6a1d4b3f-9c2e-4d7f-8b80-1e3c5f7b9d21';
const notify = vi.fn();
let restoreConfig: () => void;

const rows = () => screen.getAllByTestId('invoice-row');
const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;
const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((td) => td.textContent);
const withBilling = { [billingPath]: { status: 200, body: billing() } };

beforeEach(() => {
  // 20 December 2026 in Sarajevo: November's invoice (due on the 16th) is overdue.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-12-20T10:00:00.000Z'));
  resetBrowserState();
  logIn();
  notify.mockReset();
  router.push.mockReset();
  restoreConfig = configureApiClient({ notify, navigate: vi.fn() });
});

afterEach(() => {
  cleanup();
  getQueryClient().clear();
  restoreConfig();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('/me/agency/invoices', () => {
  it('lists the draft, an overdue unpaid and a paid invoice: number, month, sums in KM, status, due date', async () => {
    const api = installFakeApi({ [invoicesPath]: page([draft(), unpaid(), paid()]), ...withBilling });
    renderInvoices(<InvoicesView />);
    await waitFor(() => expect(rows()).toHaveLength(3));
    const table = screen.getByRole('table', { name: I.caption });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([I.number, I.period, I.subtotal, I.vat, I.total, I.status, I.due, I.actions]);
    expect(cells(rowOf(I.draft))).toEqual([
      'decembar 2026.',
      '30 KM',
      '5,10 KM',
      '35,10 KM',
      I.statuses.draft,
      I.issuedOn.replace('{date}', '1. 1. 2027.'),
      '',
    ]);
    expect(cells(rowOf('KRV-2026-000123'))).toEqual([
      'novembar 2026.',
      '100 KM',
      '17 KM',
      '117 KM',
      I.statuses.overdue,
      '16. 12. 2026.',
      `${I.pdf}${I.pay}`,
    ]);
    expect(cells(rowOf('KRV-2026-000045'))).toEqual([
      'oktobar 2026.',
      '1.250,50 KM',
      '212,59 KM',
      '1.463,09 KM',
      `${I.statuses.paid}${I.paidOn.replace('{date}', '10. 11. 2026.')}`,
      '16. 11. 2026.',
      I.pdf,
    ]);
    expect(rows().map((row) => row.dataset.status)).toEqual(['draft', 'overdue', 'paid']);
    // Only the unpaid one can be paid; the draft has no PDF.
    expect(screen.getAllByRole('button', { name: /^Plati/ })).toHaveLength(1);
    expect(within(rowOf(I.draft)).queryByRole('link')).toBeNull();
    expect(new URL(api.sentTo(invoicesPath)[0]?.url ?? '', 'http://x').searchParams.get('limit')).toBe('20');
    expect(screen.queryByTestId('billing-prompt')).toBeNull();
  });

  it('an unpaid invoice before its due date is not marked overdue', async () => {
    vi.setSystemTime(new Date('2026-12-10T10:00:00.000Z'));
    installFakeApi({ [invoicesPath]: page([unpaid()]), ...withBilling });
    renderInvoices(<InvoicesView />);
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]?.dataset.status).toBe('unpaid');
    expect(within(rowOf('KRV-2026-000123')).getByTestId('invoice-status').textContent).toBe(
      I.statuses.unpaid,
    );
  });

  it('links the PDF of each issued invoice in the page’s language; an English page adds the Bosnian copy', async () => {
    installFakeApi({ [invoicesPath]: page([draft(), unpaid(), paid()]), ...withBilling });
    const first = renderInvoices(<InvoicesView />);
    await waitFor(() => expect(rows()).toHaveLength(3));
    const pdf = screen.getByRole('link', { name: I.pdfNamed.replace('{number}', 'KRV-2026-000123') });
    expect(pdf.getAttribute('href')).toBe(`/api/users/me/agency/invoices/${invoiceId(2)}.pdf?language=bs`);
    expect(pdf.getAttribute('download')).toBe('KRV-2026-000123.pdf');
    expect(screen.getAllByTestId('invoice-pdf').map((link) => link.getAttribute('href'))).toEqual([
      `/api/users/me/agency/invoices/${invoiceId(2)}.pdf?language=bs`,
      `/api/users/me/agency/invoices/${invoiceId(3)}.pdf?language=bs`,
    ]);
    expect(screen.queryByTestId('invoice-pdf-bs')).toBeNull();
    first.unmount();
    getQueryClient().clear();

    renderInvoices(<InvoicesView />, 'en');
    const english = await screen.findByRole('link', {
      name: en.agency.invoices.pdfNamed.replace('{number}', 'KRV-2026-000045'),
    });
    expect(english.getAttribute('href')).toBe(
      `/api/users/me/agency/invoices/${invoiceId(3)}.pdf?language=en`,
    );
    const bosnian = screen.getByRole('link', {
      name: en.agency.invoices.pdfBosnianNamed.replace('{number}', 'KRV-2026-000045'),
    });
    expect(bosnian.getAttribute('href')).toBe(
      `/api/users/me/agency/invoices/${invoiceId(3)}.pdf?language=bs`,
    );
    expect(within(rowOf('KRV-2026-000045')).getAllByRole('cell')[0]?.textContent).toBe('October 2026');
  });

  it('Pay makes the invoice’s order and opens /payment, leaving the number for its summary', async () => {
    const api = installFakeApi({
      [invoicesPath]: page([draft(), unpaid()]),
      ...withBilling,
      'POST /api/orders': { status: 201, body: { id: orderId } },
    });
    renderInvoices(<InvoicesView />);
    fireEvent.click(
      await screen.findByRole('button', {
        name: I.payNamed.replace('{number}', 'KRV-2026-000123').replace('{amount}', '117 KM'),
      }),
    );
    await waitFor(() => expect(router.push).toHaveBeenCalledWith(`/payment?order=${orderId}`));
    expect(JSON.parse(api.sentTo('POST /api/orders')[0]?.body ?? '{}')).toEqual({ invoiceId: invoiceId(2) });
    expect(getQueryClient().getQueryData(invoiceNumberKey(invoiceId(2)))).toBe('KRV-2026-000123');
    expect(notify).not.toHaveBeenCalled();
  });

  it('a payment of it already at the provider: PaymentInProgress is shown and the page stays', async () => {
    const api = installFakeApi({
      [invoicesPath]: page([unpaid()]),
      ...withBilling,
      'POST /api/orders': { status: 409, body: { message: 'PaymentInProgress' } },
    });
    renderInvoices(<InvoicesView />);
    const pay = await screen.findByRole('button', { name: /^Plati račun KRV-2026-000123/ });
    fireEvent.click(pay);
    await waitFor(() => expect(notify).toHaveBeenCalledWith(bs.errors.PaymentInProgress));
    expect(router.push).not.toHaveBeenCalled();
    expect(api.sentTo('POST /api/orders')).toHaveLength(1);
    // The button is free again for a later try.
    await waitFor(() => expect(pay.getAttribute('aria-busy')).toBeNull());
  });

  it('loads more by the api’s cursor, below the first page, until there is none', async () => {
    const older = paid({ id: invoiceId(4), number: 'KRV-2026-000012', period: '2026-09' });
    const api = installFakeApi({
      [invoicesPath]: (request) =>
        new URL(request.url, 'http://x').searchParams.get('cursor') === 'next-1'
          ? page([older])
          : page([draft(), unpaid(), paid()], 'next-1'),
      ...withBilling,
    });
    renderInvoices(<InvoicesView />);
    await waitFor(() => expect(rows()).toHaveLength(3));
    fireEvent.click(screen.getByRole('button', { name: I.loadMore }));
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(rows()[3]?.dataset.invoiceId).toBe(invoiceId(4));
    expect(cells(rowOf('KRV-2026-000012'))[0]).toBe('septembar 2026.');
    expect(api.sentTo(invoicesPath)).toHaveLength(2);
    expect(screen.queryByRole('button', { name: I.loadMore })).toBeNull();
  });

  it('no billing details yet: asks for them above the invoices, linking the form', async () => {
    installFakeApi({ [invoicesPath]: page([unpaid()]), [billingPath]: { status: 200, body: null } });
    renderInvoices(<InvoicesView />);
    const prompt = await screen.findByTestId('billing-prompt');
    expect(within(prompt).getByRole('heading').textContent).toBe(I.prompt.title);
    expect(within(prompt).getByRole('link', { name: I.prompt.link }).getAttribute('href')).toBe(
      '#billing-details',
    );
    expect(document.getElementById('billing-details')?.contains(screen.getByTestId('billing-form'))).toBe(
      true,
    );
  });

  it('no invoices yet: says how they come', async () => {
    installFakeApi({ [invoicesPath]: page([]), ...withBilling });
    renderInvoices(<InvoicesView />);
    expect((await screen.findByTestId('invoices-empty')).textContent).toContain(I.empty);
    expect(screen.getByTestId('billing-form')).toBeTruthy();
  });

  it('an agent: only the owner sees the invoices; no form, no toast', async () => {
    installFakeApi({
      [invoicesPath]: { status: 403, body: { message: 'ActionForbidden' } },
      [billingPath]: { status: 403, body: { message: 'ActionForbidden' } },
    });
    renderInvoices(<InvoicesView />);
    expect((await screen.findByTestId('invoices-agent-only')).textContent).toBe(I.agentOnly);
    expect(screen.queryByTestId('billing-form')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(notify).not.toHaveBeenCalled();
  });

  it('no agency: says so and links to /me/agency', async () => {
    installFakeApi({
      [invoicesPath]: { status: 404, body: { message: 'AgencyNotFound' } },
      [billingPath]: { status: 404, body: { message: 'AgencyNotFound' } },
    });
    renderInvoices(<InvoicesView />);
    await screen.findByTestId('invoices-no-agency');
    expect(screen.getByText(I.noAgency)).toBeTruthy();
    expect(screen.getByRole('link', { name: I.toMyAgency }).getAttribute('href')).toBe('/me/agency');
    expect(screen.queryByTestId('billing-form')).toBeNull();
    expect(notify).not.toHaveBeenCalled();
  });

  it('another failure: a message and Try again', async () => {
    installFakeApi({
      [invoicesPath]: (_request, calls) =>
        calls === 0 ? { status: 500, body: { message: 'InternalServerError' } } : page([unpaid()]),
      ...withBilling,
    });
    renderInvoices(<InvoicesView />);
    expect(await screen.findByText(I.loadFailed)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: bs.common.tryAgain }));
    await waitFor(() => expect(rows()).toHaveLength(1));
  });
});
