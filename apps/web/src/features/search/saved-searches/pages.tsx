import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/i18n/ClientMessages';
import { RequireLogin } from '@/shared/auth/RequireLogin';
import { QueryProvider } from '@/shared/query/QueryProvider';
import { savedSearchesMessages } from './client-messages';
import { SavedSearchesView } from './SavedSearchesView';

/*
 * /me/searches' server part, like /me/saved: the frame and the h1 in the request's language, the
 * list inside RequireLogin; prerendered once per language, and a visitor without a session never
 * gets it (the proxy sends them to /login, record 100).
 */

export async function savedSearchesMetadata(locale: string): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'savedSearches' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

export async function SavedSearchesPage() {
  const t = await getTranslations('savedSearches');
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('title')}</h1>
      <p className="mt-2 max-w-2xl text-slate-700">{t('description')}</p>
      <div className="mt-8">
        <ClientMessages texts={savedSearchesMessages}>
          <QueryProvider>
            <RequireLogin>
              <SavedSearchesView />
            </RequireLogin>
          </QueryProvider>
        </ClientMessages>
      </div>
    </div>
  );
}
