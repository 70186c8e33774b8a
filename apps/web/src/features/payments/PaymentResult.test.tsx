// @vitest-environment happy-dom

import { bs, en } from '@krov/messages';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { registerClientCatalogues } from '@/i18n/testing';
import { installFakeApi } from '@/shared/api/testing/fake-api';
import { PaymentView } from './PaymentView';
import { browserNavigation } from './provider-redirect';
import { slowAfterMs } from './ResultScreens';
import {
  listingId,
  newOrderId,
  order,
  orderId,
  orderPath,
  renderWithProviders,
  setUpPaymentTests,
} from './testing';

registerClientCatalogues();
/** The processing screen asks every 1.5 s (the brief's ~1.5 s). */
const pollIntervalMs = 1500;
const router = { push: vi.fn(), replace: vi.fn(), refresh: vi.fn() };
vi.mock('next/navigation', () => ({
  useRouter: () => router,
  useSearchParams: () => new URLSearchParams(window.location.search),
}));
vi.mock('next/link', async () => ({ default: (await import('./testing')).PlainLink }));

const P = bs.payment;
setUpPaymentTests(() => '/payment');
/** The address the test opens (the provider's return carries `return=1`). */
const visit = (search: string) => window.history.replaceState(null, '', `/payment?${search}`);

const paid = order({ status: 'paid', provider: 'sandbox', paidAt: '2026-11-20T09:05:00.000Z' });
const failed = order({ status: 'failed', provider: 'sandbox' });
const atProvider = order({ provider: 'sandbox' });

/** The order pending for `pendingPolls` answers, then `verdict`. */
function verdictAfter(pendingPolls: number, verdict: ReturnType<typeof order>) {
  return installFakeApi({
    [orderPath()]: (_request, calls) => ({ status: 200, body: calls < pendingPolls ? atProvider : verdict }),
    'POST /api/orders': { status: 201, body: order({ id: newOrderId }) },
  });
}

/** Lets the fake clock run `ms`, settling what it wakes. */
const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const useFakeClock = () => vi.useFakeTimers({ shouldAdvanceTime: true });

