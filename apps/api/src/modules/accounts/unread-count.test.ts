// The unread-message count the header shows to a signed-in user.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedUser } from '../../../test/accounts-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { conversationMembers, conversations, messages } from '../chat/chat.schema.ts';
import { users } from './accounts.schema.ts';
import { profileRequests, type User } from './profile-fixtures.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const { get } = profileRequests(() => test);

describe('GET /api/chats/unread-count', () => {
  it('counts messages from the other member after the last read, never the own ones', async () => {
    const me1 = await verifiedUser(test);
    const other = await verifiedUser(test);
    const count = async (user: User) => {
      const response = await get('/api/chats/unread-count', user.auth);
      expect(response.statusCode).toBe(200);
      return response.json() as { count: number };
    };
    expect(await count(me1)).toStrictEqual({ count: 0 });

    const db = test.database.db;
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 22, 9, minute));
    const [conversation] = await db
      .insert(conversations)
      .values({ pairKey: [me1.id, other.id].sort().join(':') })
      .returning();
    if (!conversation) throw new Error('no conversation');
    await db.insert(conversationMembers).values([
      { conversationId: conversation.id, userId: me1.id, lastReadAt: at(10) },
      { conversationId: conversation.id, userId: other.id, lastReadAt: null },
    ]);
    const message = (senderId: string, minute: number) => ({
      conversationId: conversation.id,
      senderId,
      body: `poruka u ${minute}`,
      idempotencyKey: randomUUID(),
      createdAt: at(minute),
    });
    await db.insert(messages).values([
      message(other.id, 5), // read before lastReadAt
      message(me1.id, 12), // own message
      message(other.id, 15), // unread
      message(other.id, 20), // unread
    ]);

    // A conversation between two other people is nobody's business here.
    const [stranger] = await db
      .insert(users)
      .values({ name: 'Treća Osoba', email: `treca.${randomUUID()}@example.ba`, passwordHash: 'x' })
      .returning();
    if (!stranger) throw new Error('no user');
    const [foreign] = await db
      .insert(conversations)
      .values({ pairKey: [other.id, stranger.id].sort().join(':') })
      .returning();
    if (!foreign) throw new Error('no conversation');
    await db.insert(conversationMembers).values([
      { conversationId: foreign.id, userId: other.id },
      { conversationId: foreign.id, userId: stranger.id },
    ]);
    await db.insert(messages).values({ ...message(stranger.id, 30), conversationId: foreign.id });

    expect(await count(me1)).toStrictEqual({ count: 2 });
    // The other member never read: everything from me1 (one) and from the stranger (one).
    expect(await count(other)).toStrictEqual({ count: 2 });

    await db
      .update(conversationMembers)
      .set({ lastReadAt: at(25) })
      .where(eq(conversationMembers.userId, me1.id));
    expect(await count(me1)).toStrictEqual({ count: 0 });
  });
});
