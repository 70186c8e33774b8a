// @vitest-environment happy-dom
import type { PropertyOffer } from '@krov/contracts';
import { bs, en } from '@krov/messages';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerClientCatalogues } from '@/i18n/testing';
import { configureApiClient } from '@/shared/api/client-config';
import { installFakeApi } from '@/shared/api/testing/fake-api';
import { logIn, resetBrowserState } from '@/shared/api/testing/reset';
import { getQueryClient } from '@/shared/query/query-client';
import { ModalNavigation } from '@/shared/ui/modal-navigation/ModalNavigation';
import { ListingCard } from './ListingCard';
import { publicListing } from './testing/public-listing';

registerClientCatalogues();

const router = { push: vi.fn(), replace: vi.fn() };
vi.mock('next/navigation', () => ({
  useRouter: () => router,
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

let restoreConfig: () => void;

beforeEach(() => {
  resetBrowserState();
  router.push.mockReset();
  restoreConfig = configureApiClient({ notify: vi.fn(), navigate: vi.fn() });
  window.history.replaceState(null, '', '/buy/sarajevo?cijena=-200000');
});

afterEach(() => {
  cleanup();
  getQueryClient().clear();
  restoreConfig();
  vi.unstubAllGlobals();
});

function renderCard(listing = publicListing(1), locale: 'bs' | 'en' = 'bs') {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'bs' ? bs : en}>
      <ModalNavigation routes={[]}>
        <ListingCard listing={listing} />
      </ModalNavigation>
    </NextIntlClientProvider>,
  );
}

const variants = [
  { width: 768, url: 'http://api.test/p/1-768.webp' },
  { width: 320, url: 'http://api.test/p/1-320.webp' },
  { width: 1600, url: 'http://api.test/p/1-1600.webp' },
];

describe('the result card', () => {
  it('shows the cover from its variants, the price, size, bedrooms and place, and links the listing', () => {
    const listing = publicListing(3, {
      price: 185_000,
      size: 62.5,
      bedrooms: 2,
      photos: [
        { id: 'a', variants: [], width: null, height: null, position: 0, ready: false },
        { id: 'b', variants, width: 1600, height: 1200, position: 1, ready: true },
      ],
    });
    renderCard(listing);
    const card = screen.getByTestId('listing-card');
    // The first photo still being processed has no image: the next one is the cover.
    const image = card.querySelector('img');
    expect(image?.getAttribute('srcset')).toBe(
      'http://api.test/p/1-320.webp 320w, http://api.test/p/1-768.webp 768w, http://api.test/p/1-1600.webp 1600w',
    );
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(screen.getByTestId('listing-card-price').textContent).toBe('185.000 KM');
    expect(screen.getByTestId('listing-card-facts').textContent).toBe('62,5 m² · 2 spavaće sobe');
    expect(card.textContent).toContain('Centar Sarajevo, Sarajevo');
    expect(screen.getByRole('link', { name: 'Stan na prodaju' }).getAttribute('href')).toBe(
      `/p/${listing.id}`,
    );
    expect(screen.queryByTestId('listing-card-sold')).toBeNull();
  });

  it('reads "price on request" for a hidden price, marks a sold listing, and speaks English too', () => {
    renderCard(
      publicListing(4, { price: null, hidePrice: true, soldAt: '2026-11-02T10:00:00.000Z', bedrooms: 1 }),
      'en',
    );
    expect(screen.getByTestId('listing-card-price').textContent).toBe('Price on request');
    expect(screen.getByTestId('listing-card-sold').textContent).toBe('Sold');
    expect(screen.getByTestId('listing-card-facts').textContent).toBe('54 m² · 1 bedroom');
  });

  it('sends a logged-out visitor to the login page, which brings them back to these results', async () => {
    renderCard();
    const heart = await screen.findByRole('button', {
      name: 'Sačuvaj oglas: Stan na prodaju, Centar Sarajevo, Sarajevo',
    });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart);
    expect(router.push).toHaveBeenCalledWith(
      `/login?next=${encodeURIComponent('/buy/sarajevo?cijena=-200000')}&reason=save`,
    );
  });

  it('saves for a logged-in user: the heart shows the api’s state and changes it', async () => {
    logIn();
    const listing = publicListing(5);
    const path = `/api/properties/${listing.id}/save`;
    const api = installFakeApi({
      [`GET ${path}`]: { status: 200, body: { saved: false } },
      [`PUT ${path}`]: { status: 200, body: { saved: true } },
    });
    renderCard(listing);
    const card = screen.getByTestId('listing-card');
    await waitFor(() => expect(api.sentTo(`GET ${path}`)).toHaveLength(1));
    const heart = () => within(card).getByTestId('card-save-button');
    await waitFor(() => expect(heart().getAttribute('aria-busy')).toBeNull());
    await act(async () => fireEvent.click(heart()));
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
    expect(api.sentTo(`PUT ${path}`)).toHaveLength(1);
    expect(router.push).not.toHaveBeenCalled();
  });
  it('says how many advertisers offer the property and from what price, only when several do', () => {
    const agency = { name: 'Krov Nekretnine', slug: 'krov-nekretnine', logo: null };
    const offers: PropertyOffer[] = [
      { propertyId: 'a', price: 180_000, agency },
      { propertyId: 'b', price: 190_000, agency: null },
      { propertyId: 'c', price: null, agency: null },
    ];
    renderCard(publicListing(6, { offers }));
    expect(screen.getByTestId('listing-card-offers').textContent).toBe('3 ponude · od 180.000 KM');
    cleanup();
    renderCard(publicListing(7, { offers: offers.slice(0, 2) }), 'en');
    expect(screen.getByTestId('listing-card-offers').textContent).toBe('2 offers · from 180,000 KM');
    cleanup();
    // Every other price on request: the count alone.
    renderCard(
      publicListing(8, { offers: offers.slice(2).concat({ propertyId: 'd', price: null, agency }) }),
    );
    expect(screen.getByTestId('listing-card-offers').textContent).toBe('2 ponude');
    cleanup();
    renderCard(publicListing(9));
    expect(screen.queryByTestId('listing-card-offers')).toBeNull();
  });
});
