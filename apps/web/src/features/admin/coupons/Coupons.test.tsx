// @vitest-environment happy-dom

import type { AdminCoupon } from '@krov/contracts';
import { bs } from '@krov/messages';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerClientCatalogues } from '@/i18n/testing';
import { configureApiClient } from '@/shared/api/client-config';
import { installFakeApi } from '@/shared/api/testing/fake-api';
import { resetBrowserState } from '@/shared/api/testing/reset';
import { getQueryClient } from '@/shared/query/query-client';
import { Toasts } from '@/shared/ui/Toasts';
import { loadToasts } from '@/shared/ui/toast';
import { firstSectionAnswer, logInAs, renderAdmin } from '../testing';

registerClientCatalogues();

const T = bs.admin.coupons;
const list = 'GET /api/admin/coupons';
const create = 'POST /api/admin/coupons';
const disableOf = (id: string) => `POST /api/admin/coupons/${id}/disable`;
let restoreConfig: () => void;

let sequence = 0;
function coupon(change: Partial<AdminCoupon> = {}): AdminCoupon {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    code: `KOD${sequence}`,
    percentOff: 20,
    amountOff: null,
    // Sarajevo's midnights: 1 Jan 2020 until (not including) 1 Jan 2099.
    validFrom: '2019-12-31T23:00:00.000Z',
    validUntil: '2098-12-31T23:00:00.000Z',
    maxUses: 10,
    uses: 3,
    disabledAt: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    ...change,
  };
}

async function openSection() {
  renderAdmin();
  render(<Toasts />);
  fireEvent.click(await screen.findByRole('button', { name: bs.admin.sections.coupons }));
}

const rowOf = (code: string) =>
  screen.getByRole('rowheader', { name: code }).closest('tr') as HTMLTableRowElement;
const cells = (code: string) => {
  const row = within(rowOf(code));
  return {
    discount: row.getByTestId('admin-coupon-discount').textContent,
    window: row.getByTestId('admin-coupon-window').textContent,
    uses: row.getByTestId('admin-coupon-uses').textContent,
    state: row.getByTestId('admin-coupon-state').textContent,
    canDisable: row.queryByRole('button', { name: T.disable.named.replace('{code}', code) }) !== null,
  };
};

function fill(fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
}

beforeEach(() => {
  resetBrowserState();
  restoreConfig = configureApiClient({ notify: vi.fn(), navigate: vi.fn() });
});

afterEach(async () => {
  const toastify = await loadToasts();
  act(() => toastify.toast.dismiss());
  cleanup();
  getQueryClient().clear();
  restoreConfig();
  vi.unstubAllGlobals();
});

