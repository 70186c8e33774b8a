import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { AlertsJobs } from './modules/alerts/index.ts';
import type { AnalyticsJobs } from './modules/analytics/index.ts';
import type { ChatJobs } from './modules/chat/index.ts';
import type { ListingsJobs } from './modules/listings/index.ts';
import type { AvailabilityQuestions } from './modules/listings/ports.ts';
import type { Delivery } from './modules/notifications/index.ts';
import type { PaymentJobs, ProductKind, Settlement } from './modules/payments/index.ts';
import type { InvoiceJobs, InvoicePayments } from './modules/payments/invoices/index.ts';
import type { PhotoJobs } from './modules/photos/index.ts';
import type { PriceDrops } from './modules/saved/index.ts';
import type { Clock } from './platform/clock/clock.ts';
import type { DatabaseHandle } from './platform/db/database.ts';
import type { WebPushSenderOptions } from './platform/push/push-sender.ts';
import type { ConfiguredStorage } from './platform/storage/open-configured.ts';

/**
 * What buildApp answers: the instance that serves requests, and beside it (never decorated on it,
 * decision 203) the parts tests run at once: every module's jobs, the payments' settlement, the
 * notifications' delivery. main.ts uses only `app`.
 */
export interface BuiltApp {
  app: FastifyInstance;
  /** Each module's job handlers, to run one at once (tests move the clock and call them). */
  jobs: {
    listings: ListingsJobs;
    photos: PhotoJobs;
    /**
     * A listing's place among the offers of one property (issue 30), found again at once, as the
     * job does it (the cached answers it changed dropped).
     */
    offers: { regroupListing(listingId: string): Promise<void> };
    alerts: AlertsJobs;
    chat: ChatJobs;
    analytics: AnalyticsJobs;
    invoices: InvoiceJobs;
    payments: PaymentJobs;
  };
  /** Applies a payment's verdict to an order, once (payments/settlement.ts). */
  settlement: Settlement;
  /** Orders for agency invoices and marking them paid (payments/invoices/invoice-orders.ts). */
  invoicePayments: InvoicePayments;
  /** Sends stored notifications out by e-mail and web push (notifications/delivery.ts). */
  notificationDelivery: Delivery;
  /** Tells the savers of a listing its price dropped (saved/price-drops.ts). */
  priceDrops: PriceDrops;
  /** Asks an owner to confirm a listing sooner (listings' availability.service.ts; the reports module's). */
  availability: AvailabilityQuestions;
}

/** What buildApp is built from (app.ts). */
export interface AppDependencies {
  config: Config;
  /** Open and migrated; the app closes it when it closes. */
  database: DatabaseHandle;
  /** Where photos live (openConfiguredStorage); the app closes it when it closes. */
  storage: ConfiguredStorage;
  clock: Clock;
  /** Where logs go (stdout by default); tests capture them to prove the redaction. */
  logStream?: NodeJS.WritableStream;
  /** Whether this instance fires the periodic jobs' cron schedules (tests: false, see job-queue.ts). */
  runSchedules?: boolean;
  /** The name service and network web push goes through (tests: their local push service). */
  pushNetwork?: Pick<WebPushSenderOptions, 'resolver' | 'agentFor'>;
  /** Product kinds sold beside the modules' own (tests of the order model: one not sold yet). */
  products?: readonly ProductKind[];
}
