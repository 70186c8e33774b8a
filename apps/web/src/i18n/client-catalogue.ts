import { fallbackLocale, type Locale, lookupIn } from '@krov/messages/locales';

/**
 * The messages the browser has (what NextIntlClientProvider got: i18n/client-messages.ts), for
 * code that runs outside React components: the api client's error toasts and form validation
 * texts. <CatalogueBridge> registers them while the page renders, before any effect can run.
 * Importing the catalogues here instead would put both languages into every page's JavaScript.
 */
const registered = new Map<Locale, unknown>();

export function registerCatalogue(locale: Locale, messages: unknown): void {
  registered.set(locale, messages);
}

/** The text of a dotted key in the language, else in English when the browser has it, else undefined. */
export function catalogueText(language: Locale, key: string): string | undefined {
  return lookupIn(registered.get(language), key) ?? lookupIn(registered.get(fallbackLocale), key);
}

/** The keys of a namespace in the registered catalogues ('fields' → ['email', 'password', …]). */
export function catalogueKeys(language: Locale, namespace: string): string[] {
  const node = (registered.get(language) ?? registered.get(fallbackLocale)) as
    | Record<string, unknown>
    | undefined;
  const section = node?.[namespace];
  return section && typeof section === 'object' ? Object.keys(section) : [];
}
