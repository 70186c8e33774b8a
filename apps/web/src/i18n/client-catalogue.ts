import { fallbackLocale, type Locale, nodeAt } from '@krov/messages/locales';
import { type AbstractIntlMessages, createTranslator } from 'use-intl/core';

/**
 * The messages the browser has (what NextIntlClientProvider got: i18n/client-messages.ts), for
 * code that runs outside React components: the api client's error toasts and form validation
 * texts. <CatalogueBridge> registers them while the page renders, before any effect can run.
 * Importing the catalogues here instead would put both languages into every page's JavaScript.
 * The texts are formatted by use-intl, so they may be precompiled (i18n/compiled-messages.ts) or
 * plain ICU strings (unit tests register the catalogues as they are).
 */
type Values = Record<string, string | number>;
type Translate = (key: string, values?: Values) => string;

const registered = new Map<Locale, { messages: unknown; translate: Translate }>();

export function registerCatalogue(locale: Locale, messages: unknown): void {
  if (registered.get(locale)?.messages === messages) return;
  const translator = createTranslator({
    locale,
    messages: messages as AbstractIntlMessages,
    timeZone: 'Europe/Sarajevo',
    // A text whose argument is missing answers its key; nothing to report in the console.
    onError: () => {},
  });
  registered.set(locale, { messages, translate: translator as unknown as Translate });
}

/** A text is a string, or an array once precompiled; anything else (a namespace) is not. */
function isText(node: unknown): boolean {
  return typeof node === 'string' || Array.isArray(node);
}

/**
 * The text of a dotted key in the language, else in English, else in whatever language the page
 * has (the browser holds the page's language only: a language just chosen, or one synced from
 * another tab, may not have arrived yet); undefined when no catalogue has it. `values` fill its
 * arguments.
 */
export function catalogueText(language: Locale, key: string, values?: Values): string | undefined {
  for (const locale of new Set([language, fallbackLocale, ...registered.keys()])) {
    const entry = registered.get(locale);
    if (entry && isText(nodeAt(entry.messages, key))) return entry.translate(key, values);
  }
  return undefined;
}

/** The keys of a namespace in the registered catalogues ('fields' → ['email', 'password', …]). */
export function catalogueKeys(language: Locale, namespace: string): string[] {
  const messages = registered.get(language)?.messages ?? registered.get(fallbackLocale)?.messages;
  const section = nodeAt(messages, namespace);
  return section && typeof section === 'object' && !Array.isArray(section) ? Object.keys(section) : [];
}
