import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema.ts';
import { properties } from '../listings/listings.schema.ts';

/** One conversation per pair of users (docs/product/DECISIONS.md, Messaging). */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** "<smaller user id>:<larger user id>": makes the one-per-pair rule a unique index. */
    pairKey: text('pair_key').notNull(),
    /** The listing last discussed (a message that refers to one moves it). */
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'set null' }),
    /** The newest message, for the list's preview without a lateral join. */
    lastMessageId: uuid('last_message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    /** The newest message's seq: the conversations' order, never tied. */
    lastMessageSeq: bigint('last_message_seq', { mode: 'number' }).notNull().default(0),
  },
  (table) => [uniqueIndex('conversations_pair_unique').on(table.pairKey)],
);

export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Messages from others after this moment are unread. */
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
    /**
     * When the unread-message e-mail is due (15 minutes after the first unread message, at most
     * one per conversation and hour); null while nothing is pending. Reading clears it.
     */
    reminderDueAt: timestamp('reminder_due_at', { withTimezone: true }),
    lastRemindedAt: timestamp('last_reminded_at', { withTimezone: true }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.conversationId, table.userId] }),
    index('conversation_members_user_idx').on(table.userId),
    index('conversation_members_reminder_due_idx')
      .on(table.reminderDueAt)
      .where(sql`${table.reminderDueAt} is not null`),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order of messages: as stored, never tied (two messages in one millisecond keep theirs). */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** As typed; null for a message of photos only. */
    body: text('body'),
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'set null' }),
    /** The client's clientMessageId: a retried send is stored once. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** The safety tips its reader is shown (safety-tips.ts); counted for the moderators. */
    safetyTips: text('safety_tips').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('messages_sender_idempotency_unique').on(table.senderId, table.idempotencyKey),
    index('messages_conversation_seq_idx').on(table.conversationId, table.seq),
  ],
);

/** A photo uploaded for a message: the uploader's alone until a message carries it. */
export const chatPhotos = pgTable(
  'chat_photos',
  {
    id: uuid('id').primaryKey(),
    uploaderId: uuid('uploader_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id').references(() => messages.id, { onDelete: 'cascade' }),
    /** Its place among the message's photos. */
    position: smallint('position').notNull().default(0),
    storageKey: text('storage_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('chat_photos_message_idx').on(table.messageId),
    index('chat_photos_unsent_idx').on(table.createdAt).where(sql`${table.messageId} is null`),
  ],
);

/** `blockerId` blocked `blockedId`: the blocked user can no longer write to the blocker. */
export const chatBlocks = pgTable(
  'chat_blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.blockerId, table.blockedId] })],
);

/** A member reported a conversation; kept for the admin area. */
export const chatReports = pgTable(
  'chat_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The member the report is about: the conversation's other member (issue 29: reports of users). */
    reportedId: uuid('reported_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Open until an admin resolves it in the moderation queue (issue 29), with the action and why. */
    status: text('status', { enum: ['open', 'resolved'] })
      .notNull()
      .default('open'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolution: text('resolution', { enum: ['dismiss', 'hide_listing', 'suspend_user'] }),
    resolutionReason: text('resolution_reason'),
  },
  (table) => [
    index('chat_reports_created_idx').on(table.createdAt),
    index('chat_reports_open_conversation_idx').on(table.status, table.conversationId),
    index('chat_reports_open_reported_idx').on(table.status, table.reportedId),
  ],
);
