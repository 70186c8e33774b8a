import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import type { JobQueue } from '../../platform/queue/job-queue.ts';
import type { PublicProfiles } from '../accounts/ports.ts';
import type { AuditRecorder } from '../audit/ports.ts';
import type { Notifier } from '../notifications/ports.ts';
import { createCheckout } from './checkout.ts';
import { createCouponsAdmin } from './coupons.service.ts';
import type { InvoicePayments } from './invoices/index.ts';
import { createNotificationInbox } from './notification-inbox.ts';
import { notificationsRoutes } from './notifications.routes.ts';
import { createOrdersService } from './orders.service.ts';
import { createOrdersAdmin } from './orders-admin.ts';
import { reconcileJob, startPaymentJobs } from './payments.jobs.ts';
import { paymentsRoutes } from './payments.routes.ts';
import { createProductRegistry, type ProductKind } from './products.ts';
import { createMonriProvider } from './providers/monri.ts';
import type { MonriConfig } from './providers/monri-config.ts';
import type { PaymentProviderAdapter } from './providers/provider.ts';
import { createSandboxRepository } from './providers/sandbox/sandbox.repository.ts';
import { sandboxRoutes } from './providers/sandbox/sandbox.routes.ts';
import { createSandboxGateway, sandboxDecideJob } from './providers/sandbox/sandbox-gateway.ts';
import { createSandboxProvider } from './providers/sandbox/sandbox-provider.ts';
import { sandboxKeyOf } from './providers/sandbox/sandbox-signature.ts';
import { createReconciliation } from './reconciliation.ts';
import { createSettlement } from './settlement.ts';

// For the composition root (app.ts), which reaches a module only through its index.ts (decision 205).
export { createInvoiceLines, registerAgencyInvoices } from './invoices/index.ts';
export type { PaymentJobs } from './payments.jobs.ts';
export { priceListOf } from './pricing.ts';

export type { LineSnapshot, OrderLine, ProductKind, QuotedLine } from './products.ts';
export type { Settlement } from './settlement.ts';

export interface PaymentsModuleDependencies {
  db: Database;
  clock: Clock;
  queue: JobQueue;
  /**
   * What is sold, each kind registered by the module that sells it (decision 185): the listings'
   * `listing.publish` and `listing.renew`, the agency invoices' `agency.invoice`.
   */
  products: readonly ProductKind[];
  notifier: Pick<Notifier, 'notifyIn'>;
  profiles: Pick<PublicProfiles, 'contactsByIds' | 'contactByEmail'>;
  /** Agency invoices' orders, made by their module (invoices/invoice-orders.ts). */
  invoices: Pick<InvoicePayments, 'createOrder'>;
  /** Refunds and coupons are admin actions: each writes its audit entry (decision 227). */
  audit: AuditRecorder;
  config: { authSecret: string; publicWebUrl: string; publicApiUrl: string; monri: MonriConfig | undefined };
}

/**
 * Payments (issue 17): orders of the product kinds other modules register (issue 28) and coupons, checkout through the provider (the sandbox, served by
 * this api, where Monri is not configured), the providers' notifications applied once, and the
 * reconciliation of orders left pending (docs/decisions.md 149, 150).
 */
export async function registerPaymentsModule(app: FastifyInstance, deps: PaymentsModuleDependencies) {
  const { db, clock, config } = deps;
  const coupons = createCouponsAdmin(deps);
  const products = createProductRegistry(deps.products);
  const orders = createOrdersService({ ...deps, products });
  const settlement = createSettlement({ ...deps, products });

  // Monri where it is configured (production must); the sandbox served by this api elsewhere.
  const monri = config.monri ? createMonriProvider(config.monri) : undefined;
  const key = sandboxKeyOf(config.authSecret);
  // The sandbox gateway notifies through our own route, in process: the same parser, signature
  // check and answer as a provider's POST over the network (decision 150).
  const sandbox = monri
    ? undefined
    : createSandboxGateway({
        db,
        clock,
        queue: deps.queue,
        key,
        post: async (url, headers, rawBody) =>
          (await app.inject({ method: 'POST', url: new URL(url).pathname, headers, payload: rawBody }))
            .statusCode,
      });
  const provider: PaymentProviderAdapter =
    monri ??
    createSandboxProvider({
      repository: createSandboxRepository(db),
      clock,
      key,
      publicApiUrl: config.publicApiUrl,
    });
  // Only the provider in charge is answered: a sandbox notification in production is NotFound.
  const providers = new Map<string, PaymentProviderAdapter>([[provider.name, provider]]);
  const checkout = createCheckout({
    ...deps,
    settlement,
    provider,
    products,
    contactOf: async (userId) => (await deps.profiles.contactsByIds([userId])).get(userId),
    publicWebUrl: config.publicWebUrl,
    publicApiUrl: config.publicApiUrl,
  });
  const inbox = createNotificationInbox({ db, clock, settlement, providers, log: app.log });
  const reconciliation = createReconciliation({ db, clock, settlement, providers, log: app.log });

  const ordersAdmin = createOrdersAdmin({
    db,
    settlement,
    providers,
    profiles: deps.profiles,
    products,
    log: app.log,
    clock,
    audit: deps.audit,
  });
  await app.register(paymentsRoutes, { coupons, orders, checkout, ordersAdmin });
  await app.register(notificationsRoutes, { inbox });
  if (sandbox) {
    await app.register(sandboxRoutes, { gateway: sandbox, webOrigin: new URL(config.publicWebUrl).origin });
  }
  const jobs = await startPaymentJobs(deps.queue, reconciliation, sandbox);
  return {
    /** Applies a payment's verdict to an order, once: tests call it (buildApp answers it). */
    settlement,
    jobs,
    periodicJobs: {
      [reconcileJob.name]: () => jobs.reconcile(),
      [sandboxDecideJob.name]: () => jobs.decideSandbox(),
    } as Record<string, () => Promise<unknown>>,
  };
}
