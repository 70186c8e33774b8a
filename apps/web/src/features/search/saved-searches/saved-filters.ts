import type { Language, ListingType, PropertyFeature, PropertyType, SavedFiltersJson } from '@krov/contracts';
import { readPolygon } from '@krov/contracts/polygon-shape';
import { formatArea, formatKm } from '@/shared/format/format-price';
import { pluralForm } from '@/shared/format/plural';
import { emptySearchState, featureWords, type SearchState, searchHref, typeWords } from '../url-state';

/**
 * A saved search's filters (the api's JSON form, contracts' savedFiltersJson) read two ways: as
 * the search page that shows them, and in words for /me/searches ("Stan, prodaja, Centar
 * Sarajevo, do 200.000 KM, 2+ spavaće sobe"). Pure: the texts come from the caller's translator.
 */

/** A translator over the whole catalogue: next-intl's `useTranslations()`, or `translate` in tests. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

const propertyTypes = Object.keys(typeWords) as PropertyType[];
const propertyFeatures = Object.keys(featureWords) as PropertyFeature[];

/** Known values only, in the contracts' order (the order the search's URL writes them). */
function known<T extends string>(values: readonly string[] | undefined, all: readonly T[]): T[] {
  const given = new Set(values ?? []);
  return all.filter((value) => given.has(value));
}

function bboxOf(text: string | undefined): SearchState['bbox'] {
  const parts = text?.split(',').map(Number) ?? [];
  return parts.length === 4 && parts.every(Number.isFinite)
    ? (parts as [number, number, number, number])
    : undefined;
}

/** The listing type and the place of a saved search (the search page's path), and its state. */
export function savedSearchState(filters: SavedFiltersJson): {
  listingType: ListingType;
  place: string | null;
  state: SearchState;
} {
  const state: SearchState = {
    ...emptySearchState,
    propertyTypes: known(filters.propertyType, propertyTypes),
    features: known(filters.features, propertyFeatures),
  };
  const numbers = ['priceMin', 'priceMax', 'sizeMin', 'sizeMax', 'bedroomsMin', 'bathroomsMin'] as const;
  for (const key of numbers) if (filters[key] !== undefined) state[key] = filters[key];
  const bbox = bboxOf(filters.bbox);
  // A drawn area, as the search's URL reads it (one area at a time: the drawn one wins).
  const polygon = filters.polygon ? readPolygon(filters.polygon) : null;
  if (polygon) state.polygon = polygon;
  else if (bbox) state.bbox = bbox;
  if (filters.confirmedWithinDays !== undefined) state.confirmedWithinDays = filters.confirmedWithinDays;
  if (filters.withFloorPlan) state.withFloorPlan = true;
  if (filters.withVideo) state.withVideo = true;
  // A search without a listing type is the buyers' one, as /buy is the search's first page.
  return { listingType: filters.listingType ?? 'sell', place: filters.place ?? null, state };
}

/**
 * The search page of a saved search: /buy or /rent, the place as the path's segment, the other
 * filters in the search's URL parameters. (The search page has no parameters for `q`,
 * `withPhotos` and `agency`, which the web never saves.)
 */
export function savedSearchHref(filters: SavedFiltersJson): string {
  const { listingType, place, state } = savedSearchState(filters);
  return searchHref(listingType, place, state);
}

function range(
  t: Translate,
  min: number | undefined,
  max: number | undefined,
  format: (n: number) => string,
): string | null {
  if (min === undefined && max === undefined) return null;
  const from = min !== undefined ? format(min) : undefined;
  const to = max !== undefined ? format(max) : undefined;
  if (from && to) return t('savedSearches.words.between', { from, to });
  if (from) return t('savedSearches.words.from', { value: from });
  return t('savedSearches.words.to', { value: to ?? '' });
}

/** "Stan", "Stan ili kuća", "Nekretnine". */
function typesText(types: PropertyType[], language: Language, t: Translate): string {
  if (types.length === 0) return t('savedSearches.words.anyType');
  const labels = types.map((type, index) => {
    const label = t(`properties.propertyTypes.${type}`);
    return index === 0 ? label : label.toLocaleLowerCase(language);
  });
  return labels.join(` ${t('savedSearches.words.or')} `);
}

/** The filters in words, most telling first: type, sale or rent, place, price, size, rooms, the rest. */
export function savedSearchWords(
  filters: SavedFiltersJson,
  placeName: string | null,
  language: Language,
  t: Translate,
): string {
  const { state } = savedSearchState(filters);
  const words = (key: string, values?: Record<string, string | number>) =>
    t(`savedSearches.words.${key}`, values);
  const count = (key: string, value: number | undefined) =>
    value === undefined ? null : words(`${key}.${pluralForm(value, language)}`, { count: value });
  const parts: (string | null | undefined)[] = [
    typesText(state.propertyTypes, language, t),
    filters.listingType && words(filters.listingType),
    placeName ?? filters.place ?? (state.bbox || state.polygon ? null : words('wholeCountry')),
    state.bbox && words('area'),
    state.polygon && words('drawnArea'),
    range(t, state.priceMin, state.priceMax, (n) => formatKm(n, language)),
    range(t, state.sizeMin, state.sizeMax, (n) => formatArea(n, language)),
    count('bedrooms', state.bedroomsMin),
    count('bathrooms', state.bathroomsMin),
    ...state.features.map((feature) => t(`properties.features.${feature}`).toLocaleLowerCase(language)),
    filters.withPhotos ? words('withPhotos') : null,
    state.confirmedWithinDays !== undefined ? words('confirmed', { days: state.confirmedWithinDays }) : null,
    filters.q?.trim() ? words('text', { text: filters.q.trim() }) : null,
    filters.agency ? words('agency', { agency: filters.agency }) : null,
  ];
  return parts.filter((part): part is string => Boolean(part)).join(', ');
}
