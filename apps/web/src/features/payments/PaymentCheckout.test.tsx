// @vitest-environment happy-dom

import { bs } from '@krov/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { registerClientCatalogues } from '@/i18n/testing';
import { installFakeApi } from '@/shared/api/testing/fake-api';
import { PaymentView } from './PaymentView';
import { browserNavigation } from './provider-redirect';
import { apiNotices, order, orderId, orderPath, renderWithProviders, setUpPaymentTests } from './testing';

registerClientCatalogues();
const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn() };
vi.mock('next/navigation', () => ({
  useRouter: () => router,
  useSearchParams: () => new URLSearchParams(window.location.search),
}));
vi.mock('next/link', async () => ({ default: (await import('./testing')).PlainLink }));

const P = bs.payment;
const couponPath = `PUT /api/orders/${orderId}/coupon`;
const removePath = `DELETE /api/orders/${orderId}/coupon`;
const checkoutPath = `POST /api/orders/${orderId}/checkout`;
setUpPaymentTests(() => `/payment?order=${orderId}`);

const summary = () => screen.getByTestId('order-summary');
const cell = (testId: string) => within(summary()).getByTestId(testId).textContent;
const payButton = (amount: string) => screen.getByRole('button', { name: P.pay.replace('{amount}', amount) });
const withTenOff = order({
  coupon: { code: 'KROV10', percentOff: 10, amountOff: null },
  discount: 2.5,
  total: 22.5,
});

