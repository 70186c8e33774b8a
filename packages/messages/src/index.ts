import bs from '../bs.json' with { type: 'json' };
import en from '../en.json' with { type: 'json' };

/** The shape of a catalogue: en is the reference, bs must have the same keys (see messages.test.ts). */
export type Messages = typeof en;
export type Locale = 'bs' | 'en';

// A type-level check as well: a key missing from bs is a compile error.
const bsMessages: Messages = bs;

export { bsMessages as bs, en };
export const catalogues = { bs: bsMessages, en } as const satisfies Record<Locale, Messages>;
export const defaultLocale: Locale = 'bs';
export const fallbackLocale: Locale = 'en';

export type MessageParams = Record<string, string | number>;

/** The text at a dotted path ('errors.PropertyLimit'), or undefined when it is missing or not a text. */
export function lookup(locale: Locale, key: string): string | undefined {
  let node: unknown = catalogues[locale];
  for (const segment of key.split('.')) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, segment)) return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Replaces `{name}` placeholders; a placeholder without a value stays as it is. */
export function interpolate(text: string, params?: MessageParams): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
}

/**
 * The text for a dotted key in the locale, else in English, else the key itself,
 * with its `{name}` placeholders filled from params.
 */
export function translate(locale: Locale, key: string, params?: MessageParams): string {
  const text = lookup(locale, key) ?? lookup(fallbackLocale, key);
  return text === undefined ? key : interpolate(text, params);
}
