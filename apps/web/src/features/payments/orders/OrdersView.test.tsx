// @vitest-environment happy-dom

import { bs } from '@krov/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { registerClientCatalogues } from '@/i18n/testing';
import { installFakeApi } from '@/shared/api/testing/fake-api';
import { order, renderWithProviders, setUpPaymentTests } from '../testing';
import { OrdersView } from './OrdersView';

registerClientCatalogues();
vi.mock('next/link', async () => ({ default: (await import('../testing')).PlainLink }));

const O = bs.orders;
const listPath = 'GET /api/users/me/orders';
setUpPaymentTests(() => '/me/orders');

const id = (n: number) => `5f0c3a2e-8b1d-4c6e-9a7f-${String(n).padStart(12, '0')}`;
const paid = order({
  id: id(1),
  status: 'paid',
  createdAt: '2026-11-20T09:00:00.000Z',
  paidAt: '2026-11-20T09:05:00.000Z',
  coupon: { code: 'KROV10', percentOff: 10, amountOff: null },
  discount: 2.5,
  total: 22.5,
});
const failed = order({
  id: id(2),
  status: 'failed',
  createdAt: '2026-11-18T15:30:00.000Z',
  items: [order().items[1] as ReturnType<typeof order>['items'][number]],
  subtotal: 5,
  total: 5,
});
const pending = order({ id: id(3), createdAt: '2026-11-17T08:00:00.000Z' });
const refunded = order({ id: id(4), status: 'refunded', createdAt: '2026-11-10T08:00:00.000Z' });

const rows = () => screen.getAllByTestId('order-row');
const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].map((td) => td.textContent);

describe('/me/orders', () => {
  it('lists each order’s date, listings, amount and status in words, with a receipt for a paid one', async () => {
    installFakeApi({
      [listPath]: { status: 200, body: { items: [paid, failed, pending, refunded], nextCursor: null } },
    });
    renderWithProviders(<OrdersView />);
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(screen.getByRole('table', { name: O.caption })).toBeTruthy();
    expect(cells(rows()[0] as HTMLElement)).toEqual([
      '20. 11. 2026.',
      'Titova 1, Sarajevo, Ferhadija 12, Sarajevo',
      '22,50 KM',
      O.statuses.paid,
      O.receipt,
    ]);
    expect(cells(rows()[1] as HTMLElement)).toEqual([
      '18. 11. 2026.',
      'Ferhadija 12, Sarajevo',
      '5 KM',
      O.statuses.failed,
      '',
    ]);
    expect(rows().map((row) => within(row).getByTestId('order-status').textContent)).toEqual([
      O.statuses.paid,
      O.statuses.failed,
      O.statuses.pending,
      O.statuses.refunded,
    ]);
    const receipt = within(rows()[0] as HTMLElement).getByRole('link', {
      name: `${O.receipt}: ${O.orderOf.replace('{date}', '20. 11. 2026.')}`,
    });
    expect(receipt.getAttribute('href')).toBe(`/payment?order=${id(1)}`);
    expect(within(rows()[1] as HTMLElement).queryByRole('link')).toBeNull();
    expect(within(rows()[2] as HTMLElement).getByRole('link').textContent).toBe(O.continue);
    expect(
      within(rows()[2] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe(`/payment?order=${id(3)}`);
    expect(within(rows()[3] as HTMLElement).getByRole('link').textContent).toBe(O.receipt);
    expect(screen.queryByRole('button', { name: O.loadMore })).toBeNull();
  });

  it('loads the next page by the api’s cursor, below the first', async () => {
    const api = installFakeApi({
      [listPath]: (request) =>
        new URL(request.url, 'http://localhost').searchParams.get('cursor') === 'next-page'
          ? { status: 200, body: { items: [refunded], nextCursor: null } }
          : { status: 200, body: { items: [paid, failed], nextCursor: 'next-page' } },
    });
    renderWithProviders(<OrdersView />);
    fireEvent.click(await screen.findByRole('button', { name: O.loadMore }));
    await waitFor(() => expect(rows().map((row) => row.dataset.orderId)).toEqual([id(1), id(2), id(4)]));
    const asked = api
      .sentTo(listPath)
      .map((sent) => Object.fromEntries(new URL(sent.url, 'http://localhost').searchParams));
    expect(asked).toEqual([{ limit: '20' }, { cursor: 'next-page', limit: '20' }]);
    expect(screen.queryByRole('button', { name: O.loadMore })).toBeNull();
  });

  it('says when nothing was paid yet, with a way to the listings', async () => {
    installFakeApi({ [listPath]: { status: 200, body: { items: [], nextCursor: null } } });
    renderWithProviders(<OrdersView />);
    expect(await screen.findByText(O.empty)).toBeTruthy();
    expect(screen.getByRole('link', { name: O.browse }).getAttribute('href')).toBe('/me/properties');
  });

  it('offers to try again when the list cannot be loaded', async () => {
    let fail = true;
    installFakeApi({
      [listPath]: () =>
        fail
          ? { status: 500, body: { message: 'InternalServerError' } }
          : { status: 200, body: { items: [paid], nextCursor: null } },
    });
    renderWithProviders(<OrdersView />);
    expect(await screen.findByText(O.loadFailed)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: bs.common.tryAgain }));
    await waitFor(() => expect(rows()).toHaveLength(1));
  });
});
