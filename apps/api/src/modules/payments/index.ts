import type { ListingType } from '@krov/contracts';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { AdminGuard } from '../accounts/admin-guard.ts';
import type { PaidListings } from '../listings/paid-listings.ts';
import type { Notifier } from '../notifications/notifier.ts';
import { createCouponsAdmin } from './coupons.service.ts';
import { createOrdersService } from './orders.service.ts';
import { paymentsRoutes } from './payments.routes.ts';
import { priceListOf } from './pricing.ts';
import { createSettlement, type Settlement } from './settlement.ts';

export interface PaymentsModuleDependencies {
  db: Database;
  clock: Clock;
  adminOf: AdminGuard;
  listings: PaidListings;
  notifier: Pick<Notifier, 'notifyIn'>;
  /** KM to publish or renew a private listing for 30 days (config: LISTING_FEE_*). */
  listingFees: Readonly<Record<ListingType, number>>;
}

/**
 * Payments (issue 17): orders and coupons so far; orders, checkout through the providers (the sandbox and
 * Monri WebPay), their notifications and the agencies' invoices are being built (docs/decisions.md).
 */
export async function registerPaymentsModule(app: FastifyInstance, deps: PaymentsModuleDependencies) {
  const coupons = createCouponsAdmin(deps);
  const orders = createOrdersService({ ...deps, prices: priceListOf(deps.listingFees) });
  await app.register(paymentsRoutes, { coupons, orders, adminOf: deps.adminOf });
  // The providers' notifications and checkout (next) apply their verdicts through it; tests call it.
  app.decorate('paymentSettlement', createSettlement(deps));
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Applies a payment's verdict to an order, once (settlement.ts). */
    paymentSettlement: Settlement;
  }
}
