'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useLanguage } from '@/i18n/use-language';
import { formatKm } from '@/shared/format/format-price';
import { Button } from '@/shared/ui/Button';
import { CouponField } from './CouponField';
import { OrderSummary } from './OrderSummary';
import { type Order, paymentsApi } from './payments-api';
import { sendToProvider } from './provider-redirect';
import { paymentKeys } from './query-keys';

/**
 * A pending order before it is paid: what it pays for, the coupon, the total and "Pay". Pay asks
 * the api for the checkout (POST /api/orders/{id}/checkout) and follows it: to the provider's
 * page (a redirect, or a POST form), or, when nothing is left to pay, straight to the result (the
 * answer is the paid order). A refusal (PaymentInProgress, ActionForbidden…) is toasted by the api
 * client and the order read again: its state may have moved meanwhile.
 */
export function CheckoutPanel({ order }: { order: Order }) {
  const t = useTranslations('payment');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [paying, setPaying] = useState(false);
  // At the provider already (the user came back without paying): the amount no longer changes.
  const atProvider = order.provider !== null;

  const pay = async () => {
    setPaying(true);
    try {
      const checkout = await paymentsApi.checkout(order.id);
      if (checkout.kind === 'paid') {
        queryClient.setQueryData(paymentKeys.order(order.id), checkout.order);
        return;
      }
      // The page is leaving: the button keeps its spinner until it has gone.
      sendToProvider(checkout);
    } catch {
      setPaying(false);
      await queryClient.invalidateQueries({ queryKey: paymentKeys.order(order.id) });
    }
  };

  return (
    <section aria-labelledby="payment-summary" className="space-y-6" data-testid="payment-checkout">
      <h2 id="payment-summary" className="text-xl font-semibold text-slate-900">
        {t('summary.title')}
      </h2>
      {atProvider && (
        <p
          className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
          data-testid="payment-started"
        >
          {t('started')}
        </p>
      )}
      <OrderSummary order={order} />
      {/* An invoice is paid for its total: the api refuses a coupon on its order (decision 155). */}
      {order.invoiceId === null && <CouponField order={order} locked={atProvider} />}
      <div className="space-y-3 border-t border-slate-200 pt-6">
        <Button size="lg" fullWidth pending={paying} onClick={() => void pay()}>
          {order.total > 0 ? t('pay', { amount: formatKm(order.total, language) }) : t('confirmFree')}
        </Button>
        <p className="text-center text-sm text-slate-600">{t('provider')}</p>
      </div>
    </section>
  );
}
