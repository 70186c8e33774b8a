'use client';

import { clsx } from 'clsx';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { type Locale, locales } from '@/i18n/locale';
import { request } from '@/shared/api/client';
import { setLanguageCookie } from '@/shared/cookies/language';
import { useAppStore } from '@/shared/state/app-store';
import { useAuthStore } from '@/shared/state/auth-store';
import { Spinner } from '@/shared/ui/Spinner';

/** Each language by its own name, whatever the page's language. */
const nativeNames: Record<Locale, string> = { bs: 'Bosanski', en: 'English' };

/**
 * The language switch (/language): the NEXT_LOCALE cookie (read by the proxy on the next request),
 * the app state, and for a logged-in user the account (e-mails and SMS follow it); then the page
 * is rendered again on the server in the new language.
 */
export function LanguageChooser() {
  const t = useTranslations('language');
  const current = useLocale();
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
      // A failure is toasted by the api client; the site switches anyway.
      await request('updateLanguage', { body: { language } }).catch(() => undefined);
    }
    router.refresh();
  }

  return (
    <fieldset className="mt-8">
      <legend className="text-sm font-semibold text-slate-900">{t('choose')}</legend>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {locales.map((language) => {
          const selected = language === current;
          return (
            <button
              key={language}
              type="button"
              aria-pressed={selected}
              aria-busy={pending === language || undefined}
              onClick={() => void choose(language)}
              className={clsx(
                'flex items-center justify-between rounded-xl border p-4 text-left transition-colors',
                selected
                  ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600'
                  : 'border-slate-300 bg-white hover:border-slate-400 hover:bg-slate-50',
              )}
            >
              <span>
                <span lang={language} className="block text-base font-semibold text-slate-900">
                  {nativeNames[language]}
                </span>
                <span className="block text-sm text-slate-600">{t(`names.${language}`)}</span>
              </span>
              {pending === language ? (
                <Spinner className="size-5 text-brand-600" />
              ) : (
                selected && <span className="text-sm font-medium text-brand-700">{t('current')}</span>
              )}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
