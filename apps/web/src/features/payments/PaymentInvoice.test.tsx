// @vitest-environment happy-dom

import { bs } from '@krov/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { registerClientCatalogues } from '@/i18n/testing';
import { installFakeApi } from '@/shared/api/testing/fake-api';
import { invoiceNumberKey } from '@/shared/payments/invoice-number';
import { getQueryClient } from '@/shared/query/query-client';
import { PaymentView } from './PaymentView';
import { newOrderId, order, orderId, orderPath, renderWithProviders, setUpPaymentTests } from './testing';

registerClientCatalogues();
const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn() };
vi.mock('next/navigation', () => ({
  useRouter: () => router,
  useSearchParams: () => new URLSearchParams(window.location.search),
}));
vi.mock('next/link', async () => ({ default: (await import('./testing')).PlainLink }));

const P = bs.payment;
const invoicesPath = 'GET /api/users/me/agency/invoices';
const invoiceId = '9b7c1d2e-3f40-4a5b-8c6d-000000000002';
setUpPaymentTests(() => `/payment?order=${orderId}`);

/** An agency invoice's order (decision 155): no items, its total with PDV, no coupon. */
const invoiceOrder = (overrides: Partial<ReturnType<typeof order>> = {}) =>
  order({ items: [], invoiceId, subtotal: 117, total: 117, ...overrides });
const invoices = {
  status: 200,
  body: {
    items: [
      {
        id: invoiceId,
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
      },
    ],
    nextCursor: null,
  },
};
const line = () => screen.getAllByTestId('order-item').map((row) => row.querySelector('td')?.textContent);

describe('/payment: an agency invoice’s order', () => {
  it('names the invoice by its number (found among the agency’s invoices), offers no coupon, pays its total', async () => {
    const api = installFakeApi({
      [orderPath()]: { status: 200, body: invoiceOrder() },
      [invoicesPath]: invoices,
    });
    renderWithProviders(<PaymentView />);
    await screen.findByTestId('payment-checkout');
    await waitFor(() =>
      expect(line()).toEqual([P.summary.invoiceNumbered.replace('{number}', 'KRV-2026-000123')]),
    );
    expect(within(screen.getByTestId('order-summary')).getByTestId('order-total').textContent).toBe('117 KM');
    expect(screen.queryByTestId('coupon-form')).toBeNull();
    expect(screen.getByRole('button', { name: P.pay.replace('{amount}', '117 KM') })).toBeTruthy();
    expect(new URL(api.sentTo(invoicesPath)[0]?.url ?? '', 'http://x').searchParams.get('limit')).toBe('100');
  });

  it('the number the invoices page left: the agency’s invoices are not asked for', async () => {
    const api = installFakeApi({ [orderPath()]: { status: 200, body: invoiceOrder() } });
    getQueryClient().setQueryData(invoiceNumberKey(invoiceId), 'KRV-2026-000123');
    renderWithProviders(<PaymentView />);
    await screen.findByTestId('payment-checkout');
    expect(line()).toEqual([P.summary.invoiceNumbered.replace('{number}', 'KRV-2026-000123')]);
    expect(api.sentTo(invoicesPath)).toHaveLength(0);
  });

  it('a number not found (or the invoices refused): "Agency invoice", quietly', async () => {
    installFakeApi({
      [orderPath()]: { status: 200, body: invoiceOrder() },
      [invoicesPath]: { status: 403, body: { message: 'ActionForbidden' } },
    });
    renderWithProviders(<PaymentView />);
    await screen.findByTestId('payment-checkout');
    await waitFor(() => expect(line()).toEqual([P.summary.invoice]));
  });

  it('paid: says the invoice is paid and leads back to the invoices', async () => {
    installFakeApi({
      [orderPath()]: {
        status: 200,
        body: invoiceOrder({ status: 'paid', provider: 'sandbox', paidAt: '2026-12-02T09:00:00.000Z' }),
      },
      [invoicesPath]: invoices,
    });
    renderWithProviders(<PaymentView />);
    expect(await screen.findByText(P.success.invoicePaid)).toBeTruthy();
    expect(screen.getByRole('link', { name: P.success.invoices }).getAttribute('href')).toBe(
      '/me/agency/invoices',
    );
    expect(screen.queryByRole('link', { name: P.success.properties })).toBeNull();
  });

  it('failed: the invoice is still unpaid; "Try again" makes a new order of the invoice and opens it', async () => {
    router.push.mockReset();
    const api = installFakeApi({
      [orderPath()]: { status: 200, body: invoiceOrder({ status: 'failed', provider: 'sandbox' }) },
      [invoicesPath]: invoices,
      'POST /api/orders': { status: 201, body: invoiceOrder({ id: newOrderId }) },
    });
    renderWithProviders(<PaymentView />);
    expect(await screen.findByText(P.failed.invoiceText)).toBeTruthy();
    expect(screen.queryByText(P.failed.text)).toBeNull();
    expect(screen.getByRole('link', { name: P.failed.invoices }).getAttribute('href')).toBe(
      '/me/agency/invoices',
    );
    fireEvent.click(screen.getByRole('button', { name: P.failed.retry }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith(`/payment?order=${newOrderId}`));
    expect(JSON.parse(api.sentTo('POST /api/orders')[0]?.body ?? '{}')).toEqual({ invoiceId });
  });
});
