import type { BBoxTuple, SortOption } from '@krov/contracts';
import { cellAlignedBbox, sortOptions } from '@krov/contracts';

/** One measured request: what it asks and the target its p95 is held to. */
export interface Scenario {
  group: 'search' | 'search-deep' | 'map' | 'autocomplete';
  name: string;
  /** Path and query, without the origin. */
  path: string;
  /** The same work under a different URL for each request, where a cache keyed by the URL could answer. */
  vary?: (index: number) => string;
  p95TargetMs: number;
  /** Search only: the sort, and which page (1, or the one `deepPage` pages in through the cursor). */
  sort?: SortOption;
  page?: number;
}

/** SPEC §2's typical search: two-bedroom flats for sale in Sarajevo under 400 000 KM. */
export const placeQuery =
  'listingType=sell&place=sarajevo&propertyType=apartment&bedroomsMin=2&priceMax=400000';
/** The whole country's sales: deep enough for page 500 on the smaller data sets. */
export const broadQuery = 'listingType=sell';
export const deepPage = 500;

export const targets = {
  searchP95Ms: 50,
  deepOverFirst: 1.5,
  mapP95Ms: 80,
  autocompleteP95Ms: 10,
  apiOverQuery: 1.3,
};

/** Priced a little differently each time: another cache key, the same plan and nearly the same rows. */
const varyPrice = (query: string, sort: string) => (index: number) =>
  `/api/properties?${query.replace('priceMax=400000', `priceMax=${400_000 - (index % 5000)}`)}&sort=${sort}`;

export function searchScenarios(query: string): Scenario[] {
  return sortOptions.map((sort) => ({
    group: 'search',
    name: `search ${sort}, page 1`,
    path: `/api/properties?${query}&sort=${sort}`,
    vary: varyPrice(query, sort),
    p95TargetMs: targets.searchP95Ms,
    sort,
    page: 1,
  }));
}

/** A box as the map sends it: west,south,east,north. */
const boxes = {
  bosnia: '15.72,42.55,19.63,45.28',
  sarajevo: '18.20,43.78,18.52,43.92',
  sarajevoCentre: '18.395,43.850,18.440,43.868',
  banjaLuka: '17.14,44.73,17.25,44.81',
};

const parsed = (box: string) => box.split(',').map(Number) as unknown as BBoxTuple;

/**
 * Moves the box by a few metres per request: another key, the same area. `aligned` grows each box
 * to whole cells, as the web asks since decision 104.
 */
const varyBox = (box: string, rest: string, zoom: number, aligned: boolean) => (index: number) => {
  const shift = (index % 1000) * 1e-5;
  const [west, south, east, north] = parsed(box);
  const moved: BBoxTuple = [west + shift, south + shift, east + shift, north + shift];
  const sent = aligned ? cellAlignedBbox(moved, zoom) : moved.map((n) => Number(n.toFixed(5)));
  return `/api/properties/map?bbox=${sent.join(',')}${rest}`;
};

/** A map request for any box (an app's, a shared link's), and the same one as the web sends it. */
function map(name: string, box: string, zoom: number, filters = 'listingType=sell'): Scenario[] {
  const rest = `&zoom=${zoom}&${filters}`;
  return [false, true].map((aligned) => ({
    group: 'map',
    name: aligned ? `${name}, whole cells (web)` : name,
    path: `/api/properties/map?bbox=${aligned ? cellAlignedBbox(parsed(box), zoom).join(',') : box}${rest}`,
    vary: varyBox(box, rest, zoom, aligned),
    p95TargetMs: targets.mapP95Ms,
  }));
}

/** The zoom levels a visitor uses: the country on a phone (7) and a desktop (8), a city, a quarter. */
export function mapScenarios(): Scenario[] {
  return [
    ...map('map Bosnia, zoom 7 (phone)', boxes.bosnia, 7),
    ...map('map Bosnia, zoom 8 (desktop)', boxes.bosnia, 8),
    ...map(
      'map Bosnia, zoom 8, flats ≤ 300 000 KM',
      boxes.bosnia,
      8,
      'listingType=sell&propertyType=apartment&priceMax=300000',
    ),
    // A rare filter zoomed out: few pins, found through the kind and price indexes, not the box's.
    ...map(
      'map Bosnia, zoom 7, offices ≥ 3 000 000 KM (few)',
      boxes.bosnia,
      7,
      'listingType=sell&propertyType=office&priceMin=3000000',
    ),
    ...map('map Sarajevo, zoom 12', boxes.sarajevo, 12),
    // The map of SPEC §2's typical search (the list's filters on the map view): read from the listings.
    ...map('map Sarajevo, zoom 12, the typical search', boxes.sarajevo, 12, placeQuery),
    ...map('map Sarajevo centre, zoom 15', boxes.sarajevoCentre, 15),
    ...map('map Banja Luka, zoom 13', boxes.banjaLuka, 13),
  ];
}

/**
 * Prefixes as people type them, with and without diacritics, "dj" for "đ", and two typos; then
 * issue 31's OSM places: quarters ("grbavica", "cengic vila", "marijin dvor"), a town among its
 * villages ("mostr"), a prefix many villages share ("dobri") and a word inside many names ("luka").
 */
export const autocompleteTexts = [
  'sa',
  'banja l',
  'banjaluka',
  'nedzarici',
  'Nedžarići',
  'sarjevo',
  'tuzal',
  'grbavica',
  'cengic vila',
  'mostr',
  'dobri',
  'marijin dvor',
  'luka',
];

export function autocompleteScenarios(): Scenario[] {
  return autocompleteTexts.map((text) => ({
    group: 'autocomplete',
    name: `autocomplete "${text}"`,
    path: `/api/places?q=${encodeURIComponent(text)}`,
    p95TargetMs: targets.autocompleteP95Ms,
  }));
}
