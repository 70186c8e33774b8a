import { getRequestConfig } from 'next-intl/server';
import { compiledMessages } from './compiled-messages';
import { defaultLocale, isLocale } from './locale';

/**
 * next-intl's per-request configuration for server components. The locale comes from the
 * [locale] segment (pages and layouts call setRequestLocale through enterLocale, which keeps them
 * prerenderable; global-not-found sets it from the request). Never read cookies or headers here:
 * that would make every page dynamic.
 */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : defaultLocale;
  return {
    locale,
    messages: compiledMessages(locale),
    timeZone: 'Europe/Sarajevo',
  };
});
