import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema.ts';

/**
 * Every admin action (issue 29, decision 227): who, when, what, about which subject, why. Written
 * in the action's own transaction, so an action and its entry commit together or not at all.
 * Kept: an admin's account leaving sets `admin_id` null, the entry stays.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    /** contracts' auditActions: `report.dismiss`, `listing.hide`, `agency.approve`, … */
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    reason: text('reason').notNull().default(''),
    details: jsonb('details').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('admin_audit_log_created_idx').on(table.createdAt, table.id),
    index('admin_audit_log_admin_idx').on(table.adminId, table.createdAt),
  ],
);
