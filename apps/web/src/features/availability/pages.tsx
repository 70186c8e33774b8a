import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { ClientMessages } from '@/i18n/ClientMessages';
import { stillAvailableMessages } from './client-messages';
import { StillAvailableView } from './StillAvailableView';

/*
 * /still-available, server part: the frame and the h1 in the request's language, the client view
 * inside; prerendered once per language (the token is read in the browser). Not for search engines.
 */

export async function stillAvailableMetadata(locale: string): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'stillAvailablePage' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

export async function StillAvailablePage() {
  const t = await getTranslations('stillAvailablePage');
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <div className="sm:rounded-2xl sm:border sm:border-slate-200 sm:bg-white sm:p-8 sm:shadow-sm">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('title')}</h1>
        <p className="mt-2 text-slate-700">{t('description')}</p>
        <div className="mt-6">
          <ClientMessages texts={stillAvailableMessages}>
            {/* The token is in the query: read in the browser, so the page itself stays static. */}
            <Suspense fallback={null}>
              <StillAvailableView />
            </Suspense>
          </ClientMessages>
        </div>
      </div>
    </div>
  );
}
