import { defaultLanguage, type Language, languages } from '@krov/contracts/languages';
import { useLocale } from 'next-intl';

/** The page's language (the [locale] segment), as the contracts type it. */
export function useLanguage(): Language {
  const locale = useLocale();
  return (languages as readonly string[]).includes(locale) ? (locale as Language) : defaultLanguage;
}
