import { sql } from 'drizzle-orm';
import {
  bigint,
  doublePrecision,
  index,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema.ts';

export const agencyStatus = pgEnum('agency_status', ['pending', 'approved', 'suspended']);
export const agencyRole = pgEnum('agency_role', ['owner', 'agent']);
export const registerAuthority = pgEnum('register_authority', ['fbih', 'rs']);
export const invitationStatus = pgEnum('invitation_status', ['pending', 'accepted', 'declined', 'revoked']);
export const agencyAction = pgEnum('agency_action', [
  'requested',
  'approved',
  'suspended',
  'reinstated',
  'register-verified',
]);

/** An agency: requested by its owner, approved (or suspended) by an admin. */
export const agencies = pgTable(
  'agencies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** From the name, unique; stable once the agency was approved (its public address). */
    slug: text('slug').notNull(),
    status: agencyStatus('status').notNull().default('pending'),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    logo: text('logo'),
    description: text('description').notNull().default(''),
    address: text('address').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    phoneNumber: text('phone_number').notNull(),
    email: text('email').notNull(),
    website: text('website'),
    registerAuthority: registerAuthority('register_authority').notNull(),
    registerNumber: text('register_number').notNull(),
    registerVerifiedAt: timestamp('register_verified_at', { withTimezone: true }),
    /** The reason of the latest status change, shown to the owner. */
    statusReason: text('status_reason'),
    /** Once approved, the slug no longer follows the name. */
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('agencies_slug_unique').on(table.slug),
    index('agencies_status_idx').on(table.status, table.createdAt),
  ],
);

/** Who works for an agency: its owner and the agents who accepted an invitation; one agency each. */
export const agencyMembers = pgTable(
  'agency_members',
  {
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: agencyRole('role').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // An agent (or owner) belongs to at most one agency.
    uniqueIndex('agency_members_user_unique').on(table.userId),
    index('agency_members_agency_idx').on(table.agencyId),
  ],
);

/** An invitation by e-mail: a single-use token (stored hashed) with an expiry. */
export const agencyInvitations = pgTable(
  'agency_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    status: invitationStatus('status').notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('agency_invitations_token_unique').on(table.tokenHash),
    // One open invitation per agency and address: inviting again resends it.
    uniqueIndex('agency_invitations_open_unique')
      .on(table.agencyId, table.email)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/** The audit trail of an agency: who did what, when and why. */
export const agencyAudit = pgTable(
  'agency_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The trail's order: never tied, whatever the clock says. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    action: agencyAction('action').notNull(),
    /** The admin (null: the owner's own request). */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('agency_audit_agency_idx').on(table.agencyId, table.createdAt)],
);
