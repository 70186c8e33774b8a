import { paymentEndpoints as e } from '@krov/contracts';
import type { FastifyInstance } from 'fastify';
import { currentUserId } from '../../platform/auth/authenticate.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import type { Checkout } from './checkout.ts';
import type { CouponsAdmin } from './coupons.service.ts';
import type { OrdersService } from './orders.service.ts';
import type { OrdersAdmin } from './orders-admin.ts';

interface Options {
  coupons: CouponsAdmin;
  orders: OrdersService;
  checkout: Checkout;
  ordersAdmin: OrdersAdmin;
}

export async function paymentsRoutes(
  app: FastifyInstance,
  { coupons, orders, checkout, ordersAdmin }: Options,
) {
  route(app, e.createOrder, async (request) => orders.create(currentUserId(request), request.body));
  route(app, e.order, async (request) => orders.get(currentUserId(request), request.params.id));
  route(app, e.applyCoupon, async (request) =>
    orders.applyCoupon(currentUserId(request), request.params.id, request.body.code),
  );
  route(app, e.removeCoupon, async (request) =>
    orders.removeCoupon(currentUserId(request), request.params.id),
  );
  route(app, e.checkout, async (request) => checkout.checkout(currentUserId(request), request.params.id));
  route(app, e.myOrders, async (request) => orders.mine(currentUserId(request), request.query));

  route(app, e.adminCoupons, async () => coupons.list());
  route(app, e.adminCreateCoupon, async (request) => coupons.create(currentUserId(request), request.body));
  route(app, e.adminCouponUses, async (request) => coupons.uses(request.params.id));
  route(app, e.adminDisableCoupon, async (request) =>
    coupons.disable(currentUserId(request), request.params.id),
  );

  route(app, e.adminOrders, async (request) => ordersAdmin.list(request.query));
  route(app, e.adminRefundOrder, async (request) =>
    ordersAdmin.refund(currentUserId(request), request.params.id, request.body.reason),
  );
}
