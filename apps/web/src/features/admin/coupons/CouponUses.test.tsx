// @vitest-environment happy-dom

import type { AdminCoupon, AdminCouponUsesResponse } from '@krov/contracts';
import { bs } from '@krov/messages';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { registerClientCatalogues } from '@/i18n/testing';
import { configureApiClient } from '@/shared/api/client-config';
import { installFakeApi } from '@/shared/api/testing/fake-api';
import { resetBrowserState } from '@/shared/api/testing/reset';
import { getQueryClient } from '@/shared/query/query-client';
import { firstSectionAnswer, logInAs, renderAdmin } from '../testing';

registerClientCatalogues();

const T = bs.admin.coupons.uses;
const statuses = bs.admin.orders.statuses;
const list = 'GET /api/admin/coupons';
const usesOf = (id: string) => `GET /api/admin/coupons/${id}/uses`;
let notify: Mock<(text: string) => void>;
let restoreConfig: () => void;

const ljeto: AdminCoupon = {
  id: '00000000-0000-4000-8000-000000000001',
  code: 'LJETO',
  percentOff: 20,
  amountOff: null,
  validFrom: '2019-12-31T23:00:00.000Z',
  validUntil: '2098-12-31T23:00:00.000Z',
  maxUses: 10,
  uses: 2,
  disabledAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
};
const zima: AdminCoupon = { ...ljeto, id: '00000000-0000-4000-8000-000000000002', code: 'ZIMA' };

type Use = AdminCouponUsesResponse['items'][number];
const newest: Use = {
  orderId: 'a1b2c3d4-0000-4000-8000-000000000009',
  orderStatus: 'paid',
  total: 12.5,
  user: { id: '00000000-0000-4000-8000-0000000000aa', name: 'Amra Hodžić', email: 'amra@example.ba' },
  // Winter: Sarajevo is UTC+1.
  usedAt: '2026-11-23T13:05:00.000Z',
};
const older: Use = {
  orderId: 'ff00ee11-0000-4000-8000-000000000008',
  orderStatus: 'pending',
  total: 8,
  user: null,
  // Summer: UTC+2.
  usedAt: '2026-07-01T08:30:00.000Z',
};

async function openSection() {
  renderAdmin();
  fireEvent.click(await screen.findByRole('button', { name: bs.admin.sections.coupons }));
  await screen.findByTestId('admin-coupons');
}

const usesButton = (code: string) => screen.getByRole('button', { name: T.named.replace('{code}', code) });

/** The uses' rows as the admin reads them: when, buyer, number, status, total. */
function usesRows() {
  const table = screen.getByRole('table', { name: T.caption.replace('{code}', 'LJETO') });
  return within(table)
    .getAllByTestId('admin-coupon-use')
    .map((row) => Array.from(row.children, (cell) => cell.textContent));
}

beforeEach(() => {
  resetBrowserState();
  notify = vi.fn();
  restoreConfig = configureApiClient({ notify, navigate: vi.fn() });
});

afterEach(() => {
  cleanup();
  getQueryClient().clear();
  restoreConfig();
  vi.unstubAllGlobals();
});

describe('/admin: a coupon’s uses', () => {
  it('loads them only when opened and shows when, the buyer, the order’s number, status and total', async () => {
    const api = installFakeApi({
      ...firstSectionAnswer,
      [list]: { status: 200, body: { items: [ljeto, zima] } },
      [usesOf(ljeto.id)]: { status: 200, body: { items: [newest, older] } },
    });
    logInAs('admin');
    await openSection();
    const button = usesButton('LJETO');
    expect(button.textContent).toBe(T.button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(api.sentTo(usesOf(ljeto.id))).toHaveLength(0);
    expect(screen.queryByTestId('admin-coupon-uses-row')).toBeNull();

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(screen.queryAllByTestId('admin-coupon-use')).toHaveLength(2));
    expect(usesRows()).toEqual([
      ['23. 11. 2026. 14:05', 'Amra Hodžićamra@example.ba', 'A1B2C3D4', statuses.paid, '12,50 KM'],
      ['1. 7. 2026. 10:30', bs.admin.orders.noBuyer, 'FF00EE11', statuses.pending, '8 KM'],
    ]);
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel?.contains(screen.getByTestId('admin-coupon-uses-list'))).toBe(true);
    // Only the opened coupon's uses were asked for.
    expect(api.sentTo(usesOf(ljeto.id))).toHaveLength(1);
    expect(usesButton('ZIMA').getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.hasAttribute('aria-controls')).toBe(false);
    expect(screen.queryByTestId('admin-coupon-uses-row')).toBeNull();
    // Opened again, they are read again.
    fireEvent.click(button);
    await waitFor(() => expect(api.sentTo(usesOf(ljeto.id))).toHaveLength(2));
    expect(usesRows()).toHaveLength(2);
  });

  it('says no one has used it yet when there are none', async () => {
    installFakeApi({
      ...firstSectionAnswer,
      [list]: { status: 200, body: { items: [ljeto] } },
      [usesOf(ljeto.id)]: { status: 200, body: { items: [] } },
    });
    logInAs('admin');
    await openSection();
    fireEvent.click(usesButton('LJETO'));
    expect((await screen.findByTestId('admin-coupon-uses-empty')).textContent).toBe(T.empty);
    expect(screen.queryByTestId('admin-coupon-uses-list')).toBeNull();
  });

  it('says when they could not be loaded, without a toast, and "Try again" loads them', async () => {
    const api = installFakeApi({
      ...firstSectionAnswer,
      [list]: { status: 200, body: { items: [ljeto] } },
      [usesOf(ljeto.id)]: (_request, calls) =>
        calls === 0
          ? { status: 500, body: { message: 'InternalServerError' } }
          : { status: 200, body: { items: [newest] } },
    });
    logInAs('admin');
    await openSection();
    fireEvent.click(usesButton('LJETO'));
    const failed = await screen.findByTestId('admin-coupon-uses-failed');
    expect(within(failed).getByText(T.loadFailed)).toBeTruthy();
    expect(screen.queryByTestId('admin-coupon-uses-list')).toBeNull();
    expect(notify).not.toHaveBeenCalled();

    fireEvent.click(within(failed).getByRole('button', { name: bs.common.tryAgain }));
    await waitFor(() => expect(screen.queryAllByTestId('admin-coupon-use')).toHaveLength(1));
    expect(usesRows()[0]).toEqual([
      '23. 11. 2026. 14:05',
      'Amra Hodžićamra@example.ba',
      'A1B2C3D4',
      statuses.paid,
      '12,50 KM',
    ]);
    expect(screen.queryByTestId('admin-coupon-uses-failed')).toBeNull();
    expect(api.sentTo(usesOf(ljeto.id))).toHaveLength(2);
  });
});
