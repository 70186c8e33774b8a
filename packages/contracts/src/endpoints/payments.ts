import { endpoint } from '../endpoint.ts';
import { adminCoupon, adminCouponsResponse, couponParams, createCouponRequest } from '../payments.ts';

const admin = { access: 'user', tags: ['admin'], errors: [400, 401, 403, 404] } as const;

/**
 * Payments (issue 17; DECISIONS.md "Money" and the api of the calls the spec does not show): the
 * admins' coupons. Orders, checkout and the providers' notifications join as they are built.
 */
export const paymentEndpoints = {
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
} as const;
