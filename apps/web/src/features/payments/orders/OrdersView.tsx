'use client';

import { clsx } from 'clsx';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useLanguage } from '@/i18n/use-language';
import { formatDate, formatKm } from '@/shared/format/format-price';
import { paymentPath } from '@/shared/payments/start-payment';
import { ListStates, MoreButton } from '@/shared/ui/ListStates';
import { textLinkClasses } from '@/shared/ui/text-link';
import type { Order } from '../payments-api';
import { useMyOrders } from './use-my-orders';

const statusClasses: Record<Order['status'], string> = {
  pending: 'bg-amber-50 text-amber-950',
  paid: 'bg-emerald-50 text-emerald-950',
  failed: 'bg-red-50 text-red-950',
  refunded: 'bg-slate-100 text-slate-800',
};

/**
 * /me/orders: the user's orders as a table, newest first: the date, what was bought (the
 * listings' addresses), the total and the status in words. A paid or refunded order links its
 * receipt (/payment?order={id}, the paid summary); a pending one links back to its payment.
 * "Load more" adds the next page below (the api's cursor).
 */
export function OrdersView() {
  const t = useTranslations('orders');
  const list = useMyOrders();
  const texts = {
    loading: t('loading'),
    loadFailed: t('loadFailed'),
    empty: t('empty'),
    browse: t('browse'),
  };
  return (
    <ListStates list={list} texts={texts} browseHref="/me/properties" emptyTestId="orders-empty">
      <div className="space-y-8">
        <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white">
          <table className="w-full text-left text-sm" data-testid="orders">
            <caption className="sr-only">{t('caption')}</caption>
            <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t('date')}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t('items')}
                </th>
                <th scope="col" className="px-4 py-3 text-right font-semibold">
                  {t('amount')}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t('status')}
                </th>
                <th scope="col" className="px-4 py-3">
                  <span className="sr-only">{t('details')}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {list.items.map((order) => (
                <OrderRow key={order.id} order={order} />
              ))}
            </tbody>
          </table>
        </div>
        <MoreButton list={list} label={t('loadMore')} className="flex justify-center" />
      </div>
    </ListStates>
  );
}

function OrderRow({ order }: { order: Order }) {
  const t = useTranslations('orders');
  const language = useLanguage();
  const date = formatDate(order.createdAt, language);
  const what = order.items.length > 0 ? order.items.map((item) => item.address).join(', ') : t('invoice');
  const link =
    order.status === 'paid' || order.status === 'refunded'
      ? t('receipt')
      : order.status === 'pending'
        ? t('continue')
        : null;
  return (
    <tr data-testid="order-row" data-order-id={order.id}>
      <td className="px-4 py-3 whitespace-nowrap text-slate-700">{date}</td>
      <td className="px-4 py-3 font-medium text-slate-900">{what}</td>
      <td className="px-4 py-3 text-right whitespace-nowrap text-slate-900">
        {formatKm(order.total, language)}
      </td>
      <td className="px-4 py-3">
        <span
          className={clsx('rounded-full px-2.5 py-0.5 text-xs font-semibold', statusClasses[order.status])}
          data-testid="order-status"
        >
          {t(`statuses.${order.status}`)}
        </span>
      </td>
      <td className="px-4 py-3 text-right whitespace-nowrap">
        {link && (
          <Link
            href={paymentPath(order.id)}
            className={textLinkClasses}
            aria-label={`${link}: ${t('orderOf', { date })}`}
          >
            {link}
          </Link>
        )}
      </td>
    </tr>
  );
}
