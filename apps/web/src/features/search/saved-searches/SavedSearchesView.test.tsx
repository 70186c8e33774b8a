// @vitest-environment happy-dom

import type { SavedSearchResponse } from '@krov/contracts';
import { bs } from '@krov/messages';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerClientCatalogues } from '@/i18n/testing';
import { configureApiClient } from '@/shared/api/client-config';
import { type Answer, deferred, installFakeApi, type Route } from '@/shared/api/testing/fake-api';
import { logIn, resetBrowserState } from '@/shared/api/testing/reset';
import { QueryProvider } from '@/shared/query/QueryProvider';
import { getQueryClient } from '@/shared/query/query-client';
import { SavedSearchesView } from './SavedSearchesView';

registerClientCatalogues();
const router = { push: vi.fn(), replace: vi.fn() };
vi.mock('next/navigation', () => ({ useRouter: () => router }));
vi.mock('next/link', () => ({
  default: ({
    href,
    children,
    prefetch: _prefetch,
    ...props
  }: {
    href: string;
    children: ReactNode;
    prefetch?: boolean;
  }) => (
    <a href={href} {...props}>
      {children}
    </a>
  ),
}));

const id = (n: number) => `c0ffee00-0000-4000-8000-${String(n).padStart(12, '0')}`;
const listPath = 'GET /api/users/me/saved-searches';
const one = (n: number) => `/api/users/me/saved-searches/${id(n)}`;
let notify: ReturnType<typeof vi.fn<(text: string) => void>>;
let restoreConfig: () => void;

const flat: SavedSearchResponse = {
  id: id(1),
  filters: {
    listingType: 'sell',
    place: 'centar-sarajevo',
    propertyType: ['apartment'],
    priceMax: 200_000,
    bedroomsMin: 2,
  },
  placeName: 'Centar Sarajevo',
  notifyFrequency: 'instant',
  createdAt: '2026-11-20T09:00:00.000Z',
  newMatches: 3,
};
const houses: SavedSearchResponse = {
  id: id(2),
  filters: { listingType: 'rent', propertyType: ['house'] },
  placeName: null,
  notifyFrequency: 'daily',
  createdAt: '2026-11-19T09:00:00.000Z',
  newMatches: 0,
};
const flatName = 'Stan, prodaja, Centar Sarajevo, do 200.000 KM, 2+ spavaće sobe';

beforeEach(() => {
  resetBrowserState();
  logIn();
  notify = vi.fn<(text: string) => void>();
  restoreConfig = configureApiClient({ notify, navigate: vi.fn() });
  router.push.mockReset();
});

afterEach(() => {
  cleanup();
  getQueryClient().clear();
  restoreConfig();
  vi.unstubAllGlobals();
});

function renderView(routes: Record<string, Route>) {
  const api = installFakeApi(routes);
  render(
    <NextIntlClientProvider locale="bs" messages={bs}>
      <QueryProvider>
        <SavedSearchesView />
      </QueryProvider>
    </NextIntlClientProvider>,
  );
  return api;
}

const rows = () => screen.getAllByTestId('saved-search');
const row = (n: number) => rows().find((each) => each.dataset.searchId === id(n)) as HTMLElement;

describe('/me/searches', () => {
  it('lists each search in words with its new matches, date and frequency', async () => {
    renderView({ [listPath]: { status: 200, body: { items: [flat, houses] } } });
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(within(row(1)).getByText(flatName)).toBeTruthy();
    expect(within(row(1)).getByTestId('saved-search-new').textContent).toBe('3 nova oglasa');
    expect(within(row(1)).getByText('Sačuvano 20. 11. 2026.')).toBeTruthy();
    expect((within(row(1)).getByTestId('saved-search-frequency') as HTMLSelectElement).value).toBe('instant');
    expect(within(row(2)).getByText('Kuća, najam, cijela BiH')).toBeTruthy();
    expect(within(row(2)).queryByTestId('saved-search-new')).toBeNull();
    expect(within(row(2)).getByText(bs.savedSearches.list.noNewMatches)).toBeTruthy();
    expect(within(row(1)).getByTestId('saved-search-open').getAttribute('href')).toBe(
      '/buy/centar-sarajevo?cijena=-200000&sobe=2&vrsta=stan',
    );
  });

  it('changes the frequency at once, and puts it back when the api refuses', async () => {
    const refusal = deferred<Answer>();
    const api = renderView({
      [listPath]: { status: 200, body: { items: [flat] } },
      [`PUT ${one(1)}`]: (request, calls) =>
        calls === 0
          ? refusal.promise
          : { status: 200, body: { ...flat, ...JSON.parse(request.body ?? '{}') } },
    });
    const select = (await screen.findByTestId('saved-search-frequency')) as HTMLSelectElement;
    fireEvent.change(select, { target: { value: 'never' } });
    // Shown before the api answers.
    await waitFor(() => expect(select.value).toBe('never'));
    refusal.resolve({ status: 500, body: { message: 'InternalServerError' } });
    await waitFor(() => expect(select.value).toBe('instant'));
    expect(notify).toHaveBeenCalledWith(bs.errors.InternalServerError);
    fireEvent.change(select, { target: { value: 'daily' } });
    await waitFor(() => expect(api.sentTo(`PUT ${one(1)}`)).toHaveLength(2));
    expect(JSON.parse(api.sentTo(`PUT ${one(1)}`)[1]?.body ?? '{}')).toEqual({ notifyFrequency: 'daily' });
    await waitFor(() => expect(select.value).toBe('daily'));
  });

  it('deletes only after the dialog’s yes', async () => {
    const api = renderView({
      [listPath]: { status: 200, body: { items: [flat, houses] } },
      [`DELETE ${one(2)}`]: { status: 204 },
    });
    await waitFor(() => expect(rows()).toHaveLength(2));
    fireEvent.click(within(row(2)).getByTestId('saved-search-delete'));
    let dialog = await screen.findByRole('dialog', { name: bs.savedSearches.list.deleteTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: bs.common.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sentTo(`DELETE ${one(2)}`)).toHaveLength(0);

    fireEvent.click(within(row(2)).getByTestId('saved-search-delete'));
    dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Kuća, najam, cijela BiH');
    fireEvent.click(within(dialog).getByRole('button', { name: bs.savedSearches.list.deleteConfirm }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(api.sentTo(`DELETE ${one(2)}`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens a search after marking it seen', async () => {
    const api = renderView({
      [listPath]: { status: 200, body: { items: [flat] } },
      [`POST ${one(1)}/seen`]: { status: 200, body: { ...flat, newMatches: 0 } },
    });
    fireEvent.click(await screen.findByRole('link', { name: `Otvori pretragu: ${flatName}` }));
    await waitFor(() =>
      expect(router.push).toHaveBeenCalledWith('/buy/centar-sarajevo?cijena=-200000&sobe=2&vrsta=stan'),
    );
    expect(api.sentTo(`POST ${one(1)}/seen`)).toHaveLength(1);
  });

  it('says what to do when nothing is saved', async () => {
    renderView({ [listPath]: { status: 200, body: { items: [] } } });
    expect(await screen.findByTestId('saved-searches-empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: bs.savedSearches.list.browse }).getAttribute('href')).toBe(
      '/buy',
    );
  });
});
