import type { AppDependencies, BuiltApp } from './built-app.ts';
import {
  createAdminCheck,
  createSessionRevocations,
  registerAccountsModule,
} from './modules/accounts/index.ts';
import { createAgencyFacts, registerAgenciesModule } from './modules/agencies/index.ts';
import { registerAlertsModule } from './modules/alerts/index.ts';
import { createListingStatsReader, registerAnalyticsModule } from './modules/analytics/index.ts';
import { createAuditModule } from './modules/audit/index.ts';
import { createChatReportQueue, registerChatModule } from './modules/chat/index.ts';
import { createDevMailboxStore, registerDevMailboxModule } from './modules/devmailbox/index.ts';
import { registerDevToolsModule } from './modules/devtools/index.ts';
import { registerFilesModule } from './modules/files/index.ts';
import { registerHealthModule } from './modules/health/index.ts';
import { registerListingsModule } from './modules/listings/index.ts';
import { registerModerationModule } from './modules/moderation/index.ts';
import { registerNotificationsModule } from './modules/notifications/index.ts';
import {
  createInvoiceLines,
  priceListOf,
  registerAgencyInvoices,
  registerPaymentsModule,
} from './modules/payments/index.ts';
import { createPlaces, registerPlacesModule } from './modules/places/index.ts';
import { registerSavedModule } from './modules/saved/index.ts';
import { createPlaceCounts, createSearchCaches, registerSearchModule } from './modules/search/index.ts';
import { registerPhotosAndOffers } from './photos-and-offers.ts';
import { createAccessTokens } from './platform/auth/access-tokens.ts';
import { authenticationPlugin } from './platform/auth/authenticate.ts';
import { createEventBus } from './platform/events/event-bus.ts';
import { createHttpServer } from './platform/http/server.ts';
import type { MailTransport } from './platform/mail/mail-transport.ts';
import { createOutbox, startOutboxWorkers } from './platform/mail/outbox.ts';
import { createSmtpTransport } from './platform/mail/smtp-transport.ts';
import { createWebPushSender } from './platform/push/push-sender.ts';
import { startJobQueue } from './platform/queue/job-queue.ts';
import { createInfobipSmsSender } from './platform/sms/infobip-sms-sender.ts';
import type { SmsSender } from './platform/sms/sms-sender.ts';

export type { AppDependencies, BuiltApp } from './built-app.ts';

/**
 * Assembles the api: the platform parts, each built once, then the modules, each registering its
 * routes, jobs and event handlers from its index.ts with only the parts it uses, and answering what
 * tests reach (BuiltApp). main.ts and the tests both call it.
 */
