'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useLanguage } from '@/i18n/use-language';
import { formatDate } from '@/shared/format/format-price';
import { Button, buttonClasses } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { textLinkClasses } from '@/shared/ui/text-link';
import { OrderSummary } from './OrderSummary';
import type { Order } from './payments-api';
import { useRetryPayment } from './retry-payment';

/** After this long without a verdict the processing screen says the user may leave. */
export const slowAfterMs = 30_000;

/**
 * The screens of an order past its checkout (SPEC §2 and §4: processing, then success or failure),
 * and of one that cannot be shown. Each result's heading takes the focus when it appears, so a
 * screen reader starts there; the view around them announces the change (PaymentView).
 */

/** A result's heading, focused once it is shown. */
function ResultHeading({ children, testId }: { children: ReactNode; testId: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h2
      ref={ref}
      tabIndex={-1}
      className="text-2xl font-bold text-slate-900 focus:outline-none"
      data-testid={testId}
    >
      {children}
    </h2>
  );
}

export function ProcessingScreen() {
  const t = useTranslations('payment.processing');
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), slowAfterMs);
    return () => clearTimeout(timer);
  }, []);
  return (
    <section className="flex flex-col items-center gap-4 py-10 text-center" data-testid="payment-processing">
      <Spinner className="size-10 text-brand-600" />
      <h2 className="text-2xl font-bold text-slate-900">{t('title')}</h2>
      <p className="max-w-md text-slate-700">{t('text')}</p>
      {slow && (
        <p className="max-w-md text-sm text-slate-600" data-testid="payment-slow">
          {t('slow')}{' '}
          <Link href="/me/orders" className={textLinkClasses}>
            {t('orders')}
          </Link>
        </p>
      )}
    </section>
  );
}

export function SuccessScreen({ order }: { order: Order }) {
  const t = useTranslations('payment.success');
  const language = useLanguage();
  const invoice = order.invoiceId !== null;
  return (
    <section className="space-y-6" data-testid="payment-success">
      <div className="space-y-2 rounded-2xl bg-emerald-50 px-5 py-4 text-emerald-950">
        <ResultHeading testId="payment-result-heading">{t('title')}</ResultHeading>
        <p>{order.items.length > 0 ? t('live') : t('invoicePaid')}</p>
        {order.paidAt && (
          <p className="text-sm">{t('paidOn', { date: formatDate(order.paidAt, language) })}</p>
        )}
      </div>
      <OrderSummary order={order} linked />
      <div className="flex flex-wrap gap-3">
        <Link
          href={invoice ? '/me/agency/invoices' : '/me/properties'}
          className={buttonClasses('primary', 'md')}
        >
          {invoice ? t('invoices') : t('properties')}
        </Link>
        <Link href="/me/orders" className={buttonClasses('secondary', 'md')}>
          {t('orders')}
        </Link>
      </div>
    </section>
  );
}

/**
 * A failed order: the spec's text as the heading, and beside it why (the provider did not approve
 * the card: an order fails on nothing else, decision 173) and what was not done. "Try again" goes
 * straight to the provider's page with a new order of the same (retry-payment.ts).
 */
export function FailureScreen({ order }: { order: Order }) {
  const t = useTranslations('payment.failed');
  const { canRetry, busy, retry } = useRetryPayment(order);
  const invoice = order.invoiceId !== null;
  return (
    <section className="space-y-6" data-testid="payment-failed">
      <div className="space-y-2 rounded-2xl bg-red-50 px-5 py-4 text-red-950">
        <ResultHeading testId="payment-result-heading">{t('title')}</ResultHeading>
        <p data-testid="payment-failed-reason">{t('declined')}</p>
        <p>{invoice ? t('invoiceText') : t('text')}</p>
      </div>
      <OrderSummary order={order} />
      <div className="flex flex-wrap gap-3">
        {canRetry && (
          <Button pending={busy} onClick={() => void retry()}>
            {t('retry')}
          </Button>
        )}
        <Link
          href={invoice ? '/me/agency/invoices' : '/me/properties'}
          className={buttonClasses('secondary', 'md')}
        >
          {invoice ? t('invoices') : t('properties')}
        </Link>
      </div>
    </section>
  );
}

export function RefundedScreen({ order }: { order: Order }) {
  const t = useTranslations('payment.refunded');
  const language = useLanguage();
  return (
    <section className="space-y-6" data-testid="payment-refunded">
      <div className="space-y-2 rounded-2xl bg-slate-100 px-5 py-4 text-slate-900">
        <ResultHeading testId="payment-result-heading">{t('title')}</ResultHeading>
        <p>
          {order.refundedAt ? t('text', { date: formatDate(order.refundedAt, language) }) : t('textNoDate')}
        </p>
      </div>
      <OrderSummary order={order} />
      <Link href="/me/orders" className={buttonClasses('secondary', 'md')}>
        {t('orders')}
      </Link>
    </section>
  );
}

/** No order to show: a link without a valid id, or an order of another account (OrderNotFound). */
export function MissingOrder() {
  const t = useTranslations('payment.missing');
  return (
    <section className="space-y-4" data-testid="payment-missing">
      <h2 className="text-xl font-semibold text-slate-900">{t('title')}</h2>
      <p className="text-slate-700">{t('text')}</p>
      <Link href="/me/orders" className={buttonClasses('secondary', 'md')}>
        {t('orders')}
      </Link>
    </section>
  );
}
