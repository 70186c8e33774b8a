import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { ClientMessages } from '@/i18n/ClientMessages';
import { RequireLogin } from '@/shared/auth/RequireLogin';
import { QueryProvider } from '@/shared/query/QueryProvider';
import { agencyStatisticsMessages } from './client-messages';
import { StatisticsView } from './StatisticsView';

/*
 * The server part of /me/agency/statistics: the frame and the h1 in the request's language. The
 * figures are the owner's own, read in the browser with their session like the rest of /me/agency,
 * and the period (?days=) too, so the page is prerendered once per language. The chart (visx) is
 * imported only from here: no other page's bundle carries it.
 */

export async function agencyStatisticsMetadata(locale: string): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'agency.statistics' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

export async function AgencyStatisticsPage() {
  const t = await getTranslations('agency.statistics');
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('title')}</h1>
      <p className="mt-2 text-slate-700">{t('description')}</p>
      <div className="mt-8">
        <ClientMessages texts={agencyStatisticsMessages}>
          <QueryProvider>
            <RequireLogin>
              {/* The period is in the query: read in the browser, so the page stays prerendered. */}
              <Suspense fallback={null}>
                <StatisticsView />
              </Suspense>
            </RequireLogin>
          </QueryProvider>
        </ClientMessages>
      </div>
    </div>
  );
}