export async function buildApp({
  config,
  database,
  storage,
  clock,
  logStream,
  runSchedules = true,
  pushNetwork = {},
  products = [],
}: AppDependencies): Promise<BuiltApp> {
  // ---- platform ----
  const app = await createHttpServer(config, logStream);
  const queue = await startJobQueue(database, {
    log: app.log,
    pollingIntervalSeconds: 2,
    runSchedules,
    deferWorkers: true,
  });
  // Workers start once every plugin is registered (issue 27): a job queued before a restart (the
  // sandbox's notification, which calls back into this app) is never handled while it is assembled.
  app.addHook('onReady', async () => {
    await queue.startWorkers();
  });
  const events = createEventBus({ queue, log: app.log });
  const devMailbox = createDevMailboxStore(database.db);
  const mail: MailTransport = config.smtpUrl
    ? createSmtpTransport({ url: config.smtpUrl, from: config.mailFrom })
    : devMailbox;
  const sms: SmsSender = config.infobip ? createInfobipSmsSender(config.infobip) : devMailbox;
  await startOutboxWorkers(queue, mail, sms);
  const outbox = createOutbox(queue);
  app.addHook('onClose', async () => {
    await queue.stop();
    await mail.close();
    storage.close();
    await database.close();
  });
  const accessTokens = createAccessTokens(config.authSecret, clock);
  const revocations = createSessionRevocations({ db: database.db, redis: app.redis, log: app.log });
  await app.register(authenticationPlugin, {
    tokens: accessTokens,
    sessions: revocations.check,
    admins: createAdminCheck(database.db),
  });

  // ---- modules ----
  const { db } = database;
  await registerHealthModule(app, { database });
  const { fileUrl } = await registerFilesModule(app, { storage });
  // The read-only parts modules ask of one another, each built from its own tables or data alone
  // before any module that asks registers: every module below gets its collaborators whole, none
  // is bound late (decision 210).
  const places = createPlaces();
  const agencyFacts = createAgencyFacts({ db, fileUrl });
  const listingStats = createListingStatsReader(db);
  const { accounts, profiles, suspensions } = await registerAccountsModule(app, {
    agencyOf: agencyFacts.summaryOf,
    db,
    clock,
    outbox,
    storage,
    fileUrl,
    accessTokens,
    revocations,
    config,
  });
  // Every admin action writes its entry in its own transaction (decision 227).
  const audit = createAuditModule({ db, profiles });
  await audit.register(app);
  const { notifier, delivery } = await registerNotificationsModule(app, {
    db,
    queue,
    outbox,
    clock,
    push: createWebPushSender(config.vapid, pushNetwork),
    accounts,
    config,
  });

  // The search module keeps the public answers' caches; listings drops their entries when it writes.
  const searchCaches = createSearchCaches({ clock, config });
  const listings = await registerListingsModule(app, {
    agencies: agencyFacts,
    // An agency listing's publish or renew stages a line of its monthly invoice (payments' invoices/).
    agencyBilling: createInvoiceLines({ prices: priceListOf(config.listingFees) }),
    db,
    stats: listingStats,
    queue,
    events,
    clock,
    notifier,
    places,
    accounts,
    fileUrl,
    caches: searchCaches.listingCaches,
    publicJson: searchCaches.publicJson,
    placeCounts: createPlaceCounts(db),
    config,
  });
  // Offers of one property, reused photos and the photo job (issue 30): photos-and-offers.ts.
  const { offers, photos } = await registerPhotosAndOffers(app, {
    db,
    queue,
    events,
    clock,
    storage,
    listings,
    caches: searchCaches.listingCaches,
    places,
    fileUrl,
  });
  await registerModerationModule(app, {
    listings: listings.moderated,
    caches: searchCaches.listingCaches,
    profiles,
    notifier,
    reader: listings.reader,
    availability: listings.availability,
    chatReports: createChatReportQueue({ db, profiles }),
    suspensions,
    audit: audit.recorder,
    db,
    clock,
  });
  const search = await registerSearchModule(app, {
    db,
    queue,
    clock,
    places,
    agencies: agencyFacts,
    access: listings.access,
    caches: searchCaches,
  });
  await registerPlacesModule(app, { places, listings: listings.reader, clock });
  const { priceDrops } = await registerSavedModule(app, {
    db,
    events,
    clock,
    queue,
    listings: listings.reader,
    notifier,
  });
  const alerts = await registerAlertsModule(app, {
    db,
    queue,
    events,
    clock,
    places,
    listings: listings.reader,
    notifier,
  });
  await registerAgenciesModule(app, {
    db,
    clock,
    outbox,
    notifier,
    profiles,
    fileUrl,
    storage,
    listings: listings.reader,
    stats: listingStats,
    agencyListings: listings.agencyListings,
    audit: audit.recorder,
    config,
  });
  const chat = await registerChatModule(app, {
    db,
    clock,
    events,
    queue,
    storage,
    notifier,
    profiles,
    listings: listings.reader,
    tokens: accessTokens,
    sessions: revocations.check,
    onSessionsEnded: revocations.onEnded,
    config,
  });
  const analytics = await registerAnalyticsModule(app, {
    db,
    queue,
    events,
    clock,
    listings: listings.reader,
  });
  const invoices = await registerAgencyInvoices(app, {
    db,
    clock,
    queue,
    agencies: agencyFacts,
    languageOf: async (userId) => (await accounts.requireUser(userId)).language,
  });
  const payments = await registerPaymentsModule(app, {
    db,
    clock,
    queue,
    products: [...listings.products, invoices.payments.product, ...products],
    invoices: invoices.payments,
    notifier,
    profiles,
    audit: audit.recorder,
    config,
  });

  // ---- development only ----
  if (config.devMailbox) await registerDevMailboxModule(app, { mailbox: devMailbox });
  if (config.devTools) {
    await registerDevToolsModule(app, {
      clock,
      jobs: {
        ...listings.periodicJobs,
        ...photos.periodicJobs,
        ...search.periodicJobs,
        ...analytics.periodicJobs,
        ...alerts.periodicJobs,
        ...chat.periodicJobs,
        ...invoices.periodicJobs,
        ...payments.periodicJobs,
      },
    });
  }

  return {
    app,
    jobs: {
      listings: listings.jobs,
      photos: photos.jobs,
      offers: { regroupListing: offers.regroup },
      alerts: alerts.jobs,
      chat: chat.jobs,
      analytics: analytics.jobs,
      invoices: invoices.jobs,
      payments: payments.jobs,
    },
    settlement: payments.settlement,
    invoicePayments: invoices.payments,
    notificationDelivery: delivery,
    priceDrops,
    availability: listings.availability,
  };
}
