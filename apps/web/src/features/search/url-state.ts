import type { BBoxTuple, ListingType, PropertyFeature, PropertyType, SortOption } from '@krov/contracts';
import { listingLimits } from '@krov/contracts/constants';
// The api's own rule for an area, without zod (decision 094): what polygonField takes, this reads.
import { formatPolygon, type Polygon, readPolygon } from '@krov/contracts/polygon-shape';

/**
 * The search's state in the URL (docs/decisions/090-search-url-parameters.md): the listing type and
 * the place are the path (/buy, /rent/centar-sarajevo), everything else short Bosnian parameters
 * with Bosnian values, e.g. `/buy/sarajevo?cijena=100000-200000&vrsta=stan&sobe=2&sort=najjeftinije`.
 * Parsing drops what it cannot use (a value out of range, an unknown word, a range whose lower
 * end is above its upper end) instead of failing the page: a hand-edited or old link still opens.
 * Pure functions, used by the server page and the browser alike.
 */

/** [west, south, east, north] in degrees, as the contracts have it. */
export type BBox = BBoxTuple;
export type SearchView = 'list' | 'map';

/** A place as the forms know it: its slug (the URL's) and its name (the field's). */
export interface PlaceRef {
  slug: string;
  name: string;
}

export interface SearchState {
  priceMin?: number;
  priceMax?: number;
  sizeMin?: number;
  sizeMax?: number;
  bedroomsMin?: number;
  bathroomsMin?: number;
  /** In the contracts' order, without repeats. */
  propertyTypes: PropertyType[];
  features: PropertyFeature[];
  /** "Provjereno u zadnjih 7 dana": confirmed available within this many days (issue 29). */
  confirmedWithinDays?: number;
  /** With a floor plan; with a video or a 3D tour (issue 31, point 4): `tlocrt=da`, `video=da`. */
  withFloorPlan?: true;
  withVideo?: true;
  /** "Search this area": the map's box. */
  bbox?: BBox;
  /** "Nacrtaj područje": an area drawn on the map (issue 31); never together with `bbox`. */
  polygon?: Polygon;
  sort: SortOption;
  view: SearchView;
}

export const emptySearchState: SearchState = {
  propertyTypes: [],
  features: [],
  sort: 'relevant',
  view: 'list',
};

/** The parameters' names. */
export const param = {
  price: 'cijena',
  size: 'povrsina',
  bedrooms: 'sobe',
  bathrooms: 'kupatila',
  types: 'vrsta',
  features: 'oprema',
  /** Confirmed available within N days (`provjereno=7`). */
  confirmed: 'provjereno',
  /** With a floor plan (`tlocrt=da`, issue 31). */
  floorPlan: 'tlocrt',
  /** With a video or a 3D tour (`video=da`). */
  video: 'video',
  bbox: 'podrucje',
  /** A drawn area: `lng lat,lng lat,…` (six decimals), as the api's `polygon`. */
  polygon: 'nacrtano',
  sort: 'sort',
  view: 'prikaz',
  /** The next page's cursor, for a visitor without JavaScript (the browser appends pages instead). */
  cursor: 'od',
  /** A place typed in the filter form without choosing a suggestion (resolved by the server). */
  placeText: 'mjesto',
  /** A place chosen among the filter form's suggestions: its slug. */
  placeSlug: 'mjestoSlug',
  /**
   * The words of a typed sentence the api could not read (issue 31): shown above the results, never
   * a filter, so a search never narrows on a guess.
   */
  notUnderstood: 'neprepoznato',
} as const;

/** The words in the contracts' order (propertyTypes): a URL has one spelling per search. */
export const typeWords: Record<PropertyType, string> = {
  house: 'kuca',
  apartment: 'stan',
  land: 'zemljiste',
  office: 'poslovni',
};

/** In the contracts' order (propertyFeatures). */
export const featureWords: Record<PropertyFeature, string> = {
  furnished: 'namjesten',
  balcony: 'balkon',
  garden: 'basta',
  elevator: 'lift',
  attic: 'potkrovlje',
  garage: 'garaza',
  swimming_pool: 'bazen',
};

