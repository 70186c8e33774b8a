import type { ParsedFilters } from '@krov/contracts';
import type { Meaning } from './lexicon.ts';

/**
 * The query as the rules read it: a known word or phrase with its meaning, a number, a symbol or an
 * unknown word, each with the tokens it stands for. A rule that understands items marks their
 * tokens used; what is left is answered as `unparsed`.
 */
export type Item =
  | { kind: 'meaning'; tokens: number[]; meaning: Meaning }
  /** `value` is null when the digits are no number ("1.2.3"). */
  | { kind: 'number'; tokens: number[]; value: number | null; raw: string }
  | { kind: 'symbol'; tokens: number[]; symbol: string }
  | { kind: 'word'; tokens: number[] };

export type MeaningOf<K extends Meaning['kind']> = Extract<Meaning, { kind: K }>;

/** The item's meaning when it is of the kind, else null. */
export function meaningOf<K extends Meaning['kind']>(item: Item | undefined, kind: K): MeaningOf<K> | null {
  return item?.kind === 'meaning' && item.meaning.kind === kind ? (item.meaning as MeaningOf<K>) : null;
}

export function isSymbol(item: Item | undefined, ...symbols: string[]): boolean {
  return item?.kind === 'symbol' && symbols.includes(item.symbol);
}

/**
 * The filters being found: a key is set once. A second statement of the same value is understood;
 * a different one is not (it stays unparsed), so nothing contradicts what was said first.
 */
export function createFilterSet() {
  const filters: ParsedFilters = {};
  return {
    filters,
    /** True when the value was taken or was already there. */
    set<K extends keyof ParsedFilters>(key: K, value: NonNullable<ParsedFilters[K]>): boolean {
      const had = filters[key];
      if (had === undefined) {
        filters[key] = value;
        return true;
      }
      return JSON.stringify(had) === JSON.stringify(value);
    },
    /** The value could be set: the key is free or holds it already. */
    fits<K extends keyof ParsedFilters>(key: K, value: NonNullable<ParsedFilters[K]>): boolean {
      const had = filters[key];
      return had === undefined || JSON.stringify(had) === JSON.stringify(value);
    },
  };
}
export type FilterSet = ReturnType<typeof createFilterSet>;

/** "1.250.000", "200,000" and "150 000" are thousands; "1,5" and "1.5" are decimals. */
export function numberOf(digits: string): number | null {
  const separators = digits.match(/[.,]/g) ?? [];
  if (separators.length === 0) return Number(digits);
  const groups = digits.split(/[.,]/);
  const kinds = new Set(separators);
  if (kinds.size === 2) {
    // "200.000,50": the last separator is the decimal one.
    const last = digits.search(/[.,][^.,]*$/);
    const whole = numberOf(digits.slice(0, last));
    const fraction = digits.slice(last + 1);
    return whole === null ? null : Number(`${whole}.${fraction}`);
  }
  if (groups.slice(1).every((group) => group.length === 3) && (groups[0] ?? '').length <= 3) {
    return Number(groups.join(''));
  }
  return separators.length === 1 ? Number(groups.join('.')) : null;
}
