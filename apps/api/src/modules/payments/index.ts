import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { AdminGuard } from '../accounts/admin-guard.ts';
import { createCouponsAdmin } from './coupons.service.ts';
import { paymentsRoutes } from './payments.routes.ts';

export interface PaymentsModuleDependencies {
  db: Database;
  clock: Clock;
  adminOf: AdminGuard;
}

/**
 * Payments (issue 17): coupons so far; orders, checkout through the providers (the sandbox and
 * Monri WebPay), their notifications and the agencies' invoices are being built (docs/decisions.md).
 */
export async function registerPaymentsModule(app: FastifyInstance, deps: PaymentsModuleDependencies) {
  const coupons = createCouponsAdmin(deps);
  await app.register(paymentsRoutes, { coupons, adminOf: deps.adminOf });
}
