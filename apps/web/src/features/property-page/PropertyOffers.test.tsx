// @vitest-environment happy-dom
import { bs, en } from '@krov/messages';
import { cleanup, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { publicListing } from '@/shared/listings/testing/public-listing';
import { PropertyOffers } from './PropertyOffers';

vi.mock('next/link', () => ({
  default: ({ href, children, ...props }: { href: string; children: ReactNode }) => (
    <a href={href} {...props}>
      {children}
    </a>
  ),
}));

afterEach(cleanup);

function renderIn(locale: 'bs' | 'en', node: ReactNode) {
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'bs' ? bs : en}>
      {node}
    </NextIntlClientProvider>,
  );
}

const agency = { name: 'Krov Nekretnine', slug: 'krov-nekretnine', logo: null };

describe('PropertyOffers', () => {
  it('lists every offer, the best first: its advertiser, its price, a link to each other offer', () => {
    const listing = publicListing(1, {
      offers: [
        { propertyId: 'lead', price: 180_000, agency },
        { propertyId: publicListing(1).id, price: 190_000, agency: null },
        { propertyId: 'hidden', price: null, agency: null },
      ],
    });
    renderIn('bs', <PropertyOffers listing={listing} level={2} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Ponude za ovu nekretninu');
    const rows = screen.getAllByTestId('property-offer').map((row) => row.textContent);
    expect(rows).toEqual([
      'Krov Nekretnine180.000 KM',
      'Privatni oglašivač (Ova ponuda)190.000 KM',
      'Privatni oglašivačCijena na upit',
    ]);
    const lead = screen.getByRole('link', { name: 'Pogledaj ponudu: Krov Nekretnine, 180.000 KM' });
    expect(lead.getAttribute('href')).toBe('/p/lead');
    // This listing's own offer is not a link to itself.
    expect(screen.getAllByRole('link')).toHaveLength(2);
  });

  it('speaks English, and shows nothing for a property offered once', () => {
    const listing = publicListing(2, {
      offers: [
        { propertyId: publicListing(2).id, price: 900, agency },
        { propertyId: 'other', price: 950, agency: null },
      ],
    });
    renderIn('en', <PropertyOffers listing={listing} level={3} />);
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('Offers for this property');
    expect(screen.getByRole('link', { name: 'See the offer: Private advertiser, 950 KM' })).toBeTruthy();
    cleanup();
    renderIn('bs', <PropertyOffers listing={publicListing(3)} level={2} />);
    expect(screen.queryByTestId('property-offers')).toBeNull();
  });
});
