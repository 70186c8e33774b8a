'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { buttonClasses } from '@/shared/ui/Button';

/**
 * The not-found message. A client component so it renders from the provider's messages in both
 * not-found pages, including the one Next draws only in the browser.
 */
export function NotFoundContent() {
  const t = useTranslations('notFound');
  return (
    <div className="mx-auto flex max-w-2xl flex-col items-start px-4 py-20 sm:py-28">
      <p className="text-sm font-semibold text-brand-700">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{t('title')}</h1>
      <p className="mt-4 text-lg text-slate-700">{t('description')}</p>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link href="/" className={buttonClasses('primary', 'md')}>
          {t('backHome')}
        </Link>
        <Link href="/buy" className={buttonClasses('tertiary', 'md')}>
          {t('search')}
        </Link>
      </div>
    </div>
  );
}
