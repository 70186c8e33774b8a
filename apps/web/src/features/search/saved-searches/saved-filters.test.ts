import type { Language, SavedFiltersJson } from '@krov/contracts';
import { translate } from '@krov/messages';
import { describe, expect, it } from 'vitest';
import { parseSearchParams } from '../url-state';
import { savedSearchHref, savedSearchState, savedSearchWords, type Translate } from './saved-filters';

const translator =
  (language: Language): Translate =>
  (key, values) =>
    translate(language, key, values);

const words = (filters: SavedFiltersJson, placeName: string | null, language: Language = 'bs') =>
  savedSearchWords(filters, placeName, language, translator(language));

describe('a saved search in words', () => {
  it('reads type, sale, place, price and rooms as a person would say them', () => {
    const filters: SavedFiltersJson = {
      listingType: 'sell',
      place: 'centar-sarajevo',
      propertyType: ['apartment'],
      priceMax: 200_000,
      bedroomsMin: 2,
    };
    expect(words(filters, 'Centar Sarajevo')).toBe(
      'Stan, prodaja, Centar Sarajevo, do 200.000 KM, 2+ spavaće sobe',
    );
    expect(words(filters, 'Centar Sarajevo', 'en')).toBe(
      'Apartment, for sale, Centar Sarajevo, up to 200,000 KM, 2+ bedrooms',
    );
  });

  it('says the whole country without a place, and any property without a type', () => {
    expect(words({ listingType: 'rent' }, null)).toBe('Nekretnine, najam, cijela BiH');
    expect(words({}, null, 'en')).toBe('Properties, all of Bosnia and Herzegovina');
  });

  it('joins several types with “or”, writes ranges, sizes and the plural forms of rooms', () => {
    const filters: SavedFiltersJson = {
      listingType: 'rent',
      propertyType: ['house', 'apartment'],
      priceMin: 500,
      priceMax: 1_250.5,
      sizeMin: 62.5,
      bedroomsMin: 5,
      bathroomsMin: 1,
    };
    expect(words(filters, 'Banja Luka')).toBe(
      'Kuća ili stan, najam, Banja Luka, 500 KM – 1.250,50 KM, od 62,5 m², 5+ spavaćih soba, 1+ kupatilo',
    );
    expect(words(filters, 'Banja Luka', 'en')).toBe(
      'House or apartment, for rent, Banja Luka, 500 KM to 1,250.50 KM, from 62.5 m², 5+ bedrooms, 1+ bathroom',
    );
    expect(words({ bedroomsMin: 1, bathroomsMin: 3 }, null)).toBe(
      'Nekretnine, cijela BiH, 1+ spavaća soba, 3+ kupatila',
    );
  });

  it('names features, the map’s area, photos, free text and an agency; the place’s slug when its name is missing', () => {
    const filters: SavedFiltersJson = {
      listingType: 'sell',
      bbox: '18.35,43.83,18.45,43.87',
      features: ['elevator', 'balcony'],
      withPhotos: true,
      q: ' pogled na grad ',
      agency: 'krov-nekretnine',
      sizeMax: 80,
    };
    expect(words(filters, null)).toBe(
      'Nekretnine, prodaja, područje na mapi, do 80 m², balkon, lift, sa fotografijama, „pogled na grad“, agencija krov-nekretnine',
    );
    expect(words(filters, null, 'en')).toBe(
      'Properties, for sale, area on the map, up to 80 m², balcony, elevator, with photos, “pogled na grad”, agency krov-nekretnine',
    );
    expect(words({ place: 'dobrinja' }, null)).toBe('Nekretnine, dobrinja');
  });
});

describe('a saved search’s page', () => {
  it('is /buy or /rent with the place as the path and the filters in the search’s parameters', () => {
    const href = savedSearchHref({
      listingType: 'rent',
      place: 'centar-sarajevo',
      propertyType: ['apartment', 'house'],
      features: ['balcony'],
      priceMax: 1000,
      sizeMin: 40,
      bedroomsMin: 2,
      bathroomsMin: 1,
      bbox: '18.35,43.83,18.45,43.87',
    });
    expect(href).toBe(
      '/rent/centar-sarajevo?cijena=-1000&povrsina=40-&sobe=2&kupatila=1&vrsta=kuca,stan&oprema=balkon&podrucje=18.35,43.83,18.45,43.87',
    );
    // The search page reads back the same filters.
    const { state } = savedSearchState({
      listingType: 'rent',
      propertyType: ['apartment', 'house'],
      features: ['balcony'],
      priceMax: 1000,
      sizeMin: 40,
      bedroomsMin: 2,
      bathroomsMin: 1,
      bbox: '18.35,43.83,18.45,43.87',
    });
    expect(parseSearchParams(new URLSearchParams(href.split('?')[1]))).toEqual(state);
  });

  it('is /buy without a listing type, and drops values the search does not know', () => {
    expect(savedSearchHref({})).toBe('/buy');
    expect(savedSearchHref({ propertyType: ['castle', 'land'], features: ['moat'], bbox: 'x' })).toBe(
      '/buy?vrsta=zemljiste',
    );
  });
});

describe('a saved search with a drawn area', () => {
  const polygon = '18.38 43.84,18.44 43.84,18.41 43.87';

  it('opens the search page with the area in the URL, which reads back the same state', () => {
    const filters: SavedFiltersJson = { listingType: 'sell', place: 'sarajevo', polygon, priceMax: 300_000 };
    const href = savedSearchHref(filters);
    expect(href).toBe('/buy/sarajevo?cijena=-300000&nacrtano=18.38+43.84,18.44+43.84,18.41+43.87');
    const { state } = savedSearchState(filters);
    expect(state.polygon).toEqual([
      [18.38, 43.84],
      [18.44, 43.84],
      [18.41, 43.87],
    ]);
    expect(parseSearchParams(new URLSearchParams(href.split('?')[1]))).toEqual(state);
  });

  it('is described as a drawn area, not the whole country', () => {
    expect(words({ listingType: 'rent', polygon }, null)).toBe('Nekretnine, najam, nacrtano područje');
    expect(words({ propertyType: ['apartment'], polygon }, null, 'en')).toBe('Apartment, drawn area');
    expect(words({ polygon }, 'Sarajevo')).toBe('Nekretnine, Sarajevo, nacrtano područje');
  });

  it('drops an area the search cannot read, and keeps only the drawn one beside a box', () => {
    expect(savedSearchHref({ polygon: '18 43,19 43' })).toBe('/buy');
    expect(savedSearchHref({ polygon, bbox: '18.35,43.83,18.45,43.87' })).toBe(
      '/buy?nacrtano=18.38+43.84,18.44+43.84,18.41+43.87',
    );
  });
});
