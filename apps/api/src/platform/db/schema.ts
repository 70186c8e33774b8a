// The one Drizzle schema drizzle-kit reads: each module owns its tables, this file only gathers them.
export * from '../../modules/accounts/accounts.schema.ts';
export * from '../../modules/agencies/agencies.schema.ts';
export * from '../../modules/alerts/alerts.schema.ts';
export * from '../../modules/analytics/analytics.schema.ts';
export * from '../../modules/audit/audit.schema.ts';
export * from '../../modules/chat/chat.schema.ts';
export * from '../../modules/devmailbox/devmailbox.schema.ts';
export * from '../../modules/listings/history/history.schema.ts';
export * from '../../modules/listings/listings.schema.ts';
export * from '../../modules/moderation/reports.schema.ts';
export * from '../../modules/notifications/notifications.schema.ts';
export * from '../../modules/payments/invoices/invoices.schema.ts';
export * from '../../modules/payments/payments.schema.ts';
export * from '../../modules/payments/providers/sandbox/sandbox.schema.ts';
export * from '../../modules/saved/saved.schema.ts';
export * from '../../modules/search/map/map.schema.ts';
