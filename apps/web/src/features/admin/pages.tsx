import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/i18n/ClientMessages';
import { QueryProvider } from '@/shared/query/QueryProvider';
import { NotFoundContent } from '@/shared/ui/NotFoundContent';
import { AdminSessionRetry } from './AdminSessionRetry';
import { AdminView } from './AdminView';
import { adminMessages } from './client-messages';

/*
 * /admin: rendered per request, for an admin only (server-gate.ts decides before anything is
 * rendered); everyone else, a visitor without a session included, gets the 404 page with the 404
 * status, as for a path that does not exist. Not in the private pages: a redirect to /login would
 * say the page exists.
 */

export async function adminMetadata(locale: string): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'admin' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

export function AdminPage() {
  return (
    <ClientMessages texts={adminMessages}>
      <QueryProvider>
        <AdminView />
      </QueryProvider>
    </ClientMessages>
  );
}

/** /admin's 404: the one everyone gets, and for an admin with an expired token, one retry. */
export function AdminNotFound() {
  return (
    <>
      <NotFoundContent />
      <AdminSessionRetry />
    </>
  );
}
