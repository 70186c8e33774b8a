'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useLanguage } from '@/i18n/use-language';
import { formatKm } from '@/shared/format/format-price';
import { useInvoiceNumber } from '@/shared/payments/invoice-number';
import { textLinkClasses } from '@/shared/ui/text-link';
import type { Order } from './payments-api';

/**
 * What an order pays for, as a table: each listing's address, what is bought (publishing or
 * renewing, for its days) and its price; then the subtotal, the coupon's discount and the total.
 * `linked`: the addresses link their listings (/p/{id}), once they are live. An agency invoice's
 * order has no items: one line names the invoice, by its number once known.
 */
export function OrderSummary({ order, linked = false }: { order: Order; linked?: boolean }) {
  const t = useTranslations('payment.summary');
  const language = useLanguage();
  const km = (amount: number) => formatKm(amount, language);
  const invoiceNumber = useInvoiceNumber(order.items.length === 0 ? order.invoiceId : null);
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white">
      <table className="w-full text-left text-sm" data-testid="order-summary">
        <caption className="sr-only">{t('title')}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t('listing')}
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              {t('service')}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              {t('price')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {order.items.map((item) => (
            <tr key={item.propertyId} data-testid="order-item">
              <td className="px-4 py-3 font-medium text-slate-900">
                {linked ? (
                  <Link href={`/p/${item.propertyId}`} className={textLinkClasses}>
                    {item.address}
                  </Link>
                ) : (
                  item.address
                )}
              </td>
              <td className="px-4 py-3 text-slate-700">{t(item.action, { days: item.days })}</td>
              <td className="px-4 py-3 text-right whitespace-nowrap text-slate-900">{km(item.amount)}</td>
            </tr>
          ))}
          {order.items.length === 0 && order.invoiceId !== null && (
            <tr data-testid="order-item">
              <td className="px-4 py-3 font-medium text-slate-900" colSpan={2}>
                {invoiceNumber ? t('invoiceNumbered', { number: invoiceNumber }) : t('invoice')}
              </td>
              <td className="px-4 py-3 text-right whitespace-nowrap text-slate-900">{km(order.subtotal)}</td>
            </tr>
          )}
        </tbody>
        <tfoot className="border-t border-slate-200">
          <Row label={t('subtotal')} testId="order-subtotal">
            {km(order.subtotal)}
          </Row>
          {order.coupon && (
            <Row label={t('discount', { code: order.coupon.code })} testId="order-discount">
              {`−${km(order.discount)}`}
            </Row>
          )}
          <Row label={t('total')} testId="order-total" strong>
            {km(order.total)}
          </Row>
        </tfoot>
      </table>
    </div>
  );
}

function Row({
  label,
  children,
  testId,
  strong = false,
}: {
  label: string;
  children: ReactNode;
  testId: string;
  strong?: boolean;
}) {
  const weight = strong ? 'font-bold text-slate-900 text-base' : 'text-slate-700';
  return (
    <tr>
      <th scope="row" colSpan={2} className={`px-4 py-2 text-right font-normal ${weight}`}>
        {label}
      </th>
      <td className={`px-4 py-2 text-right whitespace-nowrap ${weight}`} data-testid={testId}>
        {children}
      </td>
    </tr>
  );
}
