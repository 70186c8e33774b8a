import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import {
  adminCoupon,
  adminCouponsResponse,
  checkoutResponse,
  couponParams,
  couponRequest,
  createCouponRequest,
  createOrderRequest,
  myOrdersQuery,
  myOrdersResponse,
  orderParams,
  orderResponse,
  providerParams,
  sandboxCheckoutParams,
  sandboxPayRequest,
} from '../payments.ts';
import { adminOrder, adminOrdersQuery, adminOrdersResponse, refundRequest } from '../payments-admin.ts';

const admin = { access: 'user', tags: ['admin'], errors: [400, 401, 403, 404] } as const;
const buyer = { access: 'user', tags: ['payments'], errors: [400, 401, 403, 404, 429] } as const;

/**
 * Payments (issue 17; DECISIONS.md "Money" and the api of the calls the spec does not show): the
 * orders and their coupon, the admins' coupons. Checkout and the providers' notifications join as
 * they are built.
 */
export const paymentEndpoints = {
  createOrder: endpoint({
    ...buyer,
    method: 'POST',
    path: '/api/orders',
    summary: "An order to publish or renew the user's private listings, priced by the api (pending)",
    body: createOrderRequest,
    status: 201,
    answer: orderResponse,
  }),
  order: endpoint({
    ...buyer,
    method: 'GET',
    path: '/api/orders/:id',
    summary: "One of the user's orders (OrderNotFound for anyone else's)",
    params: orderParams,
    status: 200,
    answer: orderResponse,
  }),
  applyCoupon: endpoint({
    ...buyer,
    method: 'PUT',
    path: '/api/orders/:id/coupon',
    summary:
      'Applies a coupon to a pending order before checkout (CouponNotFound: unknown, expired, used up)',
    params: orderParams,
    body: couponRequest,
    status: 200,
    answer: orderResponse,
  }),
  removeCoupon: endpoint({
    ...buyer,
    method: 'DELETE',
    path: '/api/orders/:id/coupon',
    summary: "Removes the pending order's coupon before checkout",
    params: orderParams,
    status: 200,
    answer: orderResponse,
  }),
  checkout: endpoint({
    ...buyer,
    errors: [400, 401, 403, 404, 409, 429],
    method: 'POST',
    path: '/api/orders/:id/checkout',
    summary:
      'Sends a pending order to its provider: where the browser goes (a URL or a form), or paid at once when its total is 0',
    params: orderParams,
    status: 200,
    answer: checkoutResponse,
  }),
  providerNotification: endpoint({
    browser: false,
    access: 'anyone',
    tags: ['payments'],
    errors: [400, 404],
    method: 'POST',
    path: '/api/payments/:provider/notifications',
    summary:
      "A provider's server-to-server notification of a payment: its signature over the raw body verified first, then applied once",
    params: providerParams,
    status: 200,
    answer: z.object({ received: z.literal(true) }),
  }),
  sandboxCheckoutPage: endpoint({
    browser: false,
    access: 'anyone',
    tags: ['payments'],
    errors: [],
    method: 'GET',
    path: '/api/payments/sandbox/checkout/:id',
    summary: "The sandbox provider's hosted checkout page: the amount, a card form and the test cards",
    params: sandboxCheckoutParams,
    status: 200,
    answer: z.string().describe('An HTML page'),
    otherAnswers: { 404: z.string().describe('An HTML page') },
  }),
  sandboxCheckoutPay: endpoint({
    browser: false,
    access: 'anyone',
    tags: ['payments'],
    errors: [400],
    method: 'POST',
    path: '/api/payments/sandbox/checkout/:id',
    summary:
      "The sandbox page's card (a form post): decided, notified to the api, and the browser sent back to the web (303)",
    params: sandboxCheckoutParams,
    body: sandboxPayRequest,
    status: 200,
    answer: z.string().describe('The page again, when the card is not a test card'),
    otherAnswers: { 303: z.null(), 404: z.string().describe('An HTML page') },
  }),
  myOrders: endpoint({
    ...buyer,
    method: 'GET',
    path: '/api/users/me/orders',
    summary: "The user's orders, newest first, in cursor pages",
    query: myOrdersQuery,
    status: 200,
    answer: myOrdersResponse,
  }),
  adminCoupons: endpoint({
    ...admin,
    method: 'GET',
    path: '/api/admin/coupons',
    summary: 'Admins: every coupon with its uses, newest first',
    status: 200,
    answer: adminCouponsResponse,
  }),
  adminCreateCoupon: endpoint({
    ...admin,
    method: 'POST',
    path: '/api/admin/coupons',
    summary: 'Admins: a coupon (percent or KM off, a validity window, a number of uses; once per user)',
    body: createCouponRequest,
    status: 201,
    answer: adminCoupon,
  }),
  adminDisableCoupon: endpoint({
    ...admin,
    method: 'POST',
    path: '/api/admin/coupons/:id/disable',
    summary: 'Admins: a coupon no longer applies (checkouts already holding a use keep it)',
    params: couponParams,
    status: 200,
    answer: adminCoupon,
  }),
  adminOrders: endpoint({
    ...admin,
    method: 'GET',
    path: '/api/admin/orders',
    summary: "Admins: orders, newest first, by status, order number or buyer's e-mail",
    query: adminOrdersQuery,
    status: 200,
    answer: adminOrdersResponse,
  }),
  adminRefundOrder: endpoint({
    ...admin,
    method: 'POST',
    path: '/api/admin/orders/:id/refund',
    summary:
      "Admins: refunds a paid order at its provider; its listings leave the site and its coupon's use comes back",
    params: orderParams,
    body: refundRequest,
    status: 200,
    answer: adminOrder,
  }),
} as const;
