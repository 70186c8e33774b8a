import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { ClientMessages } from '@/i18n/ClientMessages';
import { RequireLogin } from '@/shared/auth/RequireLogin';
import { QueryProvider } from '@/shared/query/QueryProvider';
import { notificationSettingsMessages, unsubscribeMessages } from './client-messages';
import { NotificationSettingsView } from './NotificationSettingsView';
import { UnsubscribeView } from './UnsubscribeView';

/*
 * /me/notifications and /unsubscribe, server parts: the frame and the h1 in the request's
 * language, the client view inside; both prerendered once per language (the token of
 * /unsubscribe is read in the browser). Neither is for search engines.
 */

const notIndexed = { index: false, follow: false } as const;

export async function notificationsMetadata(locale: string): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'notificationsPage' });
  return { title: t('title'), robots: notIndexed };
}

export async function unsubscribeMetadata(locale: string): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'unsubscribePage' });
  return { title: t('title'), robots: notIndexed };
}

export async function NotificationsPage() {
  const t = await getTranslations('notificationsPage');
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('title')}</h1>
      <p className="mt-2 text-slate-700">{t('description')}</p>
      <div className="mt-8">
        <ClientMessages texts={notificationSettingsMessages}>
          <QueryProvider>
            <RequireLogin>
              <NotificationSettingsView />
            </RequireLogin>
          </QueryProvider>
        </ClientMessages>
      </div>
    </div>
  );
}

export async function UnsubscribePage() {
  const t = await getTranslations('unsubscribePage');
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <div className="sm:rounded-2xl sm:border sm:border-slate-200 sm:bg-white sm:p-8 sm:shadow-sm">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('title')}</h1>
        <p className="mt-2 text-slate-700">{t('description')}</p>
        <div className="mt-6">
          <ClientMessages texts={unsubscribeMessages}>
            {/* The token is in the query: read in the browser, so the page itself stays static. */}
            <Suspense fallback={null}>
              <UnsubscribeView />
            </Suspense>
          </ClientMessages>
        </div>
      </div>
    </div>
  );
}
