import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { ClientMessages } from '@/i18n/ClientMessages';
import { RequireLogin } from '@/shared/auth/RequireLogin';
import { QueryProvider } from '@/shared/query/QueryProvider';
import { invitationMessages, myAgencyMessages } from './client-messages';
import { InvitationView } from './invitation/InvitationView';
import { MyAgencyView } from './mine/MyAgencyView';

/*
 * The server parts of /me/agency and /invitation: the frame and the h1 in the request's language,
 * everything else in the browser. Nothing here reads the request (the invitation's token is read
 * in the browser), so both pages are prerendered once per language.
 */

/** One user's agency, one invitee's link: not for search engines. */
const notIndexed = { index: false, follow: false } as const;

export async function myAgencyMetadata(locale: string): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'agency.mine' });
  return { title: t('title'), robots: notIndexed };
}

export async function invitationMetadata(locale: string): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'agency.invitation' });
  return { title: t('title'), robots: notIndexed };
}

export async function MyAgencyPage() {
  const t = await getTranslations('agency.mine');
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('title')}</h1>
      <p className="mt-2 text-slate-700">{t('description')}</p>
      <div className="mt-8">
        <ClientMessages texts={myAgencyMessages}>
          <QueryProvider>
            <RequireLogin>
              <MyAgencyView />
            </RequireLogin>
          </QueryProvider>
        </ClientMessages>
      </div>
    </div>
  );
}

export async function InvitationPage() {
  const t = await getTranslations('agency.invitation');
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('title')}</h1>
      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <ClientMessages texts={invitationMessages}>
          <QueryProvider>
            {/* The token is in the query: read in the browser, so the page stays prerendered. */}
            <Suspense fallback={null}>
              <InvitationView />
            </Suspense>
          </QueryProvider>
        </ClientMessages>
      </div>
    </div>
  );
}
