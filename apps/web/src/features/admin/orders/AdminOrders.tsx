'use client';

import { type AdminOrder, refundRequest } from '@krov/contracts';
import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useLanguage } from '@/i18n/use-language';
import { isApiError } from '@/shared/api/api-error';
import { request } from '@/shared/api/client';
import { formatKm } from '@/shared/format/format-price';
import { Button } from '@/shared/ui/Button';
import { ListStates, MoreButton } from '@/shared/ui/ListStates';
import { toast } from '@/shared/ui/toast';
import { formatDateTime, orderNumber } from '../format';
import { ReasonDialog } from '../ReasonDialog';
import { OrderSearch } from './OrderSearch';
import { type OrderFilter, useAdminOrders } from './use-admin-orders';

/** What a paid order applied (issue 27): one that applied nothing, or not all, is the admin's to refund. */
const appliedClasses: Record<NonNullable<AdminOrder['applied']>, string> = {
  all: 'text-slate-600',
  some: 'font-semibold text-red-800',
  none: 'font-semibold text-red-800',
};

const statusClasses: Record<AdminOrder['status'], string> = {
  pending: 'bg-amber-50 text-amber-950',
  paid: 'bg-emerald-50 text-emerald-950',
  failed: 'bg-red-50 text-red-950',
  refunded: 'bg-slate-100 text-slate-800',
};

/** A refund's reason as the api takes it (3 to 500 characters, trimmed). */
const reasonLimits = refundRequest.shape.reason;

/**
 * /admin's orders: the search (number or e-mail, status), the orders newest first with "Show
 * more" by the api's cursor, and "Refund" for a paid one, asked with a reason (3–500 characters,
 * kept with the order's log). The refunded order the api answers replaces its row. An order the
 * api will not refund (ActionForbidden: not paid, or the provider refused) says so and the list
 * is read again, to show the order as it is.
 */
export function AdminOrders({ onNotFound }: { onNotFound(): void }) {
  const t = useTranslations('admin.orders');
  const language = useLanguage();
  const [filter, setFilter] = useState<OrderFilter>({ status: '', q: '' });
  const list = useAdminOrders(filter, onNotFound);
  const [refunding, setRefunding] = useState<AdminOrder | null>(null);

  const refund = async (reason: string) => {
    if (!refunding) return;
    const number = orderNumber(refunding.id);
    try {
      const refunded = await request(
        'adminRefundOrder',
        { params: { id: refunding.id }, body: { reason } },
        { quietErrors: ['ActionForbidden'] },
      );
      list.replace(refunded);
      toast.success(t('refund.done', { number, amount: formatKm(refunded.total, language) }));
      setRefunding(null);
    } catch (error) {
      if (!isApiError(error) || error.key !== 'ActionForbidden') throw error;
      toast.error(t('refund.forbidden', { number }));
      setRefunding(null);
      list.retry();
    }
  };

  const body = (
    <ListStates
      list={list}
      texts={{ loadFailed: t('loadFailed'), empty: t('empty') }}
      emptyTestId="admin-orders-empty"
    >
      <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white">
        <table className="w-full text-left text-sm" data-testid="admin-orders">
          <caption className="sr-only">{t('caption')}</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
            <tr>
              {(['date', 'number', 'buyer', 'items'] as const).map((column) => (
                <th key={column} scope="col" className="px-4 py-3 font-semibold">
                  {t(`columns.${column}`)}
                </th>
              ))}
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                {t('columns.total')}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t('columns.status')}
              </th>
              <th scope="col" className="px-4 py-3">
                <span className="sr-only">{t('columns.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {list.items.map((order) => (
              <OrderRow key={order.id} order={order} onRefund={() => setRefunding(order)} />
            ))}
          </tbody>
        </table>
      </div>
      <MoreButton list={list} label={t('loadMore')} />
    </ListStates>
  );

  const number = refunding ? orderNumber(refunding.id) : '';
  return (
    <div className="space-y-6">
      <OrderSearch filter={filter} onChange={setFilter} />
      {body}
      <ReasonDialog
        open={refunding !== null}
        colour="negative"
        minLength={reasonLimits.minLength ?? 1}
        maxLength={reasonLimits.maxLength ?? 500}
        texts={{
          title: t('refund.title', { number }),
          text: t('refund.text', { amount: formatKm(refunding?.total ?? 0, language) }),
          button: t('refund.button'),
          reason: t('refund.reason'),
          reasonHint: t('refund.reasonHint'),
        }}
        onClose={() => setRefunding(null)}
        onSubmit={refund}
      />
    </div>
  );
}

function OrderRow({ order, onRefund }: { order: AdminOrder; onRefund(): void }) {
  const t = useTranslations('admin.orders');
  const language = useLanguage();
  const number = order.number;
  const what = order.items.length > 0 ? order.items.map((item) => item.address).join(', ') : t('invoice');
  return (
    <tr data-testid="admin-order" data-id={order.id}>
      <td className="px-4 py-3 whitespace-nowrap text-slate-700">
        {formatDateTime(order.createdAt, language)}
      </td>
      <th scope="row" className="px-4 py-3 font-mono font-semibold text-slate-900">
        {number}
      </th>
      <td className="px-4 py-3 text-slate-900">
        {order.buyer ? (
          <>
            <span className="block">{order.buyer.name}</span>
            <span className="block break-all text-slate-600">{order.buyer.email}</span>
          </>
        ) : (
          <span className="text-slate-600">{t('noBuyer')}</span>
        )}
      </td>
      <td className="px-4 py-3 text-slate-900">{what}</td>
      <td className="px-4 py-3 text-right whitespace-nowrap text-slate-900">
        {formatKm(order.total, language)}
      </td>
      <td className="px-4 py-3">
        <span
          className={clsx(
            'rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
            statusClasses[order.status],
          )}
          data-testid="admin-order-status"
        >
          {t(`statuses.${order.status}`)}
        </span>
        {order.applied && (
          <span
            className={clsx('mt-1 block text-xs', appliedClasses[order.applied])}
            data-testid="admin-order-applied"
          >
            {t(`applied.${order.applied}`)}
          </span>
        )}
      </td>
      <td className="px-4 py-3 text-right">
        {order.status === 'paid' && (
          <Button colour="tertiary" size="sm" aria-label={t('refund.named', { number })} onClick={onRefund}>
            {t('refund.button')}
          </Button>
        )}
      </td>
    </tr>
  );
}
