import { paymentEndpoints as e } from '@krov/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/endpoint-route.ts';
import type { AdminGuard } from '../accounts/admin-guard.ts';
import type { CouponsAdmin } from './coupons.service.ts';

interface Options {
  coupons: CouponsAdmin;
  adminOf: AdminGuard;
}

export async function paymentsRoutes(app: FastifyInstance, { coupons, adminOf }: Options) {
  route(app, e.adminCoupons, async (request) => {
    await adminOf(request);
    return coupons.list();
  });
  route(app, e.adminCreateCoupon, async (request) => coupons.create(await adminOf(request), request.body));
  route(app, e.adminDisableCoupon, async (request) => {
    await adminOf(request);
    return coupons.disable(request.params.id);
  });
}
