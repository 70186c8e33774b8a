import { and, asc, desc, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { chatPhotos, conversationMembers, conversations, messages } from './chat.schema.ts';

export type MessageRow = typeof messages.$inferSelect;
export type ChatPhotoRow = typeof chatPhotos.$inferSelect;

/** A conversation as one member sees it: the other member's id beside the row. */
export interface MemberConversation {
  id: string;
  otherId: string;
  propertyId: string | null;
  lastMessageId: string | null;
  lastMessageAt: Date;
  /** The newest message's place in the order of all messages: the list's order. */
  lastMessageSeq: number;
  /** Whether the other member read up to (the instant). */
  otherReadAt: Date | null;
}

/** The one-per-pair key: the same for both orders of the two ids. */
export function pairKeyOf(a: string, b: string): string {
  return a < b ? `${a}:${b}` : `${b}:${a}`;
}

const unreadWindowMs = 15 * 60 * 1000;
const reminderGapMs = 60 * 60 * 1000;

export function createChatRepository(db: Database) {
  /** The conversations of `userId`, each with its other member, filtered by `where`. */
  function memberConversations(userId: string) {
    const other = sql`other`;
    return db
      .select({
        id: conversations.id,
        otherId: sql<string>`${other}.user_id`,
        propertyId: conversations.propertyId,
        lastMessageId: conversations.lastMessageId,
        lastMessageAt: conversations.lastMessageAt,
        lastMessageSeq: conversations.lastMessageSeq,
        otherReadAt: sql<Date | null>`${other}.last_read_at`,
      })
      .from(conversationMembers)
      .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
      .innerJoin(
        sql`conversation_members as other`,
        sql`${other}.conversation_id = ${conversations.id} and ${other}.user_id <> ${userId}`,
      )
      .$dynamic()
      .where(eq(conversationMembers.userId, userId));
  }

  const toConversation = (row: MemberConversation & { otherReadAt: Date | string | null }) => ({
    ...row,
    otherReadAt: row.otherReadAt === null ? null : new Date(row.otherReadAt),
  });

  return {
    /** The conversation if `userId` is one of its members, else undefined. */
    async conversationOf(chatId: string, userId: string): Promise<MemberConversation | undefined> {
      const [row] = await memberConversations(userId).where(
        and(eq(conversationMembers.userId, userId), eq(conversations.id, chatId)),
      );
      return row && toConversation(row);
    },

    async conversationByPair(userId: string, otherId: string): Promise<MemberConversation | undefined> {
      const [row] = await memberConversations(userId).where(
        and(eq(conversationMembers.userId, userId), eq(conversations.pairKey, pairKeyOf(userId, otherId))),
      );
      return row && toConversation(row);
    },

    /**
     * A page of `userId`'s conversations, latest first (keyset on the newest message's seq);
     * `only` narrows them to those with one of the other members or listings.
     */
    async page(
      userId: string,
      after: number | null,
      limit: number,
      only?: { otherIds: string[]; propertyIds: string[] },
    ): Promise<MemberConversation[]> {
      const conditions = [eq(conversationMembers.userId, userId)];
      if (after) {
        conditions.push(lt(conversations.lastMessageSeq, after));
      }
      if (only) {
        const matches = [sql`false`];
        if (only.otherIds.length > 0)
          matches.push(sql`other.user_id = any(${sql.param(only.otherIds)}::uuid[])`);
        if (only.propertyIds.length > 0) matches.push(inArray(conversations.propertyId, only.propertyIds));
        conditions.push(sql`(${sql.join(matches, sql` or `)})`);
      }
      const rows = await memberConversations(userId)
        .where(and(...conditions))
        .orderBy(desc(conversations.lastMessageSeq))
        .limit(limit);
      return rows.map(toConversation);
    },

    /** Every other member and listing of `userId`'s conversations: what a search narrows. */
    async partnersAndListings(userId: string): Promise<{ otherIds: string[]; propertyIds: string[] }> {
      const rows = await memberConversations(userId);
      return {
        otherIds: rows.map((row) => row.otherId),
        propertyIds: rows.flatMap((row) => (row.propertyId ? [row.propertyId] : [])),
      };
    },

    /** Unread messages per conversation for `userId` (conversations without any are absent). */
    async unreadCounts(userId: string, chatIds: readonly string[]): Promise<Map<string, number>> {
      if (chatIds.length === 0) return new Map();
      const rows = await db
        .select({ id: messages.conversationId, count: sql<number>`count(*)::int` })
        .from(messages)
        .innerJoin(
          conversationMembers,
          and(
            eq(conversationMembers.conversationId, messages.conversationId),
            eq(conversationMembers.userId, userId),
          ),
        )
        .where(
          and(
            inArray(messages.conversationId, [...chatIds]),
            ne(messages.senderId, userId),
            or(
              isNull(conversationMembers.lastReadAt),
              gt(messages.createdAt, conversationMembers.lastReadAt),
            ),
          ),
        )
        .groupBy(messages.conversationId);
      return new Map(rows.map((row) => [row.id, row.count]));
    },

    /** Messages from others that arrived after the member last read the conversation. */
    async unreadCount(userId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(messages)
        .innerJoin(
          conversationMembers,
          and(
            eq(conversationMembers.conversationId, messages.conversationId),
            eq(conversationMembers.userId, userId),
          ),
        )
        .where(
          and(
            ne(messages.senderId, userId),
            or(
              isNull(conversationMembers.lastReadAt),
              gt(messages.createdAt, conversationMembers.lastReadAt),
            ),
          ),
        );
      return row?.count ?? 0;
    },

    /** A page of a conversation's messages, newest first: those stored before `beforeSeq`. */
    async messagesPage(chatId: string, beforeSeq: number | null, limit: number): Promise<MessageRow[]> {
      const conditions = [eq(messages.conversationId, chatId)];
      if (beforeSeq !== null) conditions.push(lt(messages.seq, beforeSeq));
      return db
        .select()
        .from(messages)
        .where(and(...conditions))
        .orderBy(desc(messages.seq))
        .limit(limit);
    },

    async messagesByIds(ids: readonly string[]): Promise<MessageRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(messages)
        .where(inArray(messages.id, [...ids]));
    },

    async messageByKey(senderId: string, key: string): Promise<MessageRow | undefined> {
      const [row] = await db
        .select()
        .from(messages)
        .where(and(eq(messages.senderId, senderId), eq(messages.idempotencyKey, key)));
      return row;
    },

    /** The photos of those messages, in their order. */
    async photosOf(messageIds: readonly string[]): Promise<ChatPhotoRow[]> {
      if (messageIds.length === 0) return [];
      return db
        .select()
        .from(chatPhotos)
        .where(inArray(chatPhotos.messageId, [...messageIds]))
        .orderBy(asc(chatPhotos.position));
    },

    // ---- writes, inside the send's transaction ----

    /** The pair's conversation, made with its two members when it does not exist yet. */
    async ensureConversation(a: string, b: string, now: Date): Promise<string> {
      const [row] = await db
        .insert(conversations)
        .values({ pairKey: pairKeyOf(a, b), createdAt: now, lastMessageAt: now })
        .onConflictDoUpdate({ target: conversations.pairKey, set: { pairKey: sql`excluded.pair_key` } })
        .returning({ id: conversations.id });
      if (!row) throw new Error('the conversation was neither made nor found');
      await db
        .insert(conversationMembers)
        .values([
          { conversationId: row.id, userId: a, joinedAt: now },
          { conversationId: row.id, userId: b, joinedAt: now },
        ])
        .onConflictDoNothing();
      return row.id;
    },

    /** Stores the message; undefined when the sender's key was already used (a retried send). */
    async insertMessage(values: typeof messages.$inferInsert): Promise<MessageRow | undefined> {
      const [row] = await db.insert(messages).values(values).onConflictDoNothing().returning();
      return row;
    },

    /**
     * Holds the conversation's row until the transaction ends, so sends in one conversation go one
     * at a time (a message's seq then follows the conversation's order). `no key update`, the lock
     * the row's update takes anyway: it does not conflict with the key-share lock a message's
     * foreign key takes, which `for update` did (two sends deadlocked on the server).
     */
    async lockConversation(chatId: string): Promise<void> {
      await db
        .select({ id: conversations.id })
        .from(conversations)
        .where(eq(conversations.id, chatId))
        .for('no key update');
    },

    /** The message as the conversation's newest (and its listing as the one last discussed). */
    async touchConversation(chatId: string, message: MessageRow): Promise<string | null> {
      const [before] = await db
        .select({ propertyId: conversations.propertyId })
        .from(conversations)
        .where(eq(conversations.id, chatId))
        .for('no key update');
      await db
        .update(conversations)
        .set({
          lastMessageId: message.id,
          lastMessageAt: message.createdAt,
          lastMessageSeq: message.seq,
          ...(message.propertyId ? { propertyId: message.propertyId } : {}),
        })
        .where(eq(conversations.id, chatId));
      return before?.propertyId ?? null;
    },

    /** The sender has read everything up to their own message. */
    async readUpTo(chatId: string, userId: string, at: Date): Promise<void> {
      await db
        .update(conversationMembers)
        .set({
          lastReadAt: sql`greatest(${conversationMembers.lastReadAt}, ${at.toISOString()}::timestamptz)`,
          reminderDueAt: null,
        })
        .where(and(eq(conversationMembers.conversationId, chatId), eq(conversationMembers.userId, userId)));
    },

    /**
     * The recipient's unread-message e-mail falls due 15 minutes after the first unread message,
     * and never within an hour of the last one; a reminder already pending keeps its time.
     */
    async scheduleReminder(chatId: string, recipientId: string, at: Date): Promise<void> {
      const due = new Date(at.getTime() + unreadWindowMs).toISOString();
      await db
        .update(conversationMembers)
        .set({
          reminderDueAt: sql`coalesce(${conversationMembers.reminderDueAt}, greatest(${due}::timestamptz, ${conversationMembers.lastRemindedAt} + ${`${reminderGapMs} milliseconds`}::interval))`,
        })
        .where(
          and(eq(conversationMembers.conversationId, chatId), eq(conversationMembers.userId, recipientId)),
        );
    },
  };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;
