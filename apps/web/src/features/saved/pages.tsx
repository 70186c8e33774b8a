import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/i18n/ClientMessages';
import { RequireLogin } from '@/shared/auth/RequireLogin';
import { QueryProvider } from '@/shared/query/QueryProvider';
import { savedMessages } from './client-messages';
import { SavedListingsView } from './SavedListingsView';

/*
 * /me/saved's server part: the frame and the h1 in the request's language, the list inside
 * RequireLogin. Nothing here reads the request, so the page is prerendered once per language; a
 * visitor without a session never gets it (the proxy sends them to /login, record 100).
 */

export async function savedMetadata(locale: string): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'saved' });
  // One user's list: not for search engines.
  return { title: t('title'), robots: { index: false, follow: false } };
}

export async function SavedPage() {
  const t = await getTranslations('saved');
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('title')}</h1>
      <p className="mt-2 max-w-2xl text-slate-700">{t('description')}</p>
      <div className="mt-8">
        <ClientMessages texts={savedMessages}>
          <QueryProvider>
            <RequireLogin>
              <SavedListingsView />
            </RequireLogin>
          </QueryProvider>
        </ClientMessages>
      </div>
    </div>
  );
}