describe('/payment?order={id}&return=1: back from the provider', () => {
  it('shows the processing screen and asks for the order every 1.5 s until the api says paid, then the success', async () => {
    useFakeClock();
    visit(`order=${orderId}&return=1`);
    router.push.mockReset();
    const api = verdictAfter(2, paid);
    renderWithProviders(<PaymentView />);
    expect(await screen.findByTestId('payment-processing')).toBeTruthy();
    expect(screen.getByTestId('payment-announcer').textContent).toBe(P.processing.title);
    expect(screen.getByTestId('spinner')).toBeTruthy();
    expect(api.sentTo(orderPath())).toHaveLength(1);

    await elapse(pollIntervalMs - 100);
    expect(api.sentTo(orderPath())).toHaveLength(1);
    await elapse(100);
    await waitFor(() => expect(api.sentTo(orderPath())).toHaveLength(2));
    expect(screen.getByTestId('payment-processing')).toBeTruthy();
    await elapse(pollIntervalMs);

    const heading = await screen.findByRole('heading', { name: P.success.title });
    expect(api.sentTo(orderPath())).toHaveLength(3);
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByTestId('payment-announcer').textContent).toBe(P.success.title);
    // The listings are live: each linked; My properties one click away.
    for (const [n, address] of [
      [1, 'Titova 1, Sarajevo'],
      [2, 'Ferhadija 12, Sarajevo'],
    ] as const) {
      expect(screen.getByRole('link', { name: address }).getAttribute('href')).toBe(`/p/${listingId(n)}`);
    }
    expect(screen.getByRole('link', { name: P.success.properties }).getAttribute('href')).toBe(
      '/me/properties',
    );
    // Settled: no more polling.
    await elapse(pollIntervalMs * 4);
    expect(api.sentTo(orderPath())).toHaveLength(3);
  });

  it('shows the spec’s failure text with the card declined beside it; "Try again" orders the same and goes straight to the provider', async () => {
    useFakeClock();
    visit(`order=${orderId}&return=1`);
    router.push.mockReset();
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const providerUrl = 'http://localhost:4000/api/payments/sandbox/checkout/x';
    const api = installFakeApi({
      [orderPath()]: (_request, calls) => ({ status: 200, body: calls < 1 ? atProvider : failed }),
      'POST /api/orders': { status: 201, body: order({ id: newOrderId }) },
      [`POST /api/orders/${newOrderId}/checkout`]: {
        status: 200,
        body: { kind: 'redirect', url: providerUrl },
      },
    });
    renderWithProviders(<PaymentView />, { locale: 'en', messages: en });
    await screen.findByTestId('payment-processing');
    await elapse(pollIntervalMs);

    const heading = await screen.findByRole('heading', {
      name: 'Payment failed - An error has occured, please try again.',
    });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByTestId('payment-announcer').textContent).toBe(
      'Payment failed - An error has occured, please try again.',
    );
    expect(screen.getByTestId('payment-failed-reason').textContent).toBe(en.payment.failed.declined);
    fireEvent.click(screen.getByRole('button', { name: en.payment.failed.retry }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(providerUrl));
    expect(router.push).not.toHaveBeenCalled();
    expect(JSON.parse(api.sentTo('POST /api/orders')[0]?.body ?? '{}')).toEqual({
      items: [
        { propertyId: listingId(1), action: 'publish' },
        { propertyId: listingId(2), action: 'renew' },
      ],
    });
    expect(api.sentTo(`PUT /api/orders/${newOrderId}/coupon`)).toHaveLength(0);
    await elapse(pollIntervalMs * 3);
    expect(api.sentTo(orderPath())).toHaveLength(2);
  });

  it('"Try again" applies the failed order’s coupon again; refused, it opens the new order’s page instead', async () => {
    visit(`order=${orderId}`);
    router.push.mockReset();
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    const api = installFakeApi({
      [orderPath()]: {
        status: 200,
        body: order({
          status: 'failed',
          provider: 'sandbox',
          coupon: { code: 'KROV10', percentOff: 10, amountOff: null },
        }),
      },
      'POST /api/orders': { status: 201, body: order({ id: newOrderId }) },
      [`PUT /api/orders/${newOrderId}/coupon`]: { status: 404, body: { message: 'CouponNotFound' } },
    });
    renderWithProviders(<PaymentView />);
    fireEvent.click(await screen.findByRole('button', { name: P.failed.retry }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith(`/payment?order=${newOrderId}`));
    expect(JSON.parse(api.sentTo(`PUT /api/orders/${newOrderId}/coupon`)[0]?.body ?? '{}')).toEqual({
      code: 'KROV10',
    });
    expect(api.sentTo(`POST /api/orders/${newOrderId}/checkout`)).toHaveLength(0);
    expect(assign).not.toHaveBeenCalled();
  });

  it('says in Bosnian that the payment failed, in words of its own', async () => {
    visit(`order=${orderId}`);
    installFakeApi({ [orderPath()]: { status: 200, body: failed } });
    renderWithProviders(<PaymentView />);
    expect(await screen.findByRole('heading', { name: P.failed.title })).toBeTruthy();
    expect(P.failed.title).not.toBe(en.payment.failed.title);
    expect(screen.getByRole('button', { name: P.failed.retry })).toBeTruthy();
  });

  it('stops asking when the page is left, and says the user may leave when it takes long', async () => {
    useFakeClock();
    visit(`order=${orderId}&return=1`);
    const api = verdictAfter(1000, paid);
    const view = renderWithProviders(<PaymentView />);
    await screen.findByTestId('payment-processing');
    expect(screen.queryByTestId('payment-slow')).toBeNull();
    await elapse(slowAfterMs);
    const slow = screen.getByTestId('payment-slow');
    expect(within(slow).getByRole('link', { name: P.processing.orders }).getAttribute('href')).toBe(
      '/me/orders',
    );
    const asked = api.sentTo(orderPath()).length;
    expect(asked).toBeGreaterThanOrEqual(Math.floor(slowAfterMs / pollIntervalMs));

    view.unmount();
    await elapse(pollIntervalMs * 5);
    expect(api.sentTo(orderPath())).toHaveLength(asked);
  });
});

describe('/payment?order={id} of a settled order', () => {
  it('shows a paid order as its receipt: the success and the paid summary, without polling', async () => {
    useFakeClock();
    visit(`order=${orderId}`);
    const api = installFakeApi({ [orderPath()]: { status: 200, body: paid } });
    renderWithProviders(<PaymentView />);
    expect(await screen.findByRole('heading', { name: P.success.title })).toBeTruthy();
    expect(screen.getByText(P.success.paidOn.replace('{date}', '20. 11. 2026.'))).toBeTruthy();
    expect(within(screen.getByTestId('order-summary')).getByTestId('order-total').textContent).toBe('25 KM');
    expect(screen.queryByRole('button', { name: /Plati/ })).toBeNull();
    await elapse(pollIntervalMs * 3);
    expect(api.sentTo(orderPath())).toHaveLength(1);
  });

  it('shows a refunded order with the day it was refunded', async () => {
    visit(`order=${orderId}`);
    installFakeApi({
      [orderPath()]: {
        status: 200,
        body: { ...paid, status: 'refunded', refundedAt: '2026-11-22T10:00:00.000Z' },
      },
    });
    renderWithProviders(<PaymentView />);
    const heading = await screen.findByRole('heading', { name: P.refunded.title });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText(P.refunded.text.replace('{date}', '22. 11. 2026.'))).toBeTruthy();
    expect(screen.getByTestId('payment-announcer').textContent).toBe(P.refunded.title);
  });
});
