// @vitest-environment happy-dom

import type { AdminOrder } from '@krov/contracts';
import { bs } from '@krov/messages';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerClientCatalogues } from '@/i18n/testing';
import { configureApiClient } from '@/shared/api/client-config';
import { installFakeApi, type SentRequest } from '@/shared/api/testing/fake-api';
import { resetBrowserState } from '@/shared/api/testing/reset';
import { getQueryClient } from '@/shared/query/query-client';
import { Toasts } from '@/shared/ui/Toasts';
import { loadToasts } from '@/shared/ui/toast';
import { firstSectionAnswer, logInAs, renderAdmin } from '../testing';

registerClientCatalogues();

const T = bs.admin.orders;
const list = 'GET /api/admin/orders';
const paidId = '3f2c1b0a-9d8e-4f7a-8b6c-5d4e3f2a1b0c';
const failedId = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const refundOf = (id: string) => `POST /api/admin/orders/${id}/refund`;
let restoreConfig: () => void;
let notify: ReturnType<typeof vi.fn<(text: string) => void>>;

function order(id: string, change: Partial<AdminOrder> = {}): AdminOrder {
  return {
    id,
    number: id.slice(0, 8).toUpperCase(),
    applied: 'all',
    status: 'paid',
    items: [
      {
        propertyId: '11111111-1111-4111-8111-111111111111',
        action: 'publish',
        listingType: 'sell',
        address: 'Titova 1, Sarajevo',
        days: 30,
        amount: 10,
      },
      {
        propertyId: '22222222-2222-4222-8222-222222222222',
        action: 'renew',
        listingType: 'rent',
        address: 'Maršala Tita 5, Mostar',
        days: 30,
        amount: 5,
      },
    ],
    invoiceId: null,
    subtotal: 15,
    discount: 2.5,
    total: 12.5,
    currency: 'BAM',
    coupon: null,
    provider: 'sandbox',
    createdAt: '2026-11-20T09:30:00.000Z',
    paidAt: '2026-11-20T09:31:00.000Z',
    refundedAt: null,
    buyer: { id: '33333333-3333-4333-8333-333333333333', name: 'Amra Hadžić', email: 'amra@example.ba' },
    ...change,
  };
}

const queryOf = (request: SentRequest | undefined) =>
  Object.fromEntries(new URL(request?.url ?? '', 'http://localhost').searchParams);

async function openSection() {
  renderAdmin();
  render(<Toasts />);
  fireEvent.click(await screen.findByRole('button', { name: bs.admin.sections.orders }));
}

const rowOf = (id: string) =>
  screen.getAllByTestId('admin-order').find((row) => row.getAttribute('data-id') === id) as HTMLElement;
const refundButton = (id: string) =>
  within(rowOf(id)).queryByRole('button', {
    name: T.refund.named.replace('{number}', id.slice(0, 8).toUpperCase()),
  });

beforeEach(() => {
  resetBrowserState();
  notify = vi.fn();
  restoreConfig = configureApiClient({ notify, navigate: vi.fn() });
});

afterEach(async () => {
  const toastify = await loadToasts();
  act(() => toastify.toast.dismiss());
  cleanup();
  getQueryClient().clear();
  restoreConfig();
  vi.unstubAllGlobals();
});

