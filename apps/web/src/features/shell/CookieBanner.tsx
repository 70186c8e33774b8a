'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { hasConsent, saveConsent } from '@/shared/cookies/consent';
import { Button } from '@/shared/ui/Button';
import { useHydrated } from '@/shared/ui/use-hydrated';

/**
 * The cookie notice (docs/product/SPEC.md §2, §4, §9): shown until `cookieconsent_status=ok` exists; saving sets it
 * (6 months) and hides the banner. Decided in the browser after hydration, never on the server:
 * the prerendered HTML is the same for everyone, and a server-rendered banner would flash for
 * every visitor who already agreed. It floats over the page, so its arrival moves nothing.
 * The raw legal pages have no banner: their layout does not mount it.
 */
export function CookieBanner() {
  const t = useTranslations('shell.cookieBanner');
  const hydrated = useHydrated();
  const [saved, setSaved] = useState(false);
  if (!hydrated || saved || hasConsent()) return null;

  return (
    <section
      aria-label={t('label')}
      className="pointer-events-auto flex w-full items-center gap-3 rounded-xl border border-slate-200 bg-white px-3 py-2 shadow-lg sm:gap-6 sm:rounded-2xl sm:p-4"
      data-testid="cookie-banner"
    >
      <p className="min-w-0 flex-1 text-xs text-slate-700 sm:text-sm">
        {t('text')}{' '}
        <Link
          prefetch={false}
          href="/legal/privacy"
          className="font-medium text-brand-700 underline underline-offset-2"
        >
          {t('more')}
        </Link>
      </p>
      <Button
        colour="primary"
        size="sm"
        className="shrink-0"
        onClick={() => {
          saveConsent();
          setSaved(true);
        }}
      >
        {t('accept')}
      </Button>
    </section>
  );
}