describe('/admin: coupons', () => {
  it('lists every coupon with its discount, window, uses and state; only a live one can be disabled', async () => {
    installFakeApi({
      ...firstSectionAnswer,
      [list]: {
        status: 200,
        body: {
          items: [
            coupon({ code: 'AKTIVAN' }),
            coupon({ code: 'FIKSNI', percentOff: null, amountOff: 5.5 }),
            coupon({ code: 'UGASEN', disabledAt: '2026-11-02T10:00:00.000Z' }),
            coupon({ code: 'STARI', validUntil: '2020-12-31T23:00:00.000Z' }),
            coupon({ code: 'POTROSEN', uses: 10 }),
            coupon({ code: 'BUDUCI', validFrom: '2097-12-31T23:00:00.000Z' }),
          ],
        },
      },
    });
    logInAs('admin');
    await openSection();
    await screen.findByTestId('admin-coupons');
    expect(cells('AKTIVAN')).toEqual({
      discount: '20 %',
      window: '1. 1. 2020. – 31. 12. 2098.',
      uses: '3 / 10',
      state: T.states.active,
      canDisable: true,
    });
    expect(cells('FIKSNI')).toMatchObject({ discount: '5,50 KM', state: T.states.active });
    expect(cells('UGASEN')).toMatchObject({ state: T.states.disabled, canDisable: false });
    expect(cells('STARI')).toMatchObject({
      window: '1. 1. 2020. – 31. 12. 2020.',
      state: T.states.expired,
      canDisable: false,
    });
    expect(cells('POTROSEN')).toMatchObject({ uses: '10 / 10', state: T.states.usedUp, canDisable: true });
    expect(cells('BUDUCI')).toMatchObject({ state: T.states.scheduled, canDisable: true });
  });

  it('creates one: the api’s error lands on its field, then the new coupon tops the list', async () => {
    const api = installFakeApi({
      ...firstSectionAnswer,
      [list]: { status: 200, body: { items: [coupon({ code: 'STARIJI' })] } },
      [create]: (_request, calls) =>
        calls === 0
          ? {
              status: 400,
              body: {
                message: 'ValidationErrors',
                validationErrors: [{ field: 'code', error: 'Invalid', extra: {} }],
              },
            }
          : {
              status: 201,
              body: coupon({
                code: 'LJETO-5',
                percentOff: null,
                amountOff: 2.5,
                validFrom: '2026-06-30T22:00:00.000Z',
                validUntil: '2026-08-31T22:00:00.000Z',
                maxUses: 50,
                uses: 0,
              }),
            },
    });
    logInAs('admin');
    await openSection();
    await screen.findByTestId('admin-coupons');
    fill({ [bs.fields.couponCode]: 'ljeto-5 ' });
    fireEvent.click(screen.getByRole('radio', { name: T.form.kinds.amount }));
    fill({
      [bs.fields.discount]: '2,50',
      [bs.fields.validFrom]: '2026-07-01',
      [bs.fields.validUntil]: '2026-08-31',
      [bs.fields.maxUses]: '50',
    });
    fireEvent.click(screen.getByRole('button', { name: T.form.submit }));

    const code = screen.getByLabelText(bs.fields.couponCode);
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(T.form.codeTaken)).toBeTruthy();
    expect(document.activeElement).toBe(code);
    expect(JSON.parse(api.sentTo(create)[0]?.body ?? '')).toEqual({
      code: 'ljeto-5',
      amountOff: 2.5,
      // Summer time: the first day's midnight and the one after the last day, in Sarajevo.
      validFrom: '2026-07-01T00:00:00+02:00',
      validUntil: '2026-09-01T00:00:00+02:00',
      maxUses: 50,
    });
    expect(screen.getAllByTestId('admin-coupon')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: T.form.submit }));
    await waitFor(() => expect(screen.getAllByTestId('admin-coupon')).toHaveLength(2));
    const rows = screen.getAllByTestId('admin-coupon');
    expect(within(rows[0] as HTMLElement).getByRole('rowheader').textContent).toBe('LJETO-5');
    expect(cells('LJETO-5')).toMatchObject({
      discount: '2,50 KM',
      window: '1. 7. 2026. – 31. 8. 2026.',
      uses: '0 / 50',
    });
    expect(await screen.findByText(T.form.created.replace('{code}', 'LJETO-5'))).toBeTruthy();
    expect((screen.getByLabelText(bs.fields.couponCode) as HTMLInputElement).value).toBe('');
    expect(api.sentTo(list)).toHaveLength(1);
  });

  it('checks the form before sending: a percentage above 100, a last day before the first', async () => {
    const api = installFakeApi({
      ...firstSectionAnswer,
      [list]: { status: 200, body: { items: [] } },
    });
    logInAs('admin');
    await openSection();
    expect((await screen.findByTestId('admin-coupons-empty')).textContent).toBe(T.empty);
    fill({
      [bs.fields.couponCode]: 'POPUST',
      [bs.fields.discount]: '150',
      [bs.fields.validFrom]: '2026-12-10',
      [bs.fields.validUntil]: '2026-12-01',
      [bs.fields.maxUses]: '5',
    });
    fireEvent.click(screen.getByRole('button', { name: T.form.submit }));
    expect(await screen.findByText(bs.validation.LessThanOrEqual.replace('{max}', '100'))).toBeTruthy();
    expect(screen.getByText(T.form.untilBeforeFrom)).toBeTruthy();
    expect(api.sentTo(create)).toHaveLength(0);
  });

  it('disables one after asking: its state changes and its button goes', async () => {
    const live = coupon({ code: 'ZIMA' });
    const api = installFakeApi({
      ...firstSectionAnswer,
      [list]: { status: 200, body: { items: [live] } },
      [disableOf(live.id)]: { status: 200, body: { ...live, disabledAt: '2026-11-26T12:00:00.000Z' } },
    });
    logInAs('admin');
    await openSection();
    await screen.findByTestId('admin-coupons');
    fireEvent.click(screen.getByRole('button', { name: T.disable.named.replace('{code}', 'ZIMA') }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(T.disable.title.replace('{code}', 'ZIMA'))).toBeTruthy();
    expect(api.sentTo(disableOf(live.id))).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: T.disable.confirm }));
    await waitFor(() => expect(cells('ZIMA').state).toBe(T.states.disabled));
    expect(api.sentTo(disableOf(live.id))).toHaveLength(1);
    expect(cells('ZIMA').canDisable).toBe(false);
    expect(await screen.findByText(T.disable.done.replace('{code}', 'ZIMA'))).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('becomes the 404 page when the api says NotFound', async () => {
    installFakeApi({
      ...firstSectionAnswer,
      [list]: { status: 404, body: { message: 'NotFound' } },
    });
    logInAs('admin');
    await openSection();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(bs.notFound.title),
    );
  });
});
