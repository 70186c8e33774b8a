import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { isLocale, type Locale, locales } from './locale';

/** generateStaticParams of the [locale] segment: every page is prerendered once per language. */
export function localeParams(): { locale: Locale }[] {
  return locales.map((locale) => ({ locale }));
}

/**
 * Call first in every page and layout under app/locale/[locale]: validates the segment and tells
 * next-intl the locale without reading request headers, so the page stays static.
 */
export async function enterLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return locale;
}
