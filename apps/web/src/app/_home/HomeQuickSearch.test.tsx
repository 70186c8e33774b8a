// @vitest-environment happy-dom
import type { PlaceSuggestion } from '@krov/contracts';
import { bs } from '@krov/messages';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '@/shared/api/client-config';
import { installFakeApi } from '@/shared/api/testing/fake-api';
import { resetBrowserState } from '@/shared/api/testing/reset';
import { getQueryClient } from '@/shared/query/query-client';
import { HomeQuickSearch } from './HomeQuickSearch';

const router = vi.hoisted(() => ({ push: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router }));

const texts = bs.home.quickSearch;
const parse = 'GET /api/search/parse';
const sentence = 'trosoban stan na Dobrinji do 200.000 KM s balkonom hitno';
const dobrinja: PlaceSuggestion = {
  slug: 'dobrinja',
  name: 'Dobrinja',
  kind: 'neighbourhood',
  parentName: 'Novi Grad',
  listings: 9,
};
let restoreConfig: () => void;

beforeEach(() => {
  resetBrowserState();
  router.push.mockReset();
  restoreConfig = configureApiClient({ notify: vi.fn(), navigate: vi.fn() });
});

afterEach(() => {
  cleanup();
  getQueryClient().clear();
  restoreConfig();
  vi.unstubAllGlobals();
});

function renderQuickSearch() {
  render(
    <NextIntlClientProvider locale="bs" messages={bs}>
      <HomeQuickSearch />
    </NextIntlClientProvider>,
  );
}

const field = () => screen.getByRole('combobox', { name: bs.places.label }) as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: texts.submit }));

describe('the home page’s quick search reads a typed sentence (issue 31)', () => {
  it('sends the sentence to the parse endpoint and opens the search its filters make', async () => {
    const api = installFakeApi({
      [parse]: {
        status: 200,
        body: {
          filters: {
            place: 'dobrinja',
            priceMax: 200_000,
            bedroomsMin: 2,
            propertyType: ['apartment'],
            features: ['balcony'],
          },
          unparsed: 'hitno',
        },
      },
    });
    renderQuickSearch();
    expect(screen.getByText(texts.wordsHint)).toBeTruthy();
    fireEvent.change(field(), { target: { value: sentence } });
    submit();
    await waitFor(() => expect(router.push).toHaveBeenCalledTimes(1));
    const sent = new URL(api.sentTo(parse)[0]?.url ?? '', 'http://localhost');
    expect(sent.searchParams.get('q')).toBe(sentence);
    expect(sent.searchParams.get('language')).toBe('bs');
    // The words not understood are carried to be shown above the results, never as a filter.
    expect(router.push).toHaveBeenCalledWith(
      '/buy/dobrinja?cijena=-200000&sobe=2&vrsta=stan&oprema=balkon&neprepoznato=hitno',
    );
  });

  it('keeps the chosen deal and type where the sentence says none', async () => {
    installFakeApi({
      [parse]: { status: 200, body: { filters: { priceMax: 600 }, unparsed: 'blizu škole' } },
    });
    renderQuickSearch();
    fireEvent.click(screen.getByRole('radio', { name: texts.rent }));
    fireEvent.change(screen.getByRole('combobox', { name: texts.propertyType }), {
      target: { value: 'house' },
    });
    fireEvent.change(field(), { target: { value: 'do 600 KM blizu škole' } });
    submit();
    await waitFor(() =>
      expect(router.push).toHaveBeenCalledWith('/rent?cijena=-600&vrsta=kuca&neprepoznato=blizu+%C5%A1kole'),
    );
  });

  it('a picked place opens its page as before, nothing read', async () => {
    const api = installFakeApi({ 'GET /api/places': { status: 200, body: { items: [dobrinja] } } });
    renderQuickSearch();
    // Focus loads the autocomplete in the plain field's place.
    fireEvent.focus(field());
    await waitFor(() => expect(field().getAttribute('aria-controls')).toBeTruthy());
    fireEvent.change(field(), { target: { value: 'Dobr' } });
    fireEvent.click(await screen.findByRole('option', { name: /Dobrinja/ }));
    submit();
    expect(router.push).toHaveBeenCalledWith('/buy/dobrinja');
    expect(api.sentTo(parse)).toHaveLength(0);
  });

  it('an empty field opens the whole country’s search, nothing read', () => {
    const api = installFakeApi({});
    renderQuickSearch();
    submit();
    expect(router.push).toHaveBeenCalledWith('/buy');
    expect(api.requests).toHaveLength(0);
  });

  it('an api failure leaves the form as typed', async () => {
    const api = installFakeApi({ [parse]: { status: 500, body: { message: 'InternalServerError' } } });
    renderQuickSearch();
    fireEvent.change(field(), { target: { value: sentence } });
    submit();
    await waitFor(() => expect(api.sentTo(parse).length).toBeGreaterThan(0));
    await waitFor(() => expect(screen.getByTestId('quick-search').getAttribute('aria-busy')).toBeNull());
    expect(router.push).not.toHaveBeenCalled();
    expect(field().value).toBe(sentence);
  });
});
