'use client';

import { useRouter } from 'next/navigation';
import { useLocale } from 'next-intl';
import { useEffect, useState } from 'react';
import type { Locale } from '@/i18n/locale';
import { request } from '@/shared/api/client';
import { rememberLanguageToCarry, setLanguageCookie } from '@/shared/cookies/language';
import { useAppStore } from '@/shared/state/app-store';
import { useAuthStore } from '@/shared/state/auth-store';

/** Each language by its own name, whatever the page's language. */
export const nativeNames: Record<Locale, string> = { bs: 'Bosanski', en: 'English' };

/**
 * Switching the site's language: the NEXT_LOCALE cookie (read by the proxy on the next request),
 * the app state, and for a logged-in user the account (e-mails and SMS follow it), for a visitor
 * the account at the next login (docs/decisions/176); then the page
 * is rendered again on the server in the new language. Used by /language and the header's menu.
 */
export function useChooseLanguage() {
  const current = useLocale() as Locale;
  const router = useRouter();
  const [pending, setPending] = useState<Locale | null>(null);

  // The refreshed page arrives in the new language: the switch is done.
  useEffect(() => {
    if (current) setPending(null);
  }, [current]);

  async function choose(language: Locale) {
    if (pending || language === current) return;
    setPending(language);
    setLanguageCookie(language);
    useAppStore.getState().setLanguage(language);
    if (useAuthStore.getState().isLoggedIn) {
      rememberLanguageToCarry(null);
      // A failure is toasted by the api client; the site switches anyway.
      await request('updateLanguage', { body: { language } }).catch(() => undefined);
    } else {
      // The next login makes it the account's: the latest choice wins (docs/decisions/176).
      rememberLanguageToCarry(language);
    }
    router.refresh();
  }

  return { current, pending, choose };
}
