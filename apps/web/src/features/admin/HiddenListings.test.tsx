// @vitest-environment happy-dom

import type { AdminHiddenProperty } from '@krov/contracts';
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
import { firstSectionAnswer, logInAs, renderAdmin } from './testing';

registerClientCatalogues();

const T = bs.admin.hiddenListings;
const list = 'GET /api/admin/properties/hidden';
const first = '3f2c1b0a-9d8e-4f7a-8b6c-5d4e3f2a1b0c';
const second = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const restoreOf = (id: string) => `POST /api/admin/properties/${id}/restore`;
let restoreConfig: () => void;

function item(id: string, address: string): AdminHiddenProperty {
  return {
    id,
    address,
    owner: { userId: 'u1', name: 'Amra Hadžić', email: 'amra@example.ba' },
    reason: 'Fotografije s drugog portala.',
    hiddenAt: '2026-11-20T09:30:00.000Z',
  };
}

async function openSection() {
  renderAdmin();
  render(<Toasts />);
  fireEvent.click(await screen.findByRole('button', { name: bs.admin.sections.hideListing }));
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

describe('/admin: the listings moderators hide', () => {
  it('lists them page by page with owner, reason and time', async () => {
    const api = installFakeApi({
      ...firstSectionAnswer,
      [list]: (request) =>
        new URL(request.url, 'http://localhost').searchParams.get('cursor') === 'next'
          ? { status: 200, body: { items: [item(second, 'Druga 2')], nextCursor: null } }
          : { status: 200, body: { items: [item(first, 'Prva 1')], nextCursor: 'next' } },
    });
    logInAs('admin');
    await openSection();
    const card = await screen.findByTestId('admin-hidden-listing');
    expect(within(card).getByRole('heading', { name: 'Prva 1' })).toBeTruthy();
    expect(within(card).getByText('Amra Hadžić · amra@example.ba')).toBeTruthy();
    expect(within(card).getByText('Fotografije s drugog portala.')).toBeTruthy();
    expect(within(card).getByText(/^Sakriven 20\. 11\. 2026\. 10:30/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: T.loadMore }));
    await waitFor(() => expect(screen.getAllByTestId('admin-hidden-listing')).toHaveLength(2));
    expect(api.sentTo(list)).toHaveLength(2);
    expect(screen.queryByRole('button', { name: T.loadMore })).toBeNull();
  });

  it('restores one with a reason: asked first, then it leaves the list and a toast says where it went', async () => {
    const api = installFakeApi({
      ...firstSectionAnswer,
      [list]: {
        status: 200,
        body: { items: [item(first, 'Prva 1'), item(second, 'Druga 2')], nextCursor: null },
      },
      [restoreOf(first)]: { status: 200, body: { status: 'expired' } },
    });
    logInAs('admin');
    await openSection();
    const card = (await screen.findAllByTestId('admin-hidden-listing'))[0] as HTMLElement;
    fireEvent.click(within(card).getByRole('button', { name: T.restore.button }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(T.restore.title.replace('{address}', 'Prva 1'))).toBeTruthy();
    const submit = within(dialog).getByRole('button', { name: T.restore.button });
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(T.restore.reason), {
      target: { value: '  Vlasnik je dokazao da su fotografije njegove. ' },
    });
    fireEvent.click(submit);
    await waitFor(() => expect(api.sentTo(restoreOf(first))).toHaveLength(1));
    expect(JSON.parse(api.sentTo(restoreOf(first))[0]?.body ?? '')).toEqual({
      reason: 'Vlasnik je dokazao da su fotografije njegove.',
    });
    await waitFor(() => expect(screen.getAllByTestId('admin-hidden-listing')).toHaveLength(1));
    expect(screen.getByTestId('admin-hidden-listing').getAttribute('data-id')).toBe(second);
    expect(await screen.findByText(T.restore.done.expired.replace('{address}', 'Prva 1'))).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the listing and the dialog when the api refuses (its toast says why)', async () => {
    const notify = vi.fn();
    restoreConfig();
    restoreConfig = configureApiClient({ notify, navigate: vi.fn() });
    installFakeApi({
      ...firstSectionAnswer,
      [list]: { status: 200, body: { items: [item(first, 'Prva 1')], nextCursor: null } },
      [restoreOf(first)]: { status: 404, body: { message: 'PropertyNotFound' } },
    });
    logInAs('admin');
    await openSection();
    fireEvent.click(await screen.findByRole('button', { name: T.restore.button }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(T.restore.reason), { target: { value: 'Greška.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: T.restore.button }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith(bs.errors.PropertyNotFound));
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.getAllByTestId('admin-hidden-listing')).toHaveLength(1);
  });

  it('says so when moderators hide nothing, and becomes the 404 page when the api says NotFound', async () => {
    installFakeApi({
      ...firstSectionAnswer,
      [list]: { status: 200, body: { items: [], nextCursor: null } },
    });
    logInAs('admin');
    await openSection();
    expect((await screen.findByTestId('admin-hidden-empty')).textContent).toBe(T.empty);
    cleanup();
    getQueryClient().clear();
    installFakeApi({
      ...firstSectionAnswer,
      [list]: { status: 404, body: { message: 'NotFound' } },
    });
    await openSection();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(bs.notFound.title),
    );
  });
});
