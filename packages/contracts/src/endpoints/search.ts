import { endpoint } from '../endpoint.ts';
import { savedPropertiesQuery, savedPropertiesResponse } from '../saved-properties.ts';
import {
  mapQuery,
  mapResponse,
  pinPlaceQuery,
  pinPlaceResponse,
  placeParams,
  placeResponse,
  placesQuery,
  placesResponse,
  searchQuery,
  searchResponse,
} from '../search.ts';
import { searchParseQuery, searchParseResponse } from '../search-parse.ts';

const publicSearch = { access: 'anyone', tags: ['search'] } as const;

/** Search and discovery (issue 11): the paths are fixed by docs/product/DECISIONS.md. */
export const searchEndpoints = {
  searchProperties: endpoint({
    ...publicSearch,
    errors: ['NotFound'],
    method: 'GET',
    path: '/api/properties',
    summary:
      'The search: public listings by filters, one of seven sorts (relevant by default), cursor pages, the total (exact up to 10 000)',
    query: searchQuery,
    status: 200,
    answer: searchResponse,
  }),
  propertiesMap: endpoint({
    ...publicSearch,
    errors: ['NotFound'],
    method: 'GET',
    path: '/api/properties/map',
    summary:
      "The search's listings on a map: clusters when many, price pins when few; counts add up to the total",
    query: mapQuery,
    status: 200,
    answer: mapResponse,
  }),
  searchParse: endpoint({
    ...publicSearch,
    errors: [],
    method: 'GET',
    path: '/api/search/parse',
    summary:
      "Free text (Bosnian, Croatian, Serbian in Latin or Cyrillic, English) read into the search's own filters; words not understood are answered back as `unparsed`, never guessed",
    query: searchParseQuery,
    status: 200,
    answer: searchParseResponse,
  }),
  places: endpoint({
    ...publicSearch,
    errors: [],
    method: 'GET',
    path: '/api/places',
    summary:
      'Place autocomplete: diacritics, case and "dj" for "đ" ignored, a typo tolerated; ranked by kind and listings',
    query: placesQuery,
    status: 200,
    answer: placesResponse,
  }),
  place: endpoint({
    ...publicSearch,
    errors: ['NotFound'],
    method: 'GET',
    path: '/api/places/:slug',
    summary: 'A place: centre, box, the places containing it and its public listings by type',
    params: placeParams,
    status: 200,
    answer: placeResponse,
  }),
  pinPlace: endpoint({
    ...publicSearch,
    errors: ['AddressNotValid'],
    method: 'GET',
    path: '/api/pin-place',
    summary:
      'The place a pin is in, as a listing saved there would get it; a pin outside Bosnia and Herzegovina is AddressNotValid',
    query: pinPlaceQuery,
    status: 200,
    answer: pinPlaceResponse,
  }),
  savedProperties: endpoint({
    access: 'user',
    tags: ['me', 'search'],
    errors: [],
    method: 'GET',
    path: '/api/users/me/saved-properties',
    summary:
      'The saved listings, newest saved first, cursor pages; one no longer public is listed as unavailable',
    query: savedPropertiesQuery,
    status: 200,
    answer: savedPropertiesResponse,
  }),
};
