import type { BBoxTuple, SortOption } from '@krov/contracts';
import { cellAlignedBbox, sortOptions } from '@krov/contracts';

/** One measured request: what it asks and the target its p95 is held to. */
export interface Scenario {
  group: 'search' | 'search-deep' | 'map' | 'autocomplete' | 'polygon';
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

/**
 * Drawn areas (issue 31 point 2) as the web sends them after simplifying a finger's path: Grbavica
 * and Hrasno (8 corners), the west of Sarajevo from Stup to Ilidža (12), and Banja Luka's centre (6).
 */
const drawnAreas = {
  grbavica: [
    [18.385, 43.852],
    [18.398, 43.848],
    [18.412, 43.851],
    [18.418, 43.856],
    [18.405, 43.862],
    [18.392, 43.861],
    [18.383, 43.858],
    [18.38, 43.855],
  ],
  sarajevoWest: [
    [18.26, 43.82],
    [18.29, 43.815],
    [18.32, 43.825],
    [18.34, 43.835],
    [18.355, 43.845],
    [18.35, 43.858],
    [18.33, 43.862],
    [18.31, 43.86],
    [18.29, 43.853],
    [18.275, 43.848],
    [18.262, 43.84],
    [18.255, 43.83],
  ],
  banjaLuka: [
    [17.18, 44.765],
    [17.2, 44.762],
    [17.21, 44.772],
    [17.2, 44.782],
    [17.185, 44.782],
    [17.175, 44.774],
  ],
} satisfies Record<string, [number, number][]>;

/** Moved by a few metres per request: another cache key, the same area. */
const polygonParam = (corners: readonly [number, number][], index = 0) => {
  const shift = (index % 1000) * 1e-5;
  return corners.map(([lng, lat]) => `${(lng + shift).toFixed(5)} ${(lat + shift).toFixed(5)}`).join(',');
};

function drawn(name: string, corners: [number, number][], filters: string, route: 'list' | 'map'): Scenario {
  const rest = route === 'map' ? `&zoom=14&${filters}` : `&${filters}&sort=relevant`;
  const path = route === 'map' ? '/api/properties/map' : '/api/properties';
  const bbox = (index: number) => {
    const lngs = corners.map(([lng]) => lng + (index % 1000) * 1e-5);
    const lats = corners.map(([, lat]) => lat + (index % 1000) * 1e-5);
    const box = [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)];
    return route === 'map' ? `bbox=${box.map((n) => n.toFixed(5)).join(',')}&` : '';
  };
  const url = (index: number) =>
    `${path}?${bbox(index)}polygon=${encodeURIComponent(polygonParam(corners, index))}${rest}`;
  return {
    group: 'polygon',
    name,
    path: url(0),
    vary: url,
    p95TargetMs: route === 'map' ? targets.mapP95Ms : targets.searchP95Ms,
    ...(route === 'list' ? { sort: 'relevant' as const, page: 1 } : {}),
  };
}

export function polygonScenarios(): Scenario[] {
  return [
    drawn('search drawn area, Grbavica (8 corners), sales', drawnAreas.grbavica, 'listingType=sell', 'list'),
    drawn(
      'search drawn area, Sarajevo west (12 corners), the typical search',
      drawnAreas.sarajevoWest,
      placeQuery.replace('place=sarajevo&', ''),
      'list',
    ),
    drawn(
      'search drawn area, Banja Luka (6 corners), rentals',
      drawnAreas.banjaLuka,
      'listingType=rent',
      'list',
    ),
    drawn('map drawn area, Sarajevo west, zoom 14', drawnAreas.sarajevoWest, 'listingType=sell', 'map'),
  ];
}
