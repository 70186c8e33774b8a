import { type ListingType, listingLimits } from '@krov/contracts';
import { type FilterSet, type Item, isSymbol, meaningOf } from './items.ts';

/**
 * Prices and sizes, alone or as ranges: "do 200.000 KM", "od 50 do 70 m²", "100-150k", "ispod
 * 1,5 miliona", "preko 80 kvadrata", "€120.000". What an amount is, price or size, is read from its
 * unit: m², "kvadrata" → size; KM, €, "k", "hiljada", "miliona" → price. A bare number is a price
 * from 10 000 up (no home has that many m² a person would type without a unit), and in a rent search
 * from 100 up when it is a bound or a range ("najam do 600"); any other bare number stays unparsed.
 * A range's unit and multiplier written once at its end hold for both ends ("od 100 do 150
 * hiljada KM"). A price alone is a budget (priceMax); a size alone is what one needs (sizeMin).
 */

/** The fixed rate of the convertible mark to the euro (the currency board's, since 1999). */
export const kmPerEuro = 1.95583;
/** Bare numbers from here up are prices. */
export const barePriceFrom = 10_000;
/** In a rent search, bare bounds from here up are monthly prices. */
export const bareRentFrom = 100;

interface Amount {
  value: number;
  /** The number as written, before its multiplier. */
  written: number;
  multiplied: boolean;
  unit: 'KM' | 'EUR' | 'other' | 'area' | null;
  /** Items from … to (exclusive). */
  from: number;
  to: number;
}

/** An amount at `at`: [€] number [multiplier] [currency | m²]. */
function amountAt(items: readonly Item[], at: number): Amount | null {
  let index = at;
  let unit: Amount['unit'] = null;
  const before = meaningOf(items[index], 'currency');
  if (before) {
    unit = before.code;
    index++;
  }
  const number = items[index];
  if (number?.kind !== 'number' || number.value === null) return null;
  index++;
  const multiplier = meaningOf(items[index], 'multiplier');
  if (multiplier) index++;
  const currency = meaningOf(items[index], 'currency');
  if (!unit && currency) {
    unit = currency.code;
    index++;
  } else if (
    !unit &&
    meaningOf(items[index], 'area') &&
    (Number.isInteger(number.value) || !loose(items[index]))
  ) {
    unit = 'area';
    index++;
  }
  const written = number.value;
  const value = written * (multiplier?.factor ?? 1);
  return { value, written, multiplied: multiplier !== null, unit, from: at, to: index };
}

/** A bare "m" is m² only after a whole number: "1,5m" is no size anyone means. */
function loose(item: Item | undefined): boolean {
  return item?.kind === 'meaning' && item.meaning.kind === 'area' && item.meaning.loose === true;
}

/** "/m2", "po kvadratu", "per sqm" after a price. */
function perArea(items: readonly Item[], at: number): boolean {
  const item = items[at];
  const per = isSymbol(item, '/') || (item?.kind === 'meaning' && item.meaning.kind === 'filler');
  return per && meaningOf(items[at + 1], 'area') !== null;
}

type Measure = { key: 'price' | 'size'; value: number } | null;

/** What an amount measures, in KM or m², by its unit or, bare, by its magnitude; null when unsure. */
function measure(amount: Amount, bound: boolean, deal: ListingType | undefined): Measure {
  const { value, unit } = amount;
  if (!Number.isFinite(value) || value < 0) return null;
  const price = (km: number) => (km <= listingLimits.priceMax ? { key: 'price' as const, value: km } : null);
  if (unit === 'area') {
    return amount.multiplied || value > listingLimits.sizeMax ? null : { key: 'size', value };
  }
  if (unit === 'KM') return price(value);
  if (unit === 'EUR') return price(Math.round(value * kmPerEuro));
  if (unit === 'other') return null;
  if (amount.multiplied || value >= barePriceFrom) return price(value);
  if (bound && deal === 'rent' && value >= bareRentFrom) return price(value);
  return null;
}

