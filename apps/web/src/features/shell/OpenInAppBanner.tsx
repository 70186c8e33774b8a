'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { dismissOpenInApp, isMobilePlatform, isOpenInAppDismissed } from '@/shared/cookies/open-in-app';
import { buttonClasses } from '@/shared/ui/Button';
import { CloseIcon } from '@/shared/ui/CloseIcon';
import { useHydrated } from '@/shared/ui/use-hydrated';
import { appStoreLinks } from './app-stores';
import { Logo } from './Logo';

/**
 * "This page looks better in the app" (docs/product/SPEC.md §1, §4): on Android and iOS only, until dismissed
 * (`openinapp_dismissed`, 7 days), with the store link of the platform. Decided in the browser
 * after hydration from navigator.userAgent, so the page stays the same for every visitor.
 */
export function OpenInAppBanner() {
  const t = useTranslations('shell.openInApp');
  const hydrated = useHydrated();
  const [dismissed, setDismissed] = useState(false);
  if (!hydrated || dismissed) return null;
  const platform = isMobilePlatform(navigator.userAgent);
  if (!platform || isOpenInAppDismissed()) return null;

  const dismiss = () => {
    dismissOpenInApp();
    setDismissed(true);
  };

  return (
    <section
      aria-label={t('label')}
      className="pointer-events-auto w-full rounded-2xl border border-slate-200 bg-white p-3 shadow-lg sm:flex sm:items-center sm:gap-3"
      data-testid="open-in-app-banner"
      data-platform={platform}
    >
      <div className="flex flex-1 items-start gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-600 text-white">
          <Logo className="size-7" />
        </span>
        <div className="min-w-0 flex-1 pt-0.5">
          <p className="text-sm font-semibold text-slate-900">{t('text')}</p>
          <p className="text-xs text-slate-600">{t('detail')}</p>
        </div>
        <button
          type="button"
          onClick={dismiss}
          className="-mt-1 -mr-1 inline-flex size-9 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-900"
          aria-label={t('dismiss')}
        >
          <CloseIcon className="size-5" />
        </button>
      </div>
      <a
        href={appStoreLinks[platform]}
        className={buttonClasses('primary', 'sm', 'mt-3 w-full sm:mt-0 sm:w-auto')}
        rel="noopener"
        onClick={dismiss}
      >
        {t('get')}
      </a>
    </section>
  );
}
