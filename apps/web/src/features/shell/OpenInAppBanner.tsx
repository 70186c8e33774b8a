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

  // One slim row: the logo, the line, the store link and "not now".
  return (
    <section
      aria-label={t('label')}
      className="pointer-events-auto flex w-full items-center gap-2 rounded-xl border border-slate-200 bg-white px-2 py-1.5 shadow-lg sm:gap-3 sm:rounded-2xl sm:p-3"
      data-testid="open-in-app-banner"
      data-platform={platform}
    >
      <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-brand-600 text-white sm:size-11 sm:rounded-xl">
        <Logo className="size-5 sm:size-7" />
      </span>
      <div className="min-w-0 flex-1">
        {/* Whole, on two lines on a phone if need be (it was cut to "Stranica i…"). */}
        <p className="text-sm font-semibold leading-tight text-slate-900">{t('text')}</p>
        <p className="hidden text-xs text-slate-600 sm:block">{t('detail')}</p>
      </div>
      <a
        href={appStoreLinks[platform]}
        className={buttonClasses('primary', 'sm', 'shrink-0')}
        rel="noopener"
        onClick={dismiss}
        // The short label on a phone leaves the line its room; the name is the whole phrase.
        aria-label={t('get')}
      >
        <span className="sm:hidden">{t('getShort')}</span>
        <span className="hidden sm:inline">{t('get')}</span>
      </a>
      <button
        type="button"
        onClick={dismiss}
        className="inline-flex size-9 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-900"
        aria-label={t('dismiss')}
      >
        <CloseIcon className="size-5" />
      </button>
    </section>
  );
}
