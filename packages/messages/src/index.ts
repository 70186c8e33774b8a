import { bs } from './bs.ts';
import { en } from './en.ts';
import { fallbackLocale, interpolate, type Locale, lookupIn, type MessageParams } from './locales.ts';

/** The shape of a catalogue: en is the reference, bs must have the same keys (see messages.test.ts). */
export type Messages = typeof en;

// A type-level check as well: a key missing from bs is a compile error.
const bsMessages: Messages = bs;

export { bsMessages as bs, en };
export const catalogues = { bs: bsMessages, en } as const satisfies Record<Locale, Messages>;
export { defaultLocale, fallbackLocale, interpolate, type Locale, type MessageParams } from './locales.ts';

/** The text at a dotted path ('errors.PropertyLimit'), or undefined when it is missing or not a text. */
export function lookup(locale: Locale, key: string): string | undefined {
  return lookupIn(catalogues[locale], key);
}

/**
 * The text for a dotted key in the locale, else in English, else the key itself,
 * with its `{name}` placeholders filled from params.
 */
export function translate(locale: Locale, key: string, params?: MessageParams): string {
  const text = lookup(locale, key) ?? lookup(fallbackLocale, key);
  return text === undefined ? key : interpolate(text, params);
}
