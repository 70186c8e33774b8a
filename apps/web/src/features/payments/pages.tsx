import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Suspense } from 'react';
import { ClientMessages } from '@/i18n/ClientMessages';
import { RequireLogin } from '@/shared/auth/RequireLogin';
import { QueryProvider } from '@/shared/query/QueryProvider';
import { ordersMessages, paymentMessages } from './client-messages';
import { OrdersView } from './orders/OrdersView';
import { PaymentView } from './PaymentView';

/*
 * The server parts of /payment and /me/orders: the frame and the h1 in the request's language,
 * the order or the orders read in the browser with the user's session (the order's id is in the
 * query), so both pages are prerendered once per language. A visitor without a session never gets
 * them (the proxy sends them to /login, record 100).
 */

/** One user's payments: not for search engines. */
const notIndexed = { index: false, follow: false } as const;

export async function paymentMetadata(locale: string): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'payment' });
  return { title: t('title'), robots: notIndexed };
}

export async function ordersMetadata(locale: string): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'orders' });
  return { title: t('title'), robots: notIndexed };
}

export async function PaymentPage() {
  const t = await getTranslations('payment');
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('title')}</h1>
      <div className="mt-8">
        <ClientMessages texts={paymentMessages}>
          <QueryProvider>
            <RequireLogin>
              {/* The order is in the query: read in the browser, so the page stays prerendered. */}
              <Suspense fallback={null}>
                <PaymentView />
              </Suspense>
            </RequireLogin>
          </QueryProvider>
        </ClientMessages>
      </div>
    </div>
  );
}

export async function OrdersPage() {
  const t = await getTranslations('orders');
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('title')}</h1>
      <p className="mt-2 max-w-2xl text-slate-700">{t('description')}</p>
      <div className="mt-8">
        <ClientMessages texts={ordersMessages}>
          <QueryProvider>
            <RequireLogin>
              <OrdersView />
            </RequireLogin>
          </QueryProvider>
        </ClientMessages>
      </div>
    </div>
  );
}
