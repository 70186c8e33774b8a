import type { CallInput, Endpoints } from '@krov/contracts';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { request } from '@/shared/api/client';

/**
 * Where a payment starts, shared by the pages that ask for one (the editor's Publish, My
 * properties' Publish, Renew and Renew all, /me/agency/invoices' Pay, /payment's "Try again"): an
 * order for listings or for an agency's invoice, then /payment?order={id}
 * (docs/decisions/153-payments-on-the-web.md, 157-agency-invoices-on-the-web.md).
 */

export type OrderItemInput = Extract<
  CallInput<Endpoints['createOrder']>['body'],
  { items: unknown }
>['items'][number];

/** What an order pays for: listings, or an agency's issued invoice (for its total, no coupon). */
export type OrderFor = OrderItemInput[] | { invoiceId: string };

/** /payment of one order: its summary and checkout, or its result (a paid one is the receipt). */
export function paymentPath(id: string): string {
  return `/payment?order=${encodeURIComponent(id)}`;
}

/**
 * A new order for these listings or this invoice (POST /api/orders: the api prices it), answered
 * as the /payment address that shows it. A refusal (PropertyLimit, PhoneNumberNotVerified,
 * PaymentInProgress…) rejects after the api client has toasted its text.
 */
export async function orderPaymentPath(what: OrderFor): Promise<string> {
  const order = await request('createOrder', { body: Array.isArray(what) ? { items: what } : what });
  return paymentPath(order.id);
}

/**
 * Starts a payment from a button: makes the order and goes to /payment?order={id}. `busy` stays
 * true until the page changes (the button keeps its spinner); a refusal frees it again.
 */
export function useStartPayment() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  return {
    busy,
    async start(what: OrderFor): Promise<boolean> {
      setBusy(true);
      try {
        router.push(await orderPaymentPath(what));
        return true;
      } catch {
        setBusy(false);
        return false;
      }
    },
  };
}
