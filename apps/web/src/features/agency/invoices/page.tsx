import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/i18n/ClientMessages';
import { RequireLogin } from '@/shared/auth/RequireLogin';
import { QueryProvider } from '@/shared/query/QueryProvider';
import { agencyInvoicesMessages } from './client-messages';
import { InvoicesView } from './InvoicesView';

/*
 * The server part of /me/agency/invoices: the frame and the h1 in the request's language. The
 * invoices and the billing details are the owner's own, read in the browser with their session
 * like the rest of /me/agency, so the page is prerendered once per language.
 */

export async function agencyInvoicesMetadata(locale: string): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'agency.invoices' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

export async function AgencyInvoicesPage() {
  const t = await getTranslations('agency.invoices');
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('title')}</h1>
      <p className="mt-2 max-w-2xl text-slate-700">{t('description')}</p>
      <div className="mt-8">
        <ClientMessages texts={agencyInvoicesMessages}>
          <QueryProvider>
            <RequireLogin>
              <InvoicesView />
            </RequireLogin>
          </QueryProvider>
        </ClientMessages>
      </div>
    </div>
  );
}
