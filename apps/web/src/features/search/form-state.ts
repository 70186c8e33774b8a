import { type PlaceRef, param, parseSearchParams, type SearchState } from './url-state';

/**
 * The filter form is a plain GET form, so it works before (or without) JavaScript: its range
 * fields arrive as `cijenaOd`/`cijenaDo`, `povrsinaOd`/`povrsinaDo`, its checkboxes as repeated
 * `vrsta`/`oprema`, a typed place as `mjesto`. The page turns such a query into the short URL
 * (url-state.ts) and redirects; in the browser the form goes there directly.
 */
export const formParam = {
  priceFrom: 'cijenaOd',
  priceTo: 'cijenaDo',
  sizeFrom: 'povrsinaOd',
  sizeTo: 'povrsinaDo',
} as const;

type Params = Pick<URLSearchParams, 'getAll'>;

const formOnly: readonly string[] = [...Object.values(formParam), param.placeText, param.placeSlug];

/** Whether a query came from the filter form (and needs turning into the short URL). */
export function isFormQuery(params: Params): boolean {
  return formOnly.some((name) => params.getAll(name).length > 0);
}

/** "150.000", "150 000" → "150000": people write prices with the thousands grouped. */
const wholeNumber = (text: string) => text.replace(/[\s.,]/g, '');
/** "62,5" → "62.5": a size may have a decimal comma. */
const decimalNumber = (text: string) => text.replace(/\s/g, '').replace(',', '.');

function rangeOf(
  params: Params,
  from: string,
  to: string,
  clean: (text: string) => string,
): string | undefined {
  const low = clean(params.getAll(from)[0] ?? '');
  const high = clean(params.getAll(to)[0] ?? '');
  return low || high ? `${low}-${high}` : undefined;
}

/** The search state a submitted filter form describes (what it cannot use is dropped, as in a URL). */
export function stateFromForm(params: Params): SearchState {
  const merged = new URLSearchParams();
  for (const name of [
    param.bedrooms,
    param.bathrooms,
    param.types,
    param.features,
    param.confirmed,
    param.floorPlan,
    param.video,
    param.bbox,
    param.polygon,
    param.sort,
    param.view,
  ]) {
    for (const value of params.getAll(name)) merged.append(name, value);
  }
  // The filter form sends its two range fields; the sort form carries the ranges as they are in the URL.
  const price =
    rangeOf(params, formParam.priceFrom, formParam.priceTo, wholeNumber) ?? params.getAll(param.price)[0];
  const size =
    rangeOf(params, formParam.sizeFrom, formParam.sizeTo, decimalNumber) ?? params.getAll(param.size)[0];
  if (price) merged.set(param.price, price);
  if (size) merged.set(param.size, size);
  return parseSearchParams(merged);
}

/**
 * The place the form asks for: unchanged, none (an empty field: all of the country), one chosen
 * among the suggestions (its slug), or a typed name for the server to look up.
 */
export type PlaceChoice =
  | { kind: 'same' }
  | { kind: 'none' }
  | { kind: 'chosen'; slug: string }
  | { kind: 'typed'; text: string };

const slugPattern = /^[a-z0-9-]{1,80}$/;

export function placeChoice(params: Params, current: PlaceRef | null): PlaceChoice {
  const chosen = params.getAll(param.placeSlug)[0]?.trim();
  if (chosen && slugPattern.test(chosen))
    return chosen === current?.slug ? { kind: 'same' } : { kind: 'chosen', slug: chosen };
  const typed = params.getAll(param.placeText)[0];
  if (typed === undefined) return { kind: 'same' };
  const text = typed.trim().replace(/\s+/g, ' ');
  if (text === '') return { kind: 'none' };
  if (current && text.toLocaleLowerCase('bs') === current.name.toLocaleLowerCase('bs'))
    return { kind: 'same' };
  return { kind: 'typed', text };
}
