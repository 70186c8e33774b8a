import type { AgencyBillingResponse, InvoiceItem } from '@krov/contracts';
import { bs, en } from '@krov/messages';
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { QueryProvider } from '@/shared/query/QueryProvider';

/** Test data and rendering of /me/agency/invoices. */

export const invoicesPath = 'GET /api/users/me/agency/invoices';
export const billingPath = 'GET /api/users/me/agency/billing';
export const saveBillingPath = 'PUT /api/users/me/agency/billing';

export const invoiceId = (n: number) => `9b7c1d2e-3f40-4a5b-8c6d-${String(n).padStart(12, '0')}`;

/** The running month's draft: 30 KM of fees so far, 5,10 KM of PDV. */
export function draft(overrides: Partial<InvoiceItem> = {}): InvoiceItem {
  return {
    id: invoiceId(1),
    number: null,
    period: '2026-12',
    status: 'draft',
    lines: 3,
    subtotal: 30,
    vat: 5.1,
    total: 35.1,
    currency: 'BAM',
    issuedAt: null,
    dueAt: null,
    paidAt: null,
    ...overrides,
  };
}

/** November's invoice, issued on 1 December (Sarajevo), due on the 16th. */
export function unpaid(overrides: Partial<InvoiceItem> = {}): InvoiceItem {
  return {
    id: invoiceId(2),
    number: 'KRV-2026-000123',
    period: '2026-11',
    status: 'unpaid',
    lines: 10,
    subtotal: 100,
    vat: 17,
    total: 117,
    currency: 'BAM',
    issuedAt: '2026-11-30T23:47:00.000Z',
    dueAt: '2026-12-15T23:47:00.000Z',
    paidAt: null,
    ...overrides,
  };
}

/** October's invoice, paid on 10 November. */
export function paid(overrides: Partial<InvoiceItem> = {}): InvoiceItem {
  return {
    id: invoiceId(3),
    number: 'KRV-2026-000045',
    period: '2026-10',
    status: 'paid',
    lines: 25,
    subtotal: 1250.5,
    vat: 212.59,
    total: 1463.09,
    currency: 'BAM',
    issuedAt: '2026-10-31T23:47:00.000Z',
    dueAt: '2026-11-15T23:47:00.000Z',
    paidAt: '2026-11-10T09:00:00.000Z',
    ...overrides,
  };
}

export function billing(overrides: Partial<NonNullable<AgencyBillingResponse>> = {}): AgencyBillingResponse {
  return {
    legalName: 'Kuća Nekretnine d.o.o.',
    address: 'Titova 1, 71000 Sarajevo',
    jib: '4200000000001',
    vatNumber: '200000000001',
    updatedAt: '2026-11-02T10:00:00.000Z',
    ...overrides,
  };
}

export function page(items: InvoiceItem[], nextCursor: string | null = null) {
  return { status: 200, body: { items, nextCursor } };
}

export function renderInvoices(view: ReactNode, locale: 'bs' | 'en' = 'bs') {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'bs' ? bs : en}>
      <QueryProvider>{view}</QueryProvider>
    </NextIntlClientProvider>,
  );
}
