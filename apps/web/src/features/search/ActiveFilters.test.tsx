// @vitest-environment happy-dom
import { bs, translate } from '@krov/messages';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ActiveFilters } from './ActiveFilters';
import { emptySearchState, parseSearchParams } from './url-state';

vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace: string) => (key: string, values?: Record<string, string | number>) =>
    translate('bs', `${namespace}.${key}`, values),
}));
vi.mock('next/link', () => ({
  // Next's own props (prefetch, scroll) are not an anchor's.
  default: ({
    href,
    children,
    prefetch: _,
    scroll: __,
    ...props
  }: {
    href: string;
    children: ReactNode;
    prefetch?: boolean;
    scroll?: boolean;
  }) => (
    <a href={href} {...props}>
      {children}
    </a>
  ),
}));

afterEach(cleanup);

const texts = bs.search.filters;
const remove = (filter: string) => texts.remove.replace('{filter}', filter);

describe('the chips of a search a sentence made (issue 31)', () => {
  it('every kind a sentence sets is a chip that removes just it', async () => {
    // "trosoban stan na Dobrinji do 200.000 KM s balkonom, 50-80 m²"
    const state = parseSearchParams(
      new URLSearchParams('cijena=-200000&povrsina=50-80&sobe=2&vrsta=stan&oprema=balkon'),
    );
    render(
      await ActiveFilters({
        listingType: 'sell',
        place: { slug: 'dobrinja', name: 'Dobrinja' },
        state,
        language: 'bs',
      }),
    );
    const chips = within(screen.getByTestId('active-filters'));
    const href = (name: string) => chips.getByRole('link', { name: remove(name) }).getAttribute('href');
    expect(href('Dobrinja')).toBe('/buy?cijena=-200000&povrsina=50-80&sobe=2&vrsta=stan&oprema=balkon');
    expect(href('Cijena do 200.000 KM')).toBe('/buy/dobrinja?povrsina=50-80&sobe=2&vrsta=stan&oprema=balkon');
    expect(href(bs.properties.propertyTypes.apartment)).toBe(
      '/buy/dobrinja?cijena=-200000&povrsina=50-80&sobe=2&oprema=balkon',
    );
    expect(href(bs.properties.features.balcony)).toBe(
      '/buy/dobrinja?cijena=-200000&povrsina=50-80&sobe=2&vrsta=stan',
    );
    expect(chips.getAllByRole('link')).toHaveLength(7);
    // "Clear filters" keeps the place, as it always did.
    expect(screen.getByTestId('clear-filters').getAttribute('href')).toBe('/buy/dobrinja');
  });

  it('a place alone is a chip, with nothing else to clear', async () => {
    render(
      await ActiveFilters({
        listingType: 'rent',
        place: { slug: 'sarajevo', name: 'Sarajevo' },
        state: emptySearchState,
        language: 'bs',
      }),
    );
    expect(screen.getByRole('link', { name: remove('Sarajevo') }).getAttribute('href')).toBe('/rent');
    expect(screen.queryByTestId('clear-filters')).toBeNull();
  });

  it('a drawn area is a chip of its own, "Nacrtano područje", that removes just it', async () => {
    const state = parseSearchParams(
      new URLSearchParams('sobe=2&nacrtano=18.38+43.84,18.44+43.84,18.41+43.87&prikaz=mapa'),
    );
    render(await ActiveFilters({ listingType: 'sell', place: null, state, language: 'bs' }));
    const chip = screen.getByRole('link', { name: remove(bs.search.chips.polygon) });
    expect(chip.textContent).toBe('Nacrtano područje');
    expect(chip.getAttribute('href')).toBe('/buy?sobe=2&prikaz=mapa');
  });

  it('no place and no filter: no chips', async () => {
    const chips = await ActiveFilters({
      listingType: 'sell',
      place: null,
      state: emptySearchState,
      language: 'bs',
    });
    expect(chips).toBeNull();
  });
});
