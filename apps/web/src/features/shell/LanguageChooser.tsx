'use client';

import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import { locales } from '@/i18n/locale';
import { Spinner } from '@/shared/ui/Spinner';
import { nativeNames, useChooseLanguage } from './use-choose-language';

/** The language switch of /language (use-choose-language.ts does the switching). */
export function LanguageChooser() {
  const t = useTranslations('language');
  const { current, pending, choose } = useChooseLanguage();

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
