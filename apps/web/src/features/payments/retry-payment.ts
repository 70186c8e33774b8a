'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { request } from '@/shared/api/client';
import { paymentPath } from '@/shared/payments/start-payment';
import { itemsOf } from './payment-path';
import { type Order, paymentsApi } from './payments-api';
import { sendToProvider } from './provider-redirect';

/**
 * "Try again" after a failed payment goes straight to the provider's page for the card, as the
 * first try did from "Pay": a new order of the same (the listings, or the agency's invoice, still
 * unpaid), the failed order's coupon applied to it again, its checkout, and off to the provider.
 * Whatever stops on the way (a refusal the api client has toasted, the coupon no longer valid, a
 * total brought to nothing) leaves the new order's own /payment page to go on from.
 */
export function useRetryPayment(failed: Order) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const items = itemsOf(failed);
  const what =
    failed.invoiceId !== null ? { invoiceId: failed.invoiceId } : items.length > 0 ? { items } : null;

  async function retry(): Promise<void> {
    if (!what) return;
    setBusy(true);
    let orderId: string;
    try {
      orderId = (await request('createOrder', { body: what })).id;
    } catch {
      setBusy(false);
      return;
    }
    try {
      if (failed.coupon) await paymentsApi.applyCoupon(orderId, failed.coupon.code, { quiet: true });
      const checkout = await paymentsApi.checkout(orderId);
      if (checkout.kind !== 'paid') {
        // The page is leaving: the button keeps its spinner until it has gone.
        sendToProvider(checkout);
        return;
      }
    } catch {
      // Told by the api client, or a coupon to choose again: the new order's page shows where it stands.
    }
    router.push(paymentPath(orderId));
  }

  return { canRetry: what !== null, busy, retry };
}
