/**
 * The languages and the pure text helpers, without the catalogues: code that ships to the browser
 * imports this subpath (`@krov/messages/locales`) so neither JSON catalogue lands in its bundle.
 */
export type Locale = 'bs' | 'en';
export const defaultLocale: Locale = 'bs';
export const fallbackLocale: Locale = 'en';

export type MessageParams = Record<string, string | number>;

/** Whatever sits at a dotted path ('errors.PropertyLimit') of a catalogue: a text, a namespace, or undefined. */
export function nodeAt(catalogue: unknown, key: string): unknown {
  let node: unknown = catalogue;
  for (const segment of key.split('.')) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, segment)) return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return node;
}

/** The text at a dotted path of a catalogue, or undefined when it is missing or not a text. */
export function lookupIn(catalogue: unknown, key: string): string | undefined {
  const node = nodeAt(catalogue, key);
  return typeof node === 'string' ? node : undefined;
}

/**
 * Replaces `{name}` placeholders; a placeholder without a value stays as it is. A value that ends
 * with its own full stop (a Bosnian date, "5. 12. 2026.") swallows the sentence's full stop right
 * after it, as the orthography writes it: "Link važi do 5. 12. 2026." and not "2026..". An
 * ellipsis after the placeholder is left alone.
 */
export function interpolate(text: string, params?: MessageParams): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}(\.(?!\.))?/g, (placeholder, name: string, stop?: string) => {
    if (!Object.hasOwn(params, name)) return placeholder;
    const value = String(params[name]);
    return stop && !value.endsWith('.') ? `${value}${stop}` : value;
  });
}