/** `relevant` is the default and never written. */
export const sortWords: Record<Exclude<SortOption, 'relevant'>, string> = {
  newest: 'najnovije',
  oldest: 'najstarije',
  price_desc: 'najskuplje',
  price_asc: 'najjeftinije',
  size_desc: 'najvece',
  size_asc: 'najmanje',
  confirmed: 'provjereno',
};

export const listingTypePaths: Record<ListingType, string> = { sell: '/buy', rent: '/rent' };

/** The days "provjereno u zadnjih N dana" may ask for (the api's bounds); the web offers 7. */
export const confirmedDays = { offered: 7, max: 30 } as const;

/** The listings' bounds, from the contracts' zod-free entry (this module runs in the browser). */
const limits = listingLimits;

const propertyTypes = Object.keys(typeWords) as PropertyType[];
const propertyFeatures = Object.keys(featureWords) as PropertyFeature[];

type Params = Pick<URLSearchParams, 'getAll'>;

const numberPattern = /^\d{1,12}(?:\.\d{1,2})?$/;

function amount(text: string | undefined, max: number, integer = false): number | undefined {
  if (!text || !numberPattern.test(text)) return undefined;
  const value = Number(text);
  if (value > max || (integer && !Number.isInteger(value))) return undefined;
  return value;
}

/** `100000-200000`, `100000-` or `-200000`; a lower end above the upper end drops the range. */
function range(text: string | undefined, max: number): { min?: number; max?: number } {
  const match = text?.trim().match(/^([^-]*)-([^-]*)$/);
  if (!match) return {};
  const low = amount(match[1], max);
  const high = amount(match[2], max);
  if (low !== undefined && high !== undefined && low > high) return {};
  return { ...(low !== undefined ? { min: low } : {}), ...(high !== undefined ? { max: high } : {}) };
}

function minimum(text: string | undefined): number | undefined {
  const value = amount(text?.trim(), limits.roomsMax, true);
  return value && value > 0 ? value : undefined;
}

/** Words of a list (`stan,kuca` or repeated), known ones only, in the contracts' order. */
function words<T extends string>(
  params: Params,
  name: string,
  known: readonly T[],
  wordOf: Record<T, string>,
): T[] {
  const given = new Set(params.getAll(name).flatMap((value) => value.split(',').map((word) => word.trim())));
  return known.filter((value) => given.has(wordOf[value]));
}

function bbox(text: string | undefined): BBox | undefined {
  const parts = text?.split(',').map((part) => Number(part.trim())) ?? [];
  if (parts.length !== 4 || !parts.every(Number.isFinite)) return undefined;
  const [west, south, east, north] = parts as [number, number, number, number];
  const valid = west >= -180 && east <= 180 && south >= -90 && north <= 90 && west < east && south < north;
  return valid ? [west, south, east, north] : undefined;
}

function polygon(text: string | undefined): Polygon | undefined {
  return (text && readPolygon(text)) || undefined;
}

function days(text: string | undefined): number | undefined {
  const value = amount(text?.trim(), confirmedDays.max, true);
  return value && value > 0 ? value : undefined;
}

function sort(text: string | undefined): SortOption {
  const found = Object.entries(sortWords).find(([, word]) => word === text);
  return found ? (found[0] as SortOption) : 'relevant';
}

const first = (params: Params, name: string) => params.getAll(name)[0];
/** A flag's one value in the URL. */
export const yes = 'da';

