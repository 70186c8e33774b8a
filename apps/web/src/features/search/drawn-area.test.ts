import { polygonField } from '@krov/contracts';
import { describe, expect, it } from 'vitest';
import { activeFilters, apiFiltersOf, withDrawnArea, withoutFilter, withSearchedBox } from './filters';
import { emptySearchState, parseSearchParams, type SearchState, searchHref } from './url-state';

const parse = (query: string) => parseSearchParams(new URLSearchParams(query));

/** A triangle around Sarajevo's centre, [lng, lat] corners. */
const triangle = [
  [18.38, 43.84],
  [18.44, 43.84],
  [18.41, 43.87],
] as const;

const drawn: SearchState = { ...emptySearchState, priceMax: 300_000, polygon: triangle, view: 'map' };

describe('a drawn area in the search URL (`nacrtano`)', () => {
  it('is written as the api’s `lng lat,…` with six decimals, after the box, and read back', () => {
    const href = searchHref('sell', null, drawn);
    expect(href).toBe('/buy?cijena=-300000&nacrtano=18.38+43.84,18.44+43.84,18.41+43.87&prikaz=mapa');
    expect(parse(href.split('?')[1] ?? '')).toEqual(drawn);
    const precise = withDrawnArea(emptySearchState, [
      [18.123456789, 43.1],
      [18.2, 43.987654321],
      [18.3, 43.2],
    ]);
    expect(searchHref('rent', null, precise)).toBe('/rent?nacrtano=18.123457+43.1,18.2+43.987654,18.3+43.2');
  });

  it('takes a closing corner equal to the first, and an encoded space', () => {
    expect(parse('nacrtano=18.38%2043.84,18.44%2043.84,18.41%2043.87,18.38%2043.84').polygon).toEqual(
      triangle,
    );
  });

  it('drops what the api would refuse, by the api’s own rule, and keeps the rest of the search', () => {
    const refused = [
      '18.38 43.84,18.44 43.84', // two corners
      '18.38 43.84,18.44 43.84,18.5 43.84', // on one line
      '18.38 43.84,18.44 abc,18.41 43.87', // not a number
      '18.38 43.84,190 43.84,18.41 43.87', // off the globe
      Array.from({ length: 101 }, (_, i) => `${18 + Math.cos(i / 16)} ${43 + Math.sin(i / 16)}`).join(','),
      '',
    ];
    for (const text of refused) {
      expect(parse(`nacrtano=${encodeURIComponent(text)}&sobe=2`)).toEqual({
        ...emptySearchState,
        bedroomsMin: 2,
      });
      expect(polygonField.safeParse(text).success).toBe(false);
    }
    expect(polygonField.parse('18.38 43.84,18.44 43.84,18.41 43.87')).toEqual(triangle);
  });

  it('keeps one area at a time: a drawn area wins over a box in a hand-made link', () => {
    const state = parse('podrucje=18.3,43.8,18.5,43.9&nacrtano=18.38+43.84,18.44+43.84,18.41+43.87');
    expect(state.polygon).toEqual(triangle);
    expect(state.bbox).toBeUndefined();
  });
});

describe('a drawn area as a filter', () => {
  it('is an active filter removed on its own, and sent to the api as `polygon`', () => {
    expect(activeFilters(drawn)).toEqual(['price', 'polygon']);
    expect(withoutFilter(drawn, 'polygon')).toEqual({ ...emptySearchState, priceMax: 300_000, view: 'map' });
    expect(withoutFilter(drawn, 'price').polygon).toEqual(triangle);
    expect(apiFiltersOf('sell', 'sarajevo', drawn)).toEqual({
      listingType: 'sell',
      place: 'sarajevo',
      priceMax: 300_000,
      polygon: '18.38 43.84,18.44 43.84,18.41 43.87',
    });
  });

  it('drawing drops the map’s box, "search this area" drops the drawing, clearing drops only it', () => {
    const boxed: SearchState = { ...emptySearchState, bbox: [18.3, 43.8, 18.5, 43.9] };
    const withArea = withDrawnArea(boxed, triangle);
    expect(withArea).toEqual({ ...emptySearchState, polygon: triangle });
    expect(withSearchedBox(withArea, [18.3, 43.8, 18.5, 43.9])).toEqual(boxed);
    expect(withDrawnArea(drawn, undefined)).toEqual({ ...emptySearchState, priceMax: 300_000, view: 'map' });
  });
});
