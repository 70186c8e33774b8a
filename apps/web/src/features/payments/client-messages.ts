import type { MessagePaths } from '@/i18n/client-messages';

/** /payment: the order's summary, the coupon, pay, and the processing and result screens. */
export const paymentMessages = [
  'payment.loading',
  'payment.loadFailed',
  'payment.missing',
  'payment.summary',
  'payment.coupon',
  'payment.pay',
  'payment.confirmFree',
  'payment.provider',
  'payment.started',
  'payment.processing',
  'payment.success',
  'payment.failed',
  'payment.refunded',
] as const satisfies MessagePaths;

/** /me/orders: the orders with their status, receipt links and load more. */
export const ordersMessages = [
  'orders.loading',
  'orders.loadFailed',
  'orders.empty',
  'orders.browse',
  'orders.caption',
  'orders.date',
  'orders.items',
  'orders.amount',
  'orders.status',
  'orders.details',
  'orders.statuses',
  'orders.invoice',
  'orders.receipt',
  'orders.continue',
  'orders.orderOf',
  'orders.loadMore',
] as const satisfies MessagePaths;
