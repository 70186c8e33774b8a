import { and, eq, gt, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import { conversationMembers, messages } from './chat.schema.ts';

export function createChatRepository(db: Database) {
  return {
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
  };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;
