import type { AnswerOf, Endpoints } from '@krov/contracts';
import { type RequestOptions, request } from '@/shared/api/client';

/**
 * The payment calls (packages/contracts/src/endpoints/payments.ts; docs/product/DECISIONS.md, the
 * api of the calls the spec does not show → Payments): a user's orders, their coupon, the checkout.
 * Every amount is the api's. Making an order is shared/payments/start-payment.ts (other pages start one).
 */

export type Order = AnswerOf<Endpoints['order']>;
export type Checkout = AnswerOf<Endpoints['checkout']>;
export type OrdersPage = AnswerOf<Endpoints['myOrders']>;

const of = (id: string) => ({ params: { id } });

export const paymentsApi = {
  get: (id: string, options?: RequestOptions) => request('order', of(id), options),
  applyCoupon: (id: string, code: string, options?: RequestOptions) =>
    request('applyCoupon', { ...of(id), body: { code } }, options),
  removeCoupon: (id: string, options?: RequestOptions) => request('removeCoupon', of(id), options),
  checkout: (id: string, options?: RequestOptions) => request('checkout', of(id), options),
  mine: (cursor: string | undefined, limit: number, options?: RequestOptions) =>
    request('myOrders', { query: { cursor, limit } }, options),
};
