'use client';

import type { AdminCoupon } from '@krov/contracts';
import { useTranslations } from 'next-intl';
import { useLanguage } from '@/i18n/use-language';
import { formatKm } from '@/shared/format/format-price';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { formatDateTime, orderNumber } from '../format';
import { useCouponUses } from './use-coupons';

const columns = ['when', 'buyer', 'order', 'status'] as const;

/**
 * One coupon's uses, under its row while "Uses" is open: when (Sarajevo's time), the buyer (or
 * "Unknown buyer"), the order's number and status in the orders section's words, and its total.
 * Loaded when it opens; "no one yet" when empty; a failure says so with "Try again".
 */
export function CouponUses({ coupon }: { coupon: AdminCoupon }) {
  const t = useTranslations('admin.coupons.uses');
  const tOrders = useTranslations('admin.orders');
  const tCommon = useTranslations('common');
  const language = useLanguage();
  const uses = useCouponUses(coupon.id);

  if (uses.failed) {
    return (
      <div className="space-y-3 text-slate-700" data-testid="admin-coupon-uses-failed">
        <p>{t('loadFailed')}</p>
        <Button colour="secondary" size="sm" pending={uses.retrying} onClick={uses.retry}>
          {tCommon('tryAgain')}
        </Button>
      </div>
    );
  }
  if (!uses.loaded) return <Spinner label={tCommon('loading')} className="size-5" />;
  if (uses.items.length === 0) {
    return (
      <p className="text-slate-700" data-testid="admin-coupon-uses-empty">
        {t('empty')}
      </p>
    );
  }
  return (
    <table className="w-full text-left text-sm" data-testid="admin-coupon-uses-list">
      <caption className="sr-only">{t('caption', { code: coupon.code })}</caption>
      <thead className="text-slate-600">
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col" className="px-3 py-2 font-semibold">
              {t(`columns.${column}`)}
            </th>
          ))}
          <th scope="col" className="px-3 py-2 text-right font-semibold">
            {t('columns.total')}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200">
        {uses.items.map((use) => (
          <tr key={use.orderId} data-testid="admin-coupon-use">
            <td className="px-3 py-2 whitespace-nowrap text-slate-700">
              <time dateTime={use.usedAt}>{formatDateTime(use.usedAt, language)}</time>
            </td>
            <td className="px-3 py-2 text-slate-900" data-testid="admin-coupon-use-buyer">
              {use.user ? (
                <>
                  <span className="block">{use.user.name}</span>
                  <span className="block break-all text-slate-600">{use.user.email}</span>
                </>
              ) : (
                <span className="text-slate-600">{tOrders('noBuyer')}</span>
              )}
            </td>
            <th scope="row" className="px-3 py-2 font-mono font-semibold text-slate-900">
              {orderNumber(use.orderId)}
            </th>
            <td className="px-3 py-2 whitespace-nowrap text-slate-900" data-testid="admin-coupon-use-status">
              {tOrders(`statuses.${use.orderStatus}`)}
            </td>
            <td className="px-3 py-2 text-right whitespace-nowrap text-slate-900">
              {formatKm(use.total, language)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
