import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedUser } from '../../../test/accounts-fixtures.ts';
import { type Member, messagesOf, send, sendRaw } from '../../../test/chat-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/*
 * Sends that meet in one conversation (both members at once, one member's two tabs, a retry
 * racing its original): each is stored once, none is refused. On the PostgreSQL server two such
 * transactions deadlocked (each insert's foreign key held a key-share lock on the conversation,
 * then each waited for the other to lock the row for its update) and one answered 500; on PGlite
 * transactions never overlap.
 */
let test: TestApp;
let buyer: Member;
let owner: Member;

beforeAll(async () => {
  test = await createTestApp();
  buyer = await verifiedUser(test);
  owner = await verifiedUser(test);
});
afterAll(() => test?.close());

describe('sends that meet in one conversation', () => {
  it('are all stored, once each, in the order of their seq, the conversation showing the newest', async () => {
    const { chatId } = await send(test, buyer, { userId: owner.id, text: 'Prva' });
    const rounds = 20;
    const answers = await Promise.all(
      Array.from({ length: rounds }, (_, index) =>
        sendRaw(test, index % 2 === 0 ? buyer : owner, { chatId, text: `Poruka ${index}` }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(rounds).fill(200));
    const history = await messagesOf(test, buyer, chatId, '?limit=100');
    expect(history.items).toHaveLength(rounds + 1);
    const detail = await test.app.inject({ method: 'GET', url: '/api/chats', headers: buyer.auth });
    const [summary] = (detail.json() as { items: { lastMessage: { id: string } | null }[] }).items;
    expect(summary?.lastMessage?.id).toBe(history.items[0]?.id);
    // A retry racing its original: one message.
    const key = randomUUID();
    const twins = await Promise.all([
      sendRaw(test, buyer, { chatId, text: 'Jednom', clientMessageId: key }),
      sendRaw(test, buyer, { chatId, text: 'Jednom', clientMessageId: key }),
    ]);
    expect(twins.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(
      new Set(twins.map((answer) => (answer.json() as { message: { id: string } }).message.id)).size,
    ).toBe(1);
  });
});
