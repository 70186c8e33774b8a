// @vitest-environment happy-dom

import { bs } from '@krov/messages';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerClientCatalogues } from '@/i18n/testing';
import { configureApiClient } from '@/shared/api/client-config';
import { installFakeApi, type Route } from '@/shared/api/testing/fake-api';
import { logIn, resetBrowserState } from '@/shared/api/testing/reset';
import { SaveSearchControl } from './SaveSearchControl';

registerClientCatalogues();
const router = { push: vi.fn(), replace: vi.fn() };
vi.mock('next/navigation', () => ({ useRouter: () => router }));
vi.mock('next/link', () => ({
  default: ({ href, children, ...props }: { href: string; children: ReactNode }) => (
    <a href={href} {...props}>
      {children}
    </a>
  ),
}));

const createPath = 'POST /api/users/me/saved-searches';
const filters = {
  listingType: 'sell' as const,
  place: 'centar-sarajevo',
  priceMax: 200_000,
  propertyType: 'apartment',
};
const answer = {
  id: 'c0ffee00-0000-4000-8000-000000000001',
  filters: { listingType: 'sell', place: 'centar-sarajevo', priceMax: 200_000, propertyType: ['apartment'] },
  placeName: 'Centar Sarajevo',
  notifyFrequency: 'instant',
  createdAt: '2026-11-21T08:00:00.000Z',
  newMatches: 0,
};
let notify: ReturnType<typeof vi.fn<(text: string) => void>>;
let restoreConfig: () => void;

beforeEach(() => {
  resetBrowserState();
  notify = vi.fn<(text: string) => void>();
  restoreConfig = configureApiClient({ notify, navigate: vi.fn() });
  router.push.mockReset();
  window.history.replaceState(null, '', '/buy/centar-sarajevo?cijena=-200000&vrsta=stan');
});

afterEach(() => {
  cleanup();
  restoreConfig();
  vi.unstubAllGlobals();
});

function renderControl(routes: Record<string, Route> = {}) {
  const api = installFakeApi(routes);
  render(
    <NextIntlClientProvider locale="bs" messages={{ savedSearches: bs.savedSearches, errors: bs.errors }}>
      <SaveSearchControl filters={filters} />
    </NextIntlClientProvider>,
  );
  return api;
}

const opener = () => screen.getByRole('button', { name: bs.savedSearches.save.button });
/** Opens the panel (the bar's button), answering its "Sačuvaj". */
function openPanel() {
  if (opener().getAttribute('aria-expanded') !== 'true') fireEvent.click(opener());
  return screen.getByRole('button', { name: bs.savedSearches.save.confirm });
}

describe('save search', () => {
  it('saves the page’s filters with the chosen frequency, then says so and links the saved searches', async () => {
    logIn();
    const api = renderControl({ [createPath]: { status: 201, body: answer } });
    expect(opener().getAttribute('aria-expanded')).toBe('false');
    const confirm = openPanel();
    expect(opener().getAttribute('aria-expanded')).toBe('true');
    const frequency = screen.getByLabelText(bs.savedSearches.save.frequency) as HTMLSelectElement;
    expect(frequency.value).toBe('instant');
    expect([...frequency.options].map((option) => option.text)).toEqual([
      'Odmah',
      'Jednom dnevno (u 8:00)',
      'Nikad',
    ]);
    fireEvent.change(frequency, { target: { value: 'daily' } });
    fireEvent.click(confirm);
    const saved = await screen.findByTestId('save-search-saved');
    expect(JSON.parse(api.sentTo(createPath)[0]?.body ?? '{}')).toEqual({
      filters,
      notifyFrequency: 'daily',
    });
    expect(saved.textContent).toContain(bs.savedSearches.save.saved);
    // The bar's button became the link to the saved searches, and has the focus the panel's had.
    expect(saved.getAttribute('href')).toBe('/me/searches');
    expect(saved.getAttribute('title')).toBe(bs.savedSearches.save.viewAll);
    await waitFor(() => expect(document.activeElement).toBe(saved));
  });

  it('sends a visitor to log in, bringing them back to this search with the marker', () => {
    const api = renderControl();
    const confirm = openPanel();
    fireEvent.change(screen.getByLabelText(bs.savedSearches.save.frequency), { target: { value: 'never' } });
    fireEvent.click(confirm);
    expect(router.push).toHaveBeenCalledWith(
      `/login?next=${encodeURIComponent('/buy/centar-sarajevo?cijena=-200000&vrsta=stan&save=never')}&reason=saveSearch`,
    );
    expect(api.requests).toHaveLength(0);
  });

  it('saves once after the login, and the marker leaves the address', async () => {
    logIn();
    window.history.replaceState(null, '', '/buy/centar-sarajevo?cijena=-200000&vrsta=kuca,stan&save=daily#x');
    const api = renderControl({ [createPath]: { status: 201, body: answer } });
    await screen.findByTestId('save-search-saved');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/buy/centar-sarajevo?cijena=-200000&vrsta=kuca,stan#x',
    );
    expect(api.sentTo(createPath)).toHaveLength(1);
    expect(JSON.parse(api.sentTo(createPath)[0]?.body ?? '{}').notifyFrequency).toBe('daily');
  });

  it('says the limit beside the control (no toast twice), other failures by the toast', async () => {
    logIn();
    let refusal = { status: 403, body: { message: 'SavedSearchLimit' } };
    renderControl({ [createPath]: () => refusal });
    fireEvent.click(openPanel());
    expect((await screen.findByTestId('save-search-limit')).textContent).toContain(
      bs.errors.SavedSearchLimit,
    );
    expect(notify).not.toHaveBeenCalled();
    refusal = { status: 500, body: { message: 'InternalServerError' } };
    fireEvent.click(openPanel());
    await waitFor(() => expect(notify).toHaveBeenCalledWith(bs.errors.InternalServerError));
    expect(screen.queryByTestId('save-search-saved')).toBeNull();
  });

  it('Escape folds the panel and gives the focus back to its button', () => {
    renderControl();
    openPanel();
    const frequency = screen.getByTestId('save-search-frequency');
    frequency.focus();
    fireEvent.keyDown(frequency, { key: 'Escape' });
    expect(opener().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(opener());
  });
});
