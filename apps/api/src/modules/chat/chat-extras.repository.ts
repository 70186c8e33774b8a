import { and, asc, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { chatBlocks, chatPhotos, chatReports, conversationMembers, messages } from './chat.schema.ts';

/** The rows of a raw statement (both drivers answer `{rows}`). */
const rowsOf = <Row>(result: unknown): Row[] => (result as { rows: Row[] }).rows;

/** A member whose unread-message e-mail is due. */
export interface DueReminder {
  conversationId: string;
  userId: string;
  /** The first message they have not read (it names the sender). */
  senderId: string;
  unread: number;
}

/** Blocks, reports, uploaded photos and the unread-message reminders of the chat. */
export function createChatExtrasRepository(db: Database) {
  return {
    // ---- blocks ----
    async block(blockerId: string, blockedId: string, now: Date): Promise<void> {
      await db.insert(chatBlocks).values({ blockerId, blockedId, createdAt: now }).onConflictDoNothing();
    },

    async unblock(blockerId: string, blockedId: string): Promise<void> {
      await db
        .delete(chatBlocks)
        .where(and(eq(chatBlocks.blockerId, blockerId), eq(chatBlocks.blockedId, blockedId)));
    },

    /** Who of the two blocked the other. */
    async blocksBetween(userId: string, otherId: string): Promise<{ byMe: boolean; byThem: boolean }> {
      const rows = await db
        .select({ blockerId: chatBlocks.blockerId })
        .from(chatBlocks)
        .where(
          or(
            and(eq(chatBlocks.blockerId, userId), eq(chatBlocks.blockedId, otherId)),
            and(eq(chatBlocks.blockerId, otherId), eq(chatBlocks.blockedId, userId)),
          ),
        );
      return {
        byMe: rows.some((row) => row.blockerId === userId),
        byThem: rows.some((row) => row.blockerId === otherId),
      };
    },

    // ---- reports ----
    async report(conversationId: string, reporterId: string, reason: string, now: Date): Promise<void> {
      // About the conversation's other member: the queue gathers a user's reports by it (issue 29).
      const [other] = await db
        .select({ userId: conversationMembers.userId })
        .from(conversationMembers)
        .where(
          and(
            eq(conversationMembers.conversationId, conversationId),
            sql`${conversationMembers.userId} <> ${reporterId}`,
          ),
        )
        .limit(1);
      await db
        .insert(chatReports)
        .values({ conversationId, reporterId, reportedId: other?.userId ?? null, reason, createdAt: now });
    },

    /** The newest reports, with each conversation's members. */
    async reports(limit: number) {
      const rows = await db
        .select()
        .from(chatReports)
        .orderBy(desc(chatReports.createdAt), desc(chatReports.id))
        .limit(limit);
      const members = rows.length
        ? await db
            .select({
              conversationId: conversationMembers.conversationId,
              userId: conversationMembers.userId,
            })
            .from(conversationMembers)
            .where(
              inArray(conversationMembers.conversationId, [
                ...new Set(rows.map((row) => row.conversationId)),
              ]),
            )
        : [];
      return rows.map((row) => ({
        ...row,
        memberIds: members
          .filter((member) => member.conversationId === row.conversationId)
          .map((m) => m.userId),
      }));
    },

    // ---- photos ----
    async insertPhoto(values: typeof chatPhotos.$inferInsert): Promise<void> {
      await db.insert(chatPhotos).values(values);
    },

    /**
     * Gives the uploader's unsent photos to the message, in the order named; answers how many it
     * took (fewer than named: one is another's, already sent, or unknown).
     */
    async attachPhotos(messageId: string, uploaderId: string, photoIds: readonly string[]): Promise<number> {
      if (photoIds.length === 0) return 0;
      const rows = await db
        .update(chatPhotos)
        .set({
          messageId,
          position: sql`array_position(${sql.param([...photoIds])}::uuid[], ${chatPhotos.id}) - 1`,
        })
        .where(
          and(
            inArray(chatPhotos.id, [...photoIds]),
            eq(chatPhotos.uploaderId, uploaderId),
            isNull(chatPhotos.messageId),
          ),
        )
        .returning({ id: chatPhotos.id });
      return rows.length;
    },

    /**
     * The stored key of a photo `viewerId` may see: their own upload, or one of a message in a
     * conversation they are in.
     */
    async photoKeyFor(photoId: string, viewerId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ key: chatPhotos.storageKey })
        .from(chatPhotos)
        .leftJoin(messages, eq(messages.id, chatPhotos.messageId))
        .leftJoin(
          conversationMembers,
          and(
            eq(conversationMembers.conversationId, messages.conversationId),
            eq(conversationMembers.userId, viewerId),
          ),
        )
        .where(
          and(
            eq(chatPhotos.id, photoId),
            or(eq(chatPhotos.uploaderId, viewerId), eq(conversationMembers.userId, viewerId)),
          ),
        );
      return row?.key;
    },

    /** Photos uploaded before `olderThan` that no message took: removed, their keys answered. */
    async removeUnsentPhotos(olderThan: Date, limit: number): Promise<string[]> {
      const rows = await db
        .delete(chatPhotos)
        .where(
          inArray(
            chatPhotos.id,
            db
              .select({ id: chatPhotos.id })
              .from(chatPhotos)
              .where(and(isNull(chatPhotos.messageId), lte(chatPhotos.createdAt, olderThan)))
              .orderBy(asc(chatPhotos.createdAt))
              .limit(limit),
          ),
        )
        .returning({ key: chatPhotos.storageKey });
      return rows.map((row) => row.key);
    },

    // ---- unread-message reminders (in the job's transaction) ----

    /** The reminders due at `now`, unclaimed: whose names the claim will need. */
    async peekDueReminders(now: Date, limit: number): Promise<{ senderId: string }[]> {
      const result = await db.execute(sql`
        select (select sender_id from messages
                 where conversation_id = m.conversation_id and sender_id <> m.user_id
                 order by created_at desc limit 1) as sender_id
        from conversation_members as m
        where m.reminder_due_at <= ${now.toISOString()}::timestamptz
        order by m.reminder_due_at
        limit ${limit}`);
      return rowsOf<{ sender_id: string | null }>(result).flatMap((row) =>
        row.sender_id ? [{ senderId: row.sender_id }] : [],
      );
    },

    /**
     * Claims up to `limit` reminders due at `now` (skipping those another runner holds): each is
     * cleared and stamped, and answered with what it tells when messages are still unread.
     */
    async claimDueReminders(now: Date, limit: number): Promise<DueReminder[]> {
      const result = await db.execute(sql`
        with due as (
          select conversation_id, user_id, last_read_at
          from conversation_members
          where reminder_due_at <= ${now.toISOString()}::timestamptz
          order by reminder_due_at
          limit ${limit}
          for update skip locked
        ), claimed as (
          update conversation_members as m
          set reminder_due_at = null, last_reminded_at = ${now.toISOString()}::timestamptz
          from due
          where m.conversation_id = due.conversation_id and m.user_id = due.user_id
          returning m.conversation_id, m.user_id
        )
        select due.conversation_id, due.user_id,
          (select sender_id from messages
            where conversation_id = due.conversation_id and sender_id <> due.user_id
              and (due.last_read_at is null or created_at > due.last_read_at)
            order by created_at desc limit 1) as sender_id,
          (select count(*)::int from messages
            where conversation_id = due.conversation_id and sender_id <> due.user_id
              and (due.last_read_at is null or created_at > due.last_read_at)) as unread
        from due join claimed using (conversation_id, user_id)`);
      return rowsOf<{ conversation_id: string; user_id: string; sender_id: string | null; unread: number }>(
        result,
      ).flatMap((row) =>
        row.sender_id && row.unread > 0
          ? [
              {
                conversationId: row.conversation_id,
                userId: row.user_id,
                senderId: row.sender_id,
                unread: Number(row.unread),
              },
            ]
          : [],
      );
    },

    /** How many messages showed each safety tip since `since` (the moderators' report). */
    async safetyTipCounts(since: Date): Promise<Map<string, number>> {
      const result = await db.execute(sql`
        select tip, count(*)::int as count
        from ${messages}, unnest(${messages.safetyTips}) as tip
        where ${messages.createdAt} >= ${since.toISOString()}::timestamptz
        group by tip`);
      return new Map(
        rowsOf<{ tip: string; count: number }>(result).map((row) => [row.tip, Number(row.count)]),
      );
    },
  };
}

export type ChatExtrasRepository = ReturnType<typeof createChatExtrasRepository>;