/** A range's ends share the unit and multiplier written once ("100-150k", "od 50 do 70 m²"). */
function shareUnits(low: Amount, high: Amount): [Amount, Amount] {
  let a = { ...low };
  let b = { ...high };
  if (!a.multiplied && b.multiplied && a.written < b.written) {
    a = { ...a, value: a.written * (b.value / b.written), multiplied: true };
  }
  if (a.unit === null) a = { ...a, unit: b.unit };
  if (b.unit === null) b = { ...b, unit: a.unit };
  return [a, b];
}

export interface AmountRule {
  items: readonly Item[];
  filters: FilterSet;
  deal: ListingType | undefined;
  /** Marks the items from … to (exclusive) understood. */
  use(from: number, to: number): void;
}

/** Reads every amount; returns nothing, marking what it understood. */
export function readAmounts({ items, filters, deal, use }: AmountRule): void {
  const keyOf = (m: NonNullable<Measure>, side: 'Min' | 'Max') => `${m.key}${side}` as const;
  const setBound = (m: Measure, side: 'Min' | 'Max') => m !== null && filters.set(keyOf(m, side), m.value);
  /** Both ends or neither. */
  const setRange = (a: Measure, b: Measure) =>
    a !== null &&
    b !== null &&
    a.key === b.key &&
    a.value <= b.value &&
    filters.fits(keyOf(a, 'Min'), a.value) &&
    filters.fits(keyOf(b, 'Max'), b.value) &&
    setBound(a, 'Min') &&
    setBound(b, 'Max');

  for (let at = 0; at < items.length; at++) {
    if (meaningOf(items[at], 'approx')) {
      // "oko 60 m²": no bound was said; the amount after it stays unparsed.
      const skipped = amountAt(items, at + 1);
      if (skipped) at = skipped.to - 1;
      continue;
    }
    const bound = meaningOf(items[at], 'bound');
    const between = meaningOf(items[at], 'between');
    const first = amountAt(items, bound || between ? at + 1 : at);
    if (!first) continue;
    if (perArea(items, first.to)) {
      // "4000 KM po kvadratu": a price per m², which the search does not filter by.
      at = first.to;
      continue;
    }

    // A second end: "od A do B", "A-B", "A do B", "između A i B".
    const joiner = items[first.to];
    const joins =
      isSymbol(joiner, '-') ||
      meaningOf(joiner, 'bound')?.side === 'max' ||
      (between !== null && joiner?.kind === 'meaning' && joiner.meaning.kind === 'filler');
    const next = joins && bound?.side !== 'max' ? amountAt(items, first.to + 1) : null;
    // "60 m² do 150.000 KM": a size and then a price, no range.
    const apart = (a: Amount, b: Amount) => {
      const [ma, mb] = [measure(a, true, deal), measure(b, true, deal)];
      return ma !== null && mb !== null && ma.key !== mb.key;
    };
    const second = next && !apart(first, next) ? next : null;
    if (second) {
      const [low, high] = shareUnits(first, second);
      if (setRange(measure(low, true, deal), measure(high, true, deal))) use(at, second.to);
      at = second.to - 1;
      continue;
    }
    if (between) continue;

    // One end: a bound before it ("do", "preko"), or after it ("60 m² minimum", "60m2+").
    const after = amountAt(items, first.to + 1) ? null : meaningOf(items[first.to], 'bound');
    const plus = isSymbol(items[first.to], '+');
    const side = bound?.side ?? after?.side ?? (plus ? 'min' : null);
    const end = bound ? first.to : after || plus ? first.to + 1 : first.to;
    const m = measure(first, side !== null, deal);
    // Alone, a price is a budget and a size is what one needs at least.
    const chosen = side ?? (m?.key === 'price' ? 'max' : 'min');
    if (m && setBound(m, chosen === 'min' ? 'Min' : 'Max')) use(at, end);
    at = first.to - 1;
  }
}