/** The state a URL's query describes (the path gives the listing type and the place). */
export function parseSearchParams(params: Params): SearchState {
  const price = range(first(params, param.price), limits.priceMax);
  const size = range(first(params, param.size), limits.sizeMax);
  const state: SearchState = {
    ...(price.min !== undefined ? { priceMin: price.min } : {}),
    ...(price.max !== undefined ? { priceMax: price.max } : {}),
    ...(size.min !== undefined ? { sizeMin: size.min } : {}),
    ...(size.max !== undefined ? { sizeMax: size.max } : {}),
    propertyTypes: words(params, param.types, propertyTypes, typeWords),
    features: words(params, param.features, propertyFeatures, featureWords),
    sort: sort(first(params, param.sort)),
    view: first(params, param.view) === 'mapa' ? 'map' : 'list',
  };
  const bedrooms = minimum(first(params, param.bedrooms));
  const bathrooms = minimum(first(params, param.bathrooms));
  const area = bbox(first(params, param.bbox));
  const drawn = polygon(first(params, param.polygon));
  const confirmed = days(first(params, param.confirmed));
  if (bedrooms !== undefined) state.bedroomsMin = bedrooms;
  if (bathrooms !== undefined) state.bathroomsMin = bathrooms;
  if (confirmed !== undefined) state.confirmedWithinDays = confirmed;
  if (first(params, param.floorPlan) === yes) state.withFloorPlan = true;
  if (first(params, param.video) === yes) state.withVideo = true;
  // One area at a time: a drawn one wins over a box (the map writes only one; a hand-made link may not).
  if (drawn) state.polygon = drawn;
  else if (area) state.bbox = area;
  return state;
}

/** A Next page's `searchParams` (values may repeat) as the getAll that parsing reads. */
export function paramsOf(record: Record<string, string | string[] | undefined>): Params {
  return {
    getAll: (name) => {
      const value = record[name];
      return value === undefined ? [] : Array.isArray(value) ? value : [value];
    },
  };
}

const rangeText = (min?: number, max?: number) =>
  min === undefined && max === undefined ? undefined : `${min ?? ''}-${max ?? ''}`;

/** Five decimals: about a metre, enough for a map's edge. */
const coordinate = (value: number) => String(Math.round(value * 1e5) / 1e5);

/** The query of a state, defaults left out, always in the same order (one URL per search). */
export function searchParamsOf(state: SearchState): URLSearchParams {
  const entries: [string, string | undefined][] = [
    [param.price, rangeText(state.priceMin, state.priceMax)],
    [param.size, rangeText(state.sizeMin, state.sizeMax)],
    [param.bedrooms, state.bedroomsMin?.toString()],
    [param.bathrooms, state.bathroomsMin?.toString()],
    [param.types, state.propertyTypes.map((type) => typeWords[type]).join(',') || undefined],
    [param.features, state.features.map((feature) => featureWords[feature]).join(',') || undefined],
    [param.confirmed, state.confirmedWithinDays?.toString()],
    [param.floorPlan, state.withFloorPlan ? yes : undefined],
    [param.video, state.withVideo ? yes : undefined],
    [param.bbox, state.bbox?.map(coordinate).join(',')],
    [param.polygon, state.polygon && formatPolygon(state.polygon)],
    [param.sort, state.sort === 'relevant' ? undefined : sortWords[state.sort]],
    [param.view, state.view === 'map' ? 'mapa' : undefined],
  ];
  return new URLSearchParams(entries.filter((entry): entry is [string, string] => entry[1] !== undefined));
}

/** The page of a search: `/buy`, `/rent/centar-sarajevo?cijena=-200000`. Commas stay readable. */
export function searchHref(listingType: ListingType, place: string | null, state: SearchState): string {
  const path = place ? `${listingTypePaths[listingType]}/${place}` : listingTypePaths[listingType];
  const query = searchParamsOf(state).toString().replace(/%2C/g, ',');
  return query ? `${path}?${query}` : path;
}

/** A search's page that also says which of the typed words were not understood (none: the page as it is). */
export function withNotUnderstood(href: string, words: string): string {
  const text = words.trim();
  if (text === '') return href;
  const query = new URLSearchParams({ [param.notUnderstood]: text });
  return `${href}${href.includes('?') ? '&' : '?'}${query}`;
}

/** The page of results after `cursor` (`od`), as a page of its own: "load more" without JavaScript. */
export function pageAfter(href: string, cursor: string): string {
  return `${href}${href.includes('?') ? '&' : '?'}${param.cursor}=${encodeURIComponent(cursor)}`;
}
