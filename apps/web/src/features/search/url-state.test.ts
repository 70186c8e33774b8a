import { propertyFeatures, propertyTypes } from '@krov/contracts';
import { describe, expect, it } from 'vitest';
import { activeFilters, apiQueryOf, withoutFilter, withoutFilters } from './filters';
import { isFormQuery, placeChoice, stateFromForm } from './form-state';
import {
  emptySearchState,
  featureWords,
  paramsOf,
  parseSearchParams,
  type SearchState,
  searchHref,
  searchParamsOf,
  typeWords,
} from './url-state';

const parse = (query: string) => parseSearchParams(new URLSearchParams(query));

const full: SearchState = {
  priceMin: 100_000,
  priceMax: 250_000,
  sizeMin: 45.5,
  sizeMax: 90,
  bedroomsMin: 2,
  bathroomsMin: 1,
  propertyTypes: ['house', 'apartment'],
  features: ['balcony', 'elevator', 'swimming_pool'],
  bbox: [18.35, 43.83, 18.45, 43.87],
  sort: 'price_asc',
  view: 'map',
};

describe('the search URL', () => {
  it('writes every filter in short Bosnian parameters and reads back the same state', () => {
    const href = searchHref('sell', 'centar-sarajevo', full);
    expect(href).toBe(
      '/buy/centar-sarajevo?cijena=100000-250000&povrsina=45.5-90&sobe=2&kupatila=1&vrsta=kuca,stan' +
        '&oprema=balkon,lift,bazen&podrucje=18.35,43.83,18.45,43.87&sort=najjeftinije&prikaz=mapa',
    );
    expect(parse(href.split('?')[1] ?? '')).toEqual(full);
  });

  it('round-trips each sort, open ranges and the defaults (which it leaves out)', () => {
    for (const sort of [
      'relevant',
      'newest',
      'oldest',
      'price_desc',
      'price_asc',
      'size_desc',
      'size_asc',
      'confirmed',
    ] as const) {
      const state: SearchState = { ...emptySearchState, sort, priceMax: 200_000, sizeMin: 50 };
      expect(parse(searchParamsOf(state).toString())).toEqual(state);
    }
    expect(searchHref('rent', null, emptySearchState)).toBe('/rent');
    expect(searchHref('rent', null, { ...emptySearchState, priceMax: 800 })).toBe('/rent?cijena=-800');
    expect(parse('cijena=150000-')).toEqual({ ...emptySearchState, priceMin: 150_000 });
  });

  it('drops what it cannot use and keeps the rest', () => {
    expect(
      parse(
        'cijena=abc&povrsina=90-40&sobe=0&kupatila=2.5&vrsta=stan,dvorac&oprema=lift,lift,jacuzzi' +
          '&podrucje=18.4,43.9,18.3,43.8&sort=najljepse&prikaz=tabela',
      ),
    ).toEqual({ ...emptySearchState, propertyTypes: ['apartment'], features: ['elevator'] });
    // Out of the listings' bounds, negative, or not a plain number.
    expect(parse('cijena=-100000000000&povrsina=1e3-&sobe=51&kupatila=-1')).toEqual(emptySearchState);
    expect(parse('cijena=100.000-')).toEqual(emptySearchState);
  });

  it('carries "provjereno u zadnjih 7 dana" as provjereno=7 and the sort "nedavno provjereno"', () => {
    const state: SearchState = { ...emptySearchState, confirmedWithinDays: 7, sort: 'confirmed' };
    const href = searchHref('sell', null, state);
    expect(href).toBe('/buy?provjereno=7&sort=provjereno');
    expect(parse(href.split('?')[1] ?? '')).toEqual(state);
    // Beyond the api's 30 days, zero or a fraction: dropped, as any value it cannot use.
    for (const days of ['31', '0', '2.5', 'sedam'])
      expect(parse(`provjereno=${days}`)).toEqual(emptySearchState);
    expect(activeFilters(state)).toEqual(['confirmed']);
    expect(withoutFilter(state, 'confirmed')).toEqual({ ...emptySearchState, sort: 'confirmed' });
    expect(apiQueryOf('sell', null, state)).toMatchObject({ confirmedWithinDays: 7, sort: 'confirmed' });
    expect(stateFromForm(new URLSearchParams('provjereno=7&cijenaDo=100000')).confirmedWithinDays).toBe(7);
  });

  it('carries "s tlocrtom" and "s videom" as tlocrt=da and video=da (issue 31)', () => {
    const state: SearchState = { ...emptySearchState, withFloorPlan: true, withVideo: true };
    const href = searchHref('sell', null, state);
    expect(href).toBe('/buy?tlocrt=da&video=da');
    expect(parse(href.split('?')[1] ?? '')).toEqual(state);
    expect(parse('tlocrt=1&video=ne')).toEqual(emptySearchState);
    expect(activeFilters(state)).toEqual(['floorPlan', 'video']);
    expect(withoutFilter(state, 'video')).toEqual({ ...emptySearchState, withFloorPlan: true });
    expect(apiQueryOf('sell', null, state)).toMatchObject({ withFloorPlan: true, withVideo: true });
    expect(stateFromForm(new URLSearchParams('tlocrt=da')).withFloorPlan).toBe(true);
  });

  it('writes types and features in the contracts’ order, one spelling per search', () => {
    expect(Object.keys(typeWords)).toEqual([...propertyTypes]);
    expect(Object.keys(featureWords)).toEqual([...propertyFeatures]);
  });

  it('reads repeated list parameters and Next’s searchParams records alike', () => {
    expect(parse('vrsta=stan&vrsta=kuca').propertyTypes).toEqual(['house', 'apartment']);
    const record = { vrsta: ['stan', 'zemljiste'], cijena: '-90000', sort: 'najnovije', nepoznato: 'x' };
    expect(parseSearchParams(paramsOf(record))).toEqual({
      ...emptySearchState,
      priceMax: 90_000,
      propertyTypes: ['apartment', 'land'],
      sort: 'newest',
    });
  });
});

