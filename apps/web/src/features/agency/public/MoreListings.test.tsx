// @vitest-environment happy-dom
import { bs } from '@krov/messages';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerClientCatalogues } from '@/i18n/testing';
import { configureApiClient } from '@/shared/api/client-config';
import { installFakeApi } from '@/shared/api/testing/fake-api';
import { resetBrowserState } from '@/shared/api/testing/reset';
import { publicListing } from '@/shared/listings/testing/public-listing';
import { getQueryClient } from '@/shared/query/query-client';
import { ModalNavigation } from '@/shared/ui/modal-navigation/ModalNavigation';
import MoreListings from './MoreListings';

registerClientCatalogues();
vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: vi.fn(), replace: vi.fn() }),
  usePathname: () => window.location.pathname,
  useSearchParams: () => new URLSearchParams(window.location.search),
}));
vi.mock('next/link', () => ({
  default: ({
    href,
    children,
    prefetch: _,
    scroll: __,
    ...props
  }: {
    href: string;
    children: ReactNode;
    prefetch?: unknown;
    scroll?: unknown;
  }) => (
    <a href={href} {...props}>
      {children}
    </a>
  ),
}));

const labels = { loadMore: 'Učitaj još', loaded: 'Učitano još {count}', loadFailed: 'Nije uspjelo.' };
let restoreConfig: () => void;

beforeEach(() => {
  resetBrowserState();
  restoreConfig = configureApiClient({ notify: vi.fn(), navigate: vi.fn() });
  window.history.replaceState(null, '', '/agency/kuca-nekretnine');
});
afterEach(() => {
  cleanup();
  getQueryClient().clear();
  restoreConfig();
  vi.unstubAllGlobals();
});

function renderMore() {
  return render(
    <NextIntlClientProvider locale="bs" messages={bs}>
      <ModalNavigation routes={[]}>
        <MoreListings slug="kuca-nekretnine" nextCursor="c1" labels={labels} />
      </ModalNavigation>
    </NextIntlClientProvider>,
  );
}

describe("the agency's listings after the server's page", () => {
  it('loads the next pages of its search on demand, focuses the first new card, and stops at the last', async () => {
    const api = installFakeApi({
      'GET /api/properties': (request) => {
        const cursor = new URL(request.url, 'http://localhost').searchParams.get('cursor');
        return cursor === 'c1'
          ? { status: 200, body: { items: [publicListing(1), publicListing(2)], nextCursor: 'c2', total: 4 } }
          : { status: 200, body: { items: [publicListing(3)], nextCursor: null, total: 4 } };
      },
    });
    // Mounted by the first click on the server-rendered "load more" (AgencyListings): it loads at once.
    renderMore();
    await waitFor(() => expect(screen.getAllByTestId('listing-card')).toHaveLength(2));
    const query = new URL(api.requests[0]?.url ?? '', 'http://localhost').searchParams;
    expect(Object.fromEntries(query)).toMatchObject({
      agency: 'kuca-nekretnine',
      sort: 'newest',
      cursor: 'c1',
    });
    expect(screen.getByText('Učitano još 2')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: labels.loadMore }));
    await waitFor(() => expect(screen.getAllByTestId('listing-card')).toHaveLength(3));
    const cards = screen.getAllByTestId('listing-card');
    await waitFor(() => expect(document.activeElement).toBe(cards[2]?.querySelector('h3 a')));
    expect(screen.queryByRole('button', { name: labels.loadMore })).toBeNull();
  });

  it('says when a page fails and asks again on the next click', async () => {
    installFakeApi({
      'GET /api/properties': (_request, calls) =>
        calls === 0
          ? { status: 500, body: { message: 'InternalServerError' } }
          : { status: 200, body: { items: [publicListing(1)], nextCursor: null, total: 1 } },
    });
    renderMore();
    expect((await screen.findByRole('alert')).textContent).toBe(labels.loadFailed);
    fireEvent.click(screen.getByRole('button', { name: labels.loadMore }));
    await waitFor(() => expect(screen.getAllByTestId('listing-card')).toHaveLength(1));
  });
});
