'use client';

import { useLocale, useMessages } from 'next-intl';
import { registerCatalogue } from './client-catalogue';
import { isLocale } from './locale';

/**
 * Hands the provider's messages to code outside components (i18n/client-catalogue.ts). It
 * registers during render, which is idempotent, so the texts are there before any effect or
 * event handler of the page asks for them. Renders nothing.
 */
export function CatalogueBridge() {
  const locale = useLocale();
  const messages = useMessages();
  if (isLocale(locale)) registerCatalogue(locale, messages);
  return null;
}