describe('the filters of a search', () => {
  it('lists the active filters and removes one or all, keeping the sort and the view', () => {
    expect(activeFilters(full)).toEqual([
      'price',
      'size',
      'bedrooms',
      'bathrooms',
      'type:house',
      'type:apartment',
      'feature:balcony',
      'feature:elevator',
      'feature:swimming_pool',
      'bbox',
    ]);
    const noPrice = withoutFilter(full, 'price');
    expect(noPrice.priceMin).toBeUndefined();
    expect(noPrice.priceMax).toBeUndefined();
    expect(activeFilters(noPrice)).toEqual(activeFilters(full).slice(1));
    expect(withoutFilter(full, 'type:house').propertyTypes).toEqual(['apartment']);
    expect(withoutFilter(full, 'feature:elevator').features).toEqual(['balcony', 'swimming_pool']);
    expect(withoutFilters(full)).toEqual({ ...emptySearchState, sort: 'price_asc', view: 'map' });
  });

  it('asks the api with the contracts’ names', () => {
    expect(apiQueryOf('rent', 'dobrinja', full, 'c2')).toEqual({
      listingType: 'rent',
      place: 'dobrinja',
      priceMin: 100_000,
      priceMax: 250_000,
      sizeMin: 45.5,
      sizeMax: 90,
      bedroomsMin: 2,
      bathroomsMin: 1,
      propertyType: 'house,apartment',
      features: 'balcony,elevator,swimming_pool',
      bbox: '18.35,43.83,18.45,43.87',
      cursor: 'c2',
      sort: 'price_asc',
    });
    expect(apiQueryOf('sell', null, emptySearchState)).toEqual({ listingType: 'sell', sort: 'relevant' });
  });
});

describe('the filter form’s query', () => {
  const form = (query: string) => new URLSearchParams(query);

  it('becomes the short URL’s state: ranges from two fields, repeated checkboxes, grouped digits', () => {
    const submitted = form(
      'mjesto=Sarajevo&cijenaOd=150.000&cijenaDo=&povrsinaOd=62,5&povrsinaDo=90&sobe=2&kupatila=' +
        '&vrsta=stan&vrsta=kuca&oprema=lift&sort=najnovije',
    );
    expect(isFormQuery(submitted)).toBe(true);
    expect(isFormQuery(form('cijena=1-2&vrsta=stan'))).toBe(false);
    expect(stateFromForm(submitted)).toEqual({
      ...emptySearchState,
      priceMin: 150_000,
      sizeMin: 62.5,
      sizeMax: 90,
      bedroomsMin: 2,
      propertyTypes: ['house', 'apartment'],
      features: ['elevator'],
      sort: 'newest',
    });
    // The sort form sends the URL's own ranges; the filter form's fields win over them.
    expect(stateFromForm(form('cijena=-200000&povrsina=50-&sort=najvece'))).toEqual({
      ...emptySearchState,
      priceMax: 200_000,
      sizeMin: 50,
      sort: 'size_desc',
    });
    expect(stateFromForm(form('cijena=-200000&cijenaOd=1000&cijenaDo=')).priceMax).toBeUndefined();
    // A lower price above the upper one is dropped, as in a URL.
    expect(stateFromForm(form('cijenaOd=300000&cijenaDo=200000'))).toEqual(emptySearchState);
  });

  it('tells an unchanged place, a cleared one, a chosen one and a newly typed one apart', () => {
    const centar = { slug: 'centar-sarajevo', name: 'Centar Sarajevo' };
    expect(placeChoice(form('sobe=2'), centar)).toEqual({ kind: 'same' });
    expect(placeChoice(form('mjesto=  centar   sarajevo '), centar)).toEqual({ kind: 'same' });
    expect(placeChoice(form('mjesto=+'), centar)).toEqual({ kind: 'none' });
    expect(placeChoice(form('mjesto=Nedžarići'), centar)).toEqual({ kind: 'typed', text: 'Nedžarići' });
    expect(placeChoice(form('mjesto=Tuzla'), null)).toEqual({ kind: 'typed', text: 'Tuzla' });
    // A suggestion chosen wins over the text; a slug of the wrong shape is not one.
    expect(placeChoice(form('mjestoSlug=dobrinja&mjesto=Dobr'), centar)).toEqual({
      kind: 'chosen',
      slug: 'dobrinja',
    });
    expect(placeChoice(form('mjestoSlug=centar-sarajevo'), centar)).toEqual({ kind: 'same' });
    expect(placeChoice(form('mjestoSlug=../x&mjesto='), centar)).toEqual({ kind: 'none' });
    expect(isFormQuery(form('mjestoSlug=dobrinja'))).toBe(true);
  });
});