describe('/admin: orders', () => {
  it('shows each order’s date, number, buyer, listings, total and status, and searches by number, e-mail and status', async () => {
    const api = installFakeApi({
      ...firstSectionAnswer,
      [list]: (request) => {
        const { q } = queryOf(request);
        const items = q
          ? [order(paidId)]
          : [
              order(paidId),
              order(failedId, { status: 'failed', buyer: null, items: [], total: 120, applied: null }),
            ];
        return { status: 200, body: { items, nextCursor: null } };
      },
    });
    logInAs('admin');
    await openSection();
    await waitFor(() => expect(screen.getAllByTestId('admin-order')).toHaveLength(2));
    expect(queryOf(api.sentTo(list)[0])).toEqual({});
    const paid = within(rowOf(paidId));
    expect(paid.getByText('20. 11. 2026. 10:30')).toBeTruthy();
    expect(paid.getByRole('rowheader').textContent).toBe('3F2C1B0A');
    expect(paid.getByText('Amra Hadžić')).toBeTruthy();
    expect(paid.getByText('amra@example.ba')).toBeTruthy();
    expect(paid.getByText('Titova 1, Sarajevo, Maršala Tita 5, Mostar')).toBeTruthy();
    expect(paid.getByText('12,50 KM')).toBeTruthy();
    expect(paid.getByTestId('admin-order-status').textContent).toBe(T.statuses.paid);
    const failed = within(rowOf(failedId));
    expect(failed.getByText(T.noBuyer)).toBeTruthy();
    expect(failed.getByText(T.invoice)).toBeTruthy();
    expect(failed.getByText('120 KM')).toBeTruthy();
    expect(failed.getByTestId('admin-order-status').textContent).toBe(T.statuses.failed);
    // Issue 27: what a paid order applied; nothing while none was paid.
    expect(paid.getByTestId('admin-order-applied').textContent).toBe(T.applied.all);
    expect(failed.queryByTestId('admin-order-applied')).toBeNull();
    expect(refundButton(paidId)).toBeTruthy();
    expect(refundButton(failedId)).toBeNull();

    fireEvent.change(screen.getByLabelText(T.search), { target: { value: ' 3F2C1B0A ' } });
    fireEvent.click(screen.getByRole('button', { name: T.searchButton }));
    await waitFor(() => expect(api.sentTo(list)).toHaveLength(2));
    expect(queryOf(api.sentTo(list)[1])).toEqual({ q: '3F2C1B0A' });
    await waitFor(() => expect(screen.getAllByTestId('admin-order')).toHaveLength(1));

    fireEvent.change(screen.getByLabelText(T.search), { target: { value: 'amra@example.ba' } });
    fireEvent.change(screen.getByLabelText(T.status), { target: { value: 'refunded' } });
    await waitFor(() => expect(api.sentTo(list)).toHaveLength(3));
    expect(queryOf(api.sentTo(list)[2])).toEqual({ q: 'amra@example.ba', status: 'refunded' });

    fireEvent.change(screen.getByLabelText(T.search), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText(T.status), { target: { value: '' } });
    await waitFor(() => expect(api.sentTo(list).length).toBeGreaterThanOrEqual(4));
    expect(queryOf(api.sentTo(list).at(-1))).toEqual({});
  });

  it('says so when nothing matches, and loads more by the cursor with the same search', async () => {
    const api = installFakeApi({
      ...firstSectionAnswer,
      [list]: (request) => {
        const { cursor, status } = queryOf(request);
        if (status === 'pending') return { status: 200, body: { items: [], nextCursor: null } };
        return cursor === 'next'
          ? { status: 200, body: { items: [order(failedId, { status: 'refunded' })], nextCursor: null } }
          : { status: 200, body: { items: [order(paidId)], nextCursor: 'next' } };
      },
    });
    logInAs('admin');
    await openSection();
    fireEvent.change(await screen.findByLabelText(T.status), { target: { value: 'pending' } });
    expect((await screen.findByTestId('admin-orders-empty')).textContent).toBe(T.empty);
    fireEvent.change(screen.getByLabelText(T.status), { target: { value: 'paid' } });
    await screen.findByTestId('admin-order');
    fireEvent.click(screen.getByRole('button', { name: T.loadMore }));
    await waitFor(() => expect(screen.getAllByTestId('admin-order')).toHaveLength(2));
    expect(queryOf(api.sentTo(list).at(-1))).toEqual({ status: 'paid', cursor: 'next' });
    expect(screen.queryByRole('button', { name: T.loadMore })).toBeNull();
  });

  it('refunds a paid order with a reason of at least 3 characters, and its row says refunded', async () => {
    const api = installFakeApi({
      ...firstSectionAnswer,
      [list]: { status: 200, body: { items: [order(paidId)], nextCursor: null } },
      [refundOf(paidId)]: {
        status: 200,
        body: order(paidId, { status: 'refunded', refundedAt: '2026-11-26T12:00:00.000Z' }),
      },
    });
    logInAs('admin');
    await openSection();
    await screen.findByTestId('admin-order');
    fireEvent.click(refundButton(paidId) as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(T.refund.title.replace('{number}', '3F2C1B0A'))).toBeTruthy();
    expect(within(dialog).getByText(T.refund.text.replace('{amount}', '12,50 KM'))).toBeTruthy();
    const reason = within(dialog).getByLabelText(T.refund.reason);
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    const submit = within(dialog).getByRole('button', { name: T.refund.button });
    fireEvent.change(reason, { target: { value: '  ok  ' } });
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.change(reason, { target: { value: ' Kupac je platio dvaput. ' } });
    expect(submit.hasAttribute('disabled')).toBe(false);
    fireEvent.click(submit);
    await waitFor(() =>
      expect(within(rowOf(paidId)).getByTestId('admin-order-status').textContent).toBe(T.statuses.refunded),
    );
    expect(api.sentTo(refundOf(paidId)).map((request) => JSON.parse(request.body ?? ''))).toEqual([
      { reason: 'Kupac je platio dvaput.' },
    ]);
    expect(refundButton(paidId)).toBeNull();
    expect(
      await screen.findByText(T.refund.done.replace('{amount}', '12,50 KM').replace('{number}', '3F2C1B0A')),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sentTo(list)).toHaveLength(1);
  });

  it('says an order the api will not refund cannot be, and shows it as it is now', async () => {
    const api = installFakeApi({
      ...firstSectionAnswer,
      [list]: (_request, calls) => ({
        status: 200,
        body: { items: [order(paidId, calls === 0 ? {} : { status: 'failed' })], nextCursor: null },
      }),
      [refundOf(paidId)]: { status: 403, body: { message: 'ActionForbidden' } },
    });
    logInAs('admin');
    await openSection();
    await screen.findByTestId('admin-order');
    fireEvent.click(refundButton(paidId) as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(T.refund.reason), { target: { value: 'Dupla uplata.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: T.refund.button }));
    expect(await screen.findByText(T.refund.forbidden.replace('{number}', '3F2C1B0A'))).toBeTruthy();
    await waitFor(() =>
      expect(within(rowOf(paidId)).getByTestId('admin-order-status').textContent).toBe(T.statuses.failed),
    );
    expect(api.sentTo(list)).toHaveLength(2);
    expect(notify).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('flags a paid order that applied nothing, with the number the api gives', async () => {
    installFakeApi({
      ...firstSectionAnswer,
      [list]: {
        status: 200,
        body: { items: [order(paidId, { applied: 'none', number: 'A1B2C3D4' })], nextCursor: null },
      },
    });
    logInAs('admin');
    await openSection();
    const row = within(await waitFor(() => rowOf(paidId)));
    expect(row.getByRole('rowheader').textContent).toBe('A1B2C3D4');
    expect(row.getByTestId('admin-order-applied').textContent).toBe(T.applied.none);
  });
});
