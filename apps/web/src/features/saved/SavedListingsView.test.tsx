// @vitest-environment happy-dom

import type { PropertyResponse, SavedPropertyItem } from '@krov/contracts';
import { bs } from '@krov/messages';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerClientCatalogues } from '@/i18n/testing';
import { configureApiClient } from '@/shared/api/client-config';
import { installFakeApi } from '@/shared/api/testing/fake-api';
import { logIn, resetBrowserState } from '@/shared/api/testing/reset';
import { savedListingKeys } from '@/shared/listings/saved';
import { QueryProvider } from '@/shared/query/QueryProvider';
import { getQueryClient } from '@/shared/query/query-client';
import { ModalNavigation } from '@/shared/ui/modal-navigation/ModalNavigation';
import { SavedListingsView } from './SavedListingsView';

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
    scroll: _scroll,
    prefetch: _prefetch,
    ...props
  }: {
    href: string;
    children: ReactNode;
    scroll?: boolean;
    prefetch?: boolean | null;
  }) => (
    <a href={href} {...props}>
      {children}
    </a>
  ),
}));

const listPath = 'GET /api/users/me/saved-properties';
/** The api is called by paths on the page's origin. */
const origin = 'http://localhost:3000';
let restoreConfig: () => void;

beforeEach(() => {
  resetBrowserState();
  logIn();
  restoreConfig = configureApiClient({ notify: vi.fn(), navigate: vi.fn() });
  window.history.replaceState(null, '', '/me/saved');
});

afterEach(() => {
  cleanup();
  getQueryClient().clear();
  restoreConfig();
  vi.unstubAllGlobals();
});

function listing(n: number): PropertyResponse {
  const at = '2026-11-01T10:00:00.000Z';
  return {
    id: `0b8a5a4e-5d1c-4b7e-9d55-${String(n).padStart(12, '0')}`,
    status: 'listed',
    soldAt: null,
    listingType: 'sell',
    propertyType: 'apartment',
    size: 50 + n,
    bedrooms: 2,
    bathrooms: 1,
    features: [],
    constructionYear: null,
    garden: null,
    parkings: null,
    floor: null,
    totalFloors: null,
    price: 100_000 + n,
    hidePrice: false,
    description: '',
    address: `Ulica ${n}`,
    location: { lat: 43.85, lng: 18.41 },
    place: {
      entity: null,
      canton: null,
      city: null,
      municipality: { slug: 'centar-sarajevo', name: 'Centar Sarajevo' },
      neighbourhood: null,
    },
    photos: [],
    floorPlans: [],
    videoUrl: null,
    tourUrl: null,
    ownerId: 'u1',
    agentId: null,
    validUntil: '2026-12-01T10:00:00.000Z',
    publishedAt: at,
    confirmedAt: at,
    confirmBy: null,
    hiddenReason: null,
    quality: null,
    offers: [],
    createdAt: at,
    updatedAt: at,
  };
}

const saved = (n: number): SavedPropertyItem => ({
  propertyId: listing(n).id,
  savedAt: '2026-11-20T09:00:00.000Z',
  available: true,
  property: listing(n),
});
const gone = (n: number): SavedPropertyItem => ({
  propertyId: listing(n).id,
  savedAt: '2026-11-19T09:00:00.000Z',
  available: false,
  property: null,
});

function renderView() {
  render(
    <NextIntlClientProvider locale="bs" messages={bs}>
      <QueryProvider>
        <ModalNavigation routes={[]}>
          <SavedListingsView />
        </ModalNavigation>
      </QueryProvider>
    </NextIntlClientProvider>,
  );
}

const items = () => screen.getAllByTestId('saved-item').map((item) => item.dataset.propertyId);

describe('/me/saved', () => {
  it('shows the saved listings as cards linking /p/{id}, one no longer public only as unavailable', async () => {
    installFakeApi({ [listPath]: { status: 200, body: { items: [saved(1), gone(2)], nextCursor: null } } });
    renderView();
    await waitFor(() => expect(items()).toEqual([listing(1).id, listing(2).id]));
    const [first, second] = screen.getAllByTestId('saved-item') as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('link').getAttribute('href')).toBe(`/p/${listing(1).id}`);
    // The card's heart shows it saved at once (the list says so; its own read is not answered here).
    await waitFor(() =>
      expect(within(first).getByTestId('card-save-button').getAttribute('aria-pressed')).toBe('true'),
    );
    expect(within(second).queryByRole('link')).toBeNull();
    expect(within(second).getByText(bs.saved.unavailable.title)).toBeTruthy();
    expect(screen.queryByRole('button', { name: bs.saved.loadMore })).toBeNull();
  });

  it('loads the next page by the cursor the api gave, below the first', async () => {
    const api = installFakeApi({
      [listPath]: (request) =>
        new URL(request.url, origin).searchParams.get('cursor') === 'page-2'
          ? { status: 200, body: { items: [saved(3)], nextCursor: null } }
          : { status: 200, body: { items: [saved(1), saved(2)], nextCursor: 'page-2' } },
    });
    renderView();
    const more = await screen.findByRole('button', { name: bs.saved.loadMore });
    expect(Object.fromEntries(new URL(api.sentTo(listPath)[0]?.url ?? '', origin).searchParams)).toEqual({
      limit: '24',
    });
    fireEvent.click(more);
    await waitFor(() => expect(items()).toEqual([1, 2, 3].map((n) => listing(n).id)));
    expect(new URL(api.sentTo(listPath)[1]?.url ?? '', origin).searchParams.get('cursor')).toBe('page-2');
    expect(screen.queryByRole('button', { name: bs.saved.loadMore })).toBeNull();
  });

  it('removes a listing with the heart’s DELETE, and keeps it when the api refuses', async () => {
    let refuse = true;
    const api = installFakeApi({
      [listPath]: { status: 200, body: { items: [saved(1), gone(2)], nextCursor: null } },
      [`DELETE /api/properties/${listing(2).id}/save`]: () =>
        refuse
          ? { status: 500, body: { message: 'InternalServerError' } }
          : { status: 200, body: { saved: false } },
    });
    renderView();
    const remove = await screen.findByRole('button', { name: bs.saved.removeUnavailable });
    fireEvent.click(remove);
    await waitFor(() => expect(api.sentTo(`DELETE /api/properties/${listing(2).id}/save`)).toHaveLength(1));
    await waitFor(() => expect(remove.getAttribute('aria-busy')).toBeNull());
    expect(items()).toEqual([listing(1).id, listing(2).id]);

    refuse = false;
    fireEvent.click(remove);
    await waitFor(() => expect(items()).toEqual([listing(1).id]));
    expect(getQueryClient().getQueryData(savedListingKeys.one(listing(2).id))).toEqual({ saved: false });
    expect(
      screen.getByRole('button', { name: bs.saved.removeNamed.replace('{name}', 'Ulica 1') }),
    ).toBeTruthy();
  });

  it('says what to do when nothing is saved', async () => {
    installFakeApi({ [listPath]: { status: 200, body: { items: [], nextCursor: null } } });
    renderView();
    expect(await screen.findByText(bs.saved.empty)).toBeTruthy();
    expect(screen.getByRole('link', { name: bs.saved.browse }).getAttribute('href')).toBe('/');
  });
});
