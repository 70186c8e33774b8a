// @vitest-environment happy-dom

import { bs } from '@krov/messages';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerClientCatalogues } from '@/i18n/testing';
import { configureApiClient } from '@/shared/api/client-config';
import { installFakeApi } from '@/shared/api/testing/fake-api';
import { resetBrowserState } from '@/shared/api/testing/reset';
import { getQueryClient } from '@/shared/query/query-client';
import { firstSectionAnswer, logInAs, renderAdmin } from './testing';

registerClientCatalogues();

const T = bs.admin.hideListing;
const id = '3f2c1b0a-9d8e-4f7a-8b6c-5d4e3f2a1b0c';
const hide = `POST /api/admin/properties/${id}/hide`;
const hidden = 'GET /api/admin/properties/hidden';
const noneHidden = { status: 200, body: { items: [], nextCursor: null } };
let restoreConfig: () => void;

async function fillIn(address: string, reason: string) {
  renderAdmin();
  fireEvent.click(await screen.findByRole('button', { name: bs.admin.sections.hideListing }));
  fireEvent.change(screen.getByLabelText(T.address), { target: { value: address } });
  fireEvent.change(screen.getByLabelText(T.reason), { target: { value: reason } });
  fireEvent.click(screen.getByRole('button', { name: T.button }));
}

beforeEach(() => {
  resetBrowserState();
  restoreConfig = configureApiClient({ notify: vi.fn(), navigate: vi.fn() });
});

afterEach(() => {
  cleanup();
  getQueryClient().clear();
  restoreConfig();
  vi.unstubAllGlobals();
});

describe('/admin hide a listing', () => {
  it('asks first, then sends the id from the /p/ address with the reason, says it is done and lists it', async () => {
    const api = installFakeApi({
      ...firstSectionAnswer,
      [hide]: { status: 204 },
      [hidden]: (_request, calls) =>
        calls === 0
          ? noneHidden
          : {
              status: 200,
              body: {
                items: [
                  {
                    id,
                    address: 'Sumnjiva 13',
                    owner: { userId: 'u1', name: 'Amra Hadžić', email: 'amra@example.ba' },
                    reason: 'Lažan oglas, traži kaparu.',
                    hiddenAt: '2026-11-20T09:30:00.000Z',
                  },
                ],
                nextCursor: null,
              },
            },
    });
    logInAs('admin');
    await fillIn(`https://krov.ba/en/p/${id}?photo=2`, '  Lažan oglas, traži kaparu.  ');
    const dialog = await screen.findByRole('dialog');
    expect(api.sentTo(hide)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: T.confirmButton }));
    await waitFor(() => expect(api.sentTo(hide)).toHaveLength(1));
    expect(JSON.parse(api.sentTo(hide)[0]?.body ?? '')).toEqual({ reason: 'Lažan oglas, traži kaparu.' });
    expect((await screen.findByTestId('admin-hide-done')).textContent).toBe(T.done);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await screen.findByTestId('admin-hidden-listing')).getAttribute('data-id')).toBe(id);
  });

  it('sends nothing when the admin cancels or the address holds no listing id', async () => {
    const api = installFakeApi({
      ...firstSectionAnswer,
      [hidden]: noneHidden,
    });
    logInAs('admin');
    await fillIn('https://krov.ba/search', 'Razlog');
    expect(screen.getByText(T.addressInvalid)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.change(screen.getByLabelText(T.address), { target: { value: id } });
    fireEvent.click(screen.getByRole('button', { name: T.button }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: bs.common.cancel }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sentTo(hide)).toHaveLength(0);
    expect(screen.getByTestId('admin-hide-done').textContent).toBe('');
  });

  it('leaves the form as it was when the api refuses (its toast says why)', async () => {
    const notify = vi.fn();
    restoreConfig();
    restoreConfig = configureApiClient({ notify, navigate: vi.fn() });
    installFakeApi({
      ...firstSectionAnswer,
      [hide]: { status: 403, body: { message: 'ActionForbidden' } },
      [hidden]: noneHidden,
    });
    logInAs('admin');
    await fillIn(id, 'Razlog');
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: T.confirmButton }));
    await waitFor(() => expect(notify).toHaveBeenCalled());
    expect(screen.getByTestId('admin-hide-done').textContent).toBe('');
    expect((screen.getByLabelText(T.address) as HTMLInputElement).value).toBe(id);
  });
});