describe('/payment: a pending order', () => {
  it('shows what is paid: each listing’s address, publishing or renewal for 30 days, its price, and the total', async () => {
    installFakeApi({ [orderPath()]: { status: 200, body: order() } });
    renderWithProviders(<PaymentView />);
    const rows = await screen.findAllByTestId('order-item');
    expect(rows.map((row) => [...row.querySelectorAll('td')].map((td) => td.textContent))).toEqual([
      ['Titova 1, Sarajevo', P.summary.publish.replace('{days}', '30'), '20 KM'],
      ['Ferhadija 12, Sarajevo', P.summary.renew.replace('{days}', '30'), '5 KM'],
    ]);
    expect(cell('order-subtotal')).toBe('25 KM');
    expect(cell('order-total')).toBe('25 KM');
    expect(within(summary()).queryByTestId('order-discount')).toBeNull();
    expect(screen.getByRole('textbox', { name: P.coupon.label })).toBeTruthy();
    expect(payButton('25 KM')).toBeTruthy();
    expect(screen.getByTestId('payment-announcer').textContent).toBe('');
  });

  it('applies a coupon (the api reprices the order), then removes it', async () => {
    const api = installFakeApi({
      [orderPath()]: { status: 200, body: order() },
      [couponPath]: { status: 200, body: withTenOff },
      [removePath]: { status: 200, body: order() },
    });
    renderWithProviders(<PaymentView />);
    fireEvent.input(await screen.findByRole('textbox', { name: P.coupon.label }), {
      target: { value: ' krov10 ' },
    });
    fireEvent.click(screen.getByRole('button', { name: P.coupon.apply }));
    await waitFor(() => expect(cell('order-total')).toBe('22,50 KM'));
    expect(JSON.parse(api.sentTo(couponPath)[0]?.body ?? '{}')).toEqual({ code: 'krov10' });
    expect(cell('order-discount')).toBe('−2,50 KM');
    expect(within(summary()).getByText(P.summary.discount.replace('{code}', 'KROV10'))).toBeTruthy();
    expect(
      screen.getByText(P.coupon.percentOff.replace('{code}', 'KROV10').replace('{percent}', '10')),
    ).toBeTruthy();
    expect(payButton('22,50 KM')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: P.coupon.label })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: P.coupon.removeNamed.replace('{code}', 'KROV10') }));
    await waitFor(() => expect(cell('order-total')).toBe('25 KM'));
    expect(api.sentTo(removePath)).toHaveLength(1);
    expect(within(summary()).queryByTestId('order-discount')).toBeNull();
    expect(screen.getByRole('textbox', { name: P.coupon.label })).toBeTruthy();
  });

  it('says a code the api refuses is not found or expired, on the field and in the toast', async () => {
    installFakeApi({
      [orderPath()]: { status: 200, body: order() },
      [couponPath]: { status: 404, body: { message: 'CouponNotFound' } },
    });
    renderWithProviders(<PaymentView />);
    const field = await screen.findByRole('textbox', { name: P.coupon.label });
    fireEvent.input(field, { target: { value: 'NEMA' } });
    fireEvent.click(screen.getByRole('button', { name: P.coupon.apply }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    const error = document.getElementById(field.getAttribute('aria-describedby') ?? '');
    expect(error?.textContent).toBe(bs.errors.CouponNotFound);
    expect(apiNotices).toHaveBeenCalledWith(bs.errors.CouponNotFound);
    expect(cell('order-total')).toBe('25 KM');
  });

  it('checks a code before asking the api: too short is said on the field', async () => {
    const api = installFakeApi({ [orderPath()]: { status: 200, body: order() } });
    renderWithProviders(<PaymentView />);
    const field = await screen.findByRole('textbox', { name: P.coupon.label });
    fireEvent.input(field, { target: { value: 'AB' } });
    fireEvent.click(screen.getByRole('button', { name: P.coupon.apply }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(api.sentTo(couponPath)).toHaveLength(0);
  });

  it('pays by redirect: the browser goes to the provider’s page', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const url = 'http://localhost:4000/api/payments/sandbox/checkout/abc';
    const api = installFakeApi({
      [orderPath()]: { status: 200, body: order() },
      [checkoutPath]: { status: 200, body: { kind: 'redirect', url } },
    });
    renderWithProviders(<PaymentView />);
    fireEvent.click(await screen.findByRole('button', { name: P.pay.replace('{amount}', '25 KM') }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(url));
    expect(api.sentTo(checkoutPath)).toHaveLength(1);
    // Still leaving: the button keeps its spinner.
    expect(payButton('25 KM').getAttribute('aria-busy')).toBe('true');
  });

  it('pays by form: a POST form to the provider with its fields, submitted', async () => {
    const submitted: HTMLFormElement[] = [];
    vi.spyOn(browserNavigation, 'submit').mockImplementation((form) => void submitted.push(form));
    const fields = { order_number: 'KRV-1', amount: '2500', digest: 'ab12' };
    const action = 'https://ipgtest.monri.com/v2/form';
    installFakeApi({
      [orderPath()]: { status: 200, body: order() },
      [checkoutPath]: { status: 200, body: { kind: 'form', action, method: 'POST', fields } },
    });
    renderWithProviders(<PaymentView />);
    fireEvent.click(await screen.findByRole('button', { name: P.pay.replace('{amount}', '25 KM') }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    const [form] = submitted as [HTMLFormElement];
    expect(form.getAttribute('action')).toBe(action);
    expect(form.getAttribute('method')?.toUpperCase()).toBe('POST');
    expect(form.isConnected).toBe(true);
    const inputs = [...form.querySelectorAll('input')].map((input) => [input.type, input.name, input.value]);
    expect(inputs).toEqual(Object.entries(fields).map(([name, value]) => ['hidden', name, value]));
  });

  it('shows success at once when nothing is left to pay (the checkout answers the paid order)', async () => {
    const free = order({
      coupon: { code: 'GRATIS', percentOff: 100, amountOff: null },
      discount: 25,
      total: 0,
    });
    const paid = { ...free, status: 'paid' as const, paidAt: '2026-11-20T09:05:00.000Z' };
    installFakeApi({
      [orderPath()]: { status: 200, body: free },
      [checkoutPath]: { status: 200, body: { kind: 'paid', order: paid } },
    });
    renderWithProviders(<PaymentView />);
    fireEvent.click(await screen.findByRole('button', { name: P.confirmFree }));
    const heading = await screen.findByRole('heading', { name: P.success.title });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByTestId('payment-announcer').textContent).toBe(P.success.title);
    expect(screen.getByRole('link', { name: 'Titova 1, Sarajevo' }).getAttribute('href')).toBe(
      `/p/${free.items[0]?.propertyId}`,
    );
  });

  it('keeps the order on screen when the checkout is refused, and reads it again', async () => {
    const api = installFakeApi({
      [orderPath()]: { status: 200, body: order() },
      [checkoutPath]: { status: 409, body: { message: 'PaymentInProgress' } },
    });
    renderWithProviders(<PaymentView />);
    fireEvent.click(await screen.findByRole('button', { name: P.pay.replace('{amount}', '25 KM') }));
    await waitFor(() => expect(apiNotices).toHaveBeenCalledWith(bs.errors.PaymentInProgress));
    await waitFor(() => expect(api.sentTo(orderPath())).toHaveLength(2));
    await waitFor(() => expect(payButton('25 KM').getAttribute('aria-busy')).toBeNull());
  });

  it('offers an order already sent to the provider (the user cancelled there) for payment again, its coupon fixed', async () => {
    installFakeApi({ [orderPath()]: { status: 200, body: { ...withTenOff, provider: 'sandbox' } } });
    renderWithProviders(<PaymentView />);
    expect(await screen.findByText(P.started)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: P.coupon.label })).toBeNull();
    expect(
      screen.queryByRole('button', { name: P.coupon.removeNamed.replace('{code}', 'KROV10') }),
    ).toBeNull();
    expect(payButton('22,50 KM')).toBeTruthy();
    expect(screen.queryByTestId('payment-processing')).toBeNull();
  });

  it('says there is no such order for a link without an id, and for another user’s order', async () => {
    window.history.replaceState(null, '', '/payment?order=nije-id');
    const api = installFakeApi({ [orderPath()]: { status: 404, body: { message: 'OrderNotFound' } } });
    const first = renderWithProviders(<PaymentView />);
    expect(screen.getByText(P.missing.title)).toBeTruthy();
    expect(api.requests).toHaveLength(0);
    first.unmount();

    window.history.replaceState(null, '', `/payment?order=${orderId}`);
    renderWithProviders(<PaymentView />);
    expect(await screen.findByText(P.missing.title)).toBeTruthy();
    expect(screen.getByRole('link', { name: P.missing.orders }).getAttribute('href')).toBe('/me/orders');
    expect(apiNotices).not.toHaveBeenCalled();
  });
});
