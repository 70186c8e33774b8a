import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUser } from '../../../test/agency-fixtures.ts';
import {
  chatOf,
  chatsOf,
  type Member,
  messageKeyOf,
  messagesOf,
  send,
  sendRaw,
  unreadMessagesOf,
} from '../../../test/chat-fixtures.ts';
import { client, listedListing, ok, type Seller, seller } from '../../../test/listings-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let test: TestApp;
let owner: Seller;
let buyer: Member;
let stranger: Member;
let listingId: string;

beforeAll(async () => {
  test = await createTestApp();
  owner = await seller(test, { name: 'Amra Hodžić' });
  buyer = await seller(test, { name: 'Đorđe Marković' });
  stranger = await seller(test, { name: 'Neven Kovač' });
  listingId = (await listedListing(test, owner, { address: 'Titova 7' })).id;
});
afterAll(() => test?.close());

describe('a buyer writes to a seller from a listing', () => {
  let chatId: string;

  it('GET /api/chats/user/{userId} answers an empty conversation and stores nothing', async () => {
    const empty = await ok<{ id: string | null; user: { userId: string; name: string }; canSend: boolean }>(
      await client(test).get(`/api/chats/user/${owner.id}`, buyer.auth),
    );
    expect(empty).toMatchObject({ id: null, user: { userId: owner.id, name: 'Amra Hodžić' }, canSend: true });
    expect((await chatsOf(test, buyer)).items).toEqual([]);
    expect((await chatsOf(test, owner)).items).toEqual([]);
  });

  it('the first message makes the conversation, about the listing, stored as typed', async () => {
    const text = 'Dobar dan, je li stan još dostupan? <script>alert(1)</script>';
    const sent = await send(test, buyer, { userId: owner.id, propertyId: listingId, text });
    chatId = sent.chatId;
    expect(sent.message).toMatchObject({
      text,
      propertyId: listingId,
      senderId: buyer.id,
      photos: [],
      safetyTips: [],
    });
    const detail = await chatOf(test, owner, chatId);
    expect(detail).toMatchObject({
      id: chatId,
      user: { userId: buyer.id },
      property: { id: listingId, available: true },
    });
    expect((await client(test).get(`/api/chats/user/${owner.id}`, buyer.auth)).json()).toMatchObject({
      id: chatId,
    });
  });

  it('a retried send (same clientMessageId) is stored once and answers the same message', async () => {
    const clientMessageId = randomUUID();
    const body = { chatId, text: 'Može li razgledanje u subotu?', clientMessageId };
    const answers = await Promise.all([1, 2, 3, 4].map(() => sendRaw(test, buyer, body)));
    const ids = answers.map((answer) => ok<{ message: { id: string } }>(answer).message.id);
    expect(new Set(ids).size).toBe(1);
    const again = ok<{ message: { id: string } }>(await sendRaw(test, buyer, body));
    expect(again.message.id).toBe(ids[0]);
    const texts = (await messagesOf(test, owner, chatId)).items.map((message) => message.text);
    expect(texts.filter((text) => text === 'Može li razgledanje u subotu?')).toHaveLength(1);
  });

  it('the seller sees it unread in the list, reads it, and the count drops to zero', async () => {
    expect(await unreadMessagesOf(test, owner)).toBe(2);
    const [summary] = (await chatsOf(test, owner)).items;
    expect(summary).toMatchObject({
      id: chatId,
      user: { userId: buyer.id, name: 'Đorđe Marković' },
      property: { id: listingId, address: 'Titova 7' },
      lastMessage: { text: 'Može li razgledanje u subotu?' },
      unreadCount: 2,
    });
    expect((await client(test).post(`/api/chats/${chatId}/read`, owner.auth)).statusCode).toBe(204);
    expect(await unreadMessagesOf(test, owner)).toBe(0);
    expect((await chatOf(test, buyer, chatId)).otherReadAt).toBe(test.clock.now().toISOString());
    // The sender's own messages never count as unread for them.
    expect(await unreadMessagesOf(test, buyer)).toBe(0);
  });

  it('messages come newest first in cursor pages that add up to the whole history', async () => {
    for (let n = 1; n <= 5; n += 1) {
      test.clock.advance(1000);
      await send(test, n % 2 ? owner : buyer, { chatId, text: `poruka ${n}` });
    }
    const first = await messagesOf(test, buyer, chatId, '?limit=3');
    expect(first.items.map((message) => message.text)).toEqual(['poruka 5', 'poruka 4', 'poruka 3']);
    const second = await messagesOf(test, buyer, chatId, `?limit=3&cursor=${first.nextCursor}`);
    const third = await messagesOf(test, buyer, chatId, `?limit=3&cursor=${second.nextCursor}`);
    expect(second.items.map((message) => message.text)).toEqual([
      'poruka 2',
      'poruka 1',
      'Može li razgledanje u subotu?',
    ]);
    expect(third.items).toHaveLength(1);
    expect(third.nextCursor).toBeNull();
    const bad = await client(test).get(`/api/chats/${chatId}/messages?cursor=nonsense`, buyer.auth);
    expect(bad.json()).toMatchObject({
      message: 'ValidationErrors',
      validationErrors: [{ field: 'cursor' }],
    });
  });

  it('a message with a phone number, WhatsApp and money up front carries its safety tips', async () => {
    const sent = await send(test, owner, {
      chatId,
      text: 'Pišite na WhatsApp 061 234 567, kapara unaprijed',
    });
    expect(sent.message.safetyTips).toEqual(['phone', 'offPlatform', 'money']);
    const [latest] = (await messagesOf(test, buyer, chatId, '?limit=1')).items;
    expect(latest?.safetyTips).toEqual(['phone', 'offPlatform', 'money']);
  });

  it('counts the conversation as a contact of the listing, once', async () => {
    const stats = ok<{ contacts: number }>(
      await client(test).get(`/api/properties/${listingId}/statistics`, owner.auth),
    );
    expect(stats.contacts).toBe(1);
  });

  it('another user: ChatNotFound for every call about the conversation', async () => {
    const calls = [
      client(test).get(`/api/chats/${chatId}`, stranger.auth),
      client(test).get(`/api/chats/${chatId}/messages`, stranger.auth),
      client(test).post(`/api/chats/${chatId}/read`, stranger.auth),
      client(test).post(`/api/chats/${chatId}/report`, stranger.auth, { reason: 'spam' }),
      sendRaw(test, stranger, { chatId, text: 'upadam' }),
      client(test).get(`/api/chats/${randomUUID()}`, buyer.auth),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(404);
      expect(messageKeyOf(response)).toBe('ChatNotFound');
    }
    expect((await chatsOf(test, stranger)).items).toEqual([]);
  });

  it('searches the list by name (diacritics ignored) and by the listing address', async () => {
    await send(test, stranger, { userId: owner.id, text: 'Zanima me kuća' });
    expect((await chatsOf(test, owner)).items).toHaveLength(2);
    expect((await chatsOf(test, owner, '?q=djordje')).items.map((item) => item.id)).toEqual([chatId]);
    expect((await chatsOf(test, owner, '?q=kovac')).items.map((item) => item.user.userId)).toEqual([
      stranger.id,
    ]);
    expect((await chatsOf(test, owner, '?q=titova')).items.map((item) => item.id)).toEqual([chatId]);
    expect((await chatsOf(test, owner, '?q=nema')).items).toEqual([]);
    const paged = await chatsOf(test, owner, '?limit=1');
    expect(paged.items[0]?.user.userId).toBe(stranger.id);
    const rest = await chatsOf(test, owner, `?limit=1&cursor=${paged.nextCursor}`);
    expect(rest.items.map((item) => item.id)).toEqual([chatId]);
    expect(rest.nextCursor).toBeNull();
  });
});

describe('refusals', () => {
  it('a message needs a conversation or a user, and text or photos; text at most 2000 characters', async () => {
    const empty = await sendRaw(test, buyer, { userId: owner.id });
    expect(empty.json()).toMatchObject({
      message: 'ValidationErrors',
      validationErrors: [{ field: 'text', error: 'Required' }],
    });
    const nobody = await sendRaw(test, buyer, { text: 'kome?' });
    expect(nobody.json()).toMatchObject({ validationErrors: [{ field: 'chatId', error: 'Required' }] });
    const long = await sendRaw(test, buyer, { userId: owner.id, text: 'a'.repeat(2001) });
    expect(long.json()).toMatchObject({ validationErrors: [{ field: 'text', error: 'MaxLength' }] });
    const noKey = await client(test).post('/api/chats/messages', buyer.auth, { userId: owner.id, text: 'x' });
    expect(noKey.json()).toMatchObject({
      validationErrors: [{ field: 'clientMessageId', error: 'Required' }],
    });
  });

  it('an unknown user, oneself, or an unknown listing', async () => {
    expect(messageKeyOf(await sendRaw(test, buyer, { userId: randomUUID(), text: 'x' }))).toBe(
      'UserNotFound',
    );
    expect(messageKeyOf(await sendRaw(test, buyer, { userId: buyer.id, text: 'x' }))).toBe('UserNotFound');
    const unknown = await sendRaw(test, buyer, { userId: owner.id, propertyId: randomUUID(), text: 'x' });
    expect(messageKeyOf(unknown)).toBe('PropertyNotFound');
    expect(messageKeyOf(await client(test).get(`/api/chats/user/${randomUUID()}`, buyer.auth))).toBe(
      'UserNotFound',
    );
  });

  it('every call needs a login', async () => {
    for (const url of ['/api/chats', '/api/chats/unread-count', `/api/chats/user/${owner.id}`]) {
      expect((await client(test).get(url)).statusCode).toBe(401);
    }
  });
});

describe('blocking', () => {
  it('a blocked user can no longer write; the blocker cannot either until they unblock', async () => {
    const pest = await seller(test, { name: 'Dosadni Kupac' });
    const { chatId } = await send(test, pest, { userId: owner.id, text: 'Halo?' });
    expect((await client(test).post(`/api/users/${pest.id}/block`, owner.auth)).statusCode).toBe(204);
    const refused = await sendRaw(test, pest, { chatId, text: 'Halo??' });
    expect(refused.statusCode).toBe(403);
    expect(messageKeyOf(refused)).toBe('ChatBlocked');
    expect(messageKeyOf(await sendRaw(test, owner, { chatId, text: 'x' }))).toBe('ChatBlocked');
    expect(await chatOf(test, owner, chatId)).toMatchObject({ blockedByMe: true, canSend: false });
    expect(await chatOf(test, pest, chatId)).toMatchObject({ blockedByMe: false, canSend: false });
    expect((await messagesOf(test, owner, chatId)).items).toHaveLength(1);

    expect((await client(test).delete(`/api/users/${pest.id}/block`, owner.auth)).statusCode).toBe(204);
    await send(test, pest, { chatId, text: 'Sad može?' });
    expect(messageKeyOf(await client(test).post(`/api/users/${randomUUID()}/block`, owner.auth))).toBe(
      'UserNotFound',
    );
  });

  it('a report is kept with its reason', async () => {
    const { chatId } = await send(test, stranger, { userId: buyer.id, text: 'Uplatite avans na račun' });
    const reported = await client(test).post(`/api/chats/${chatId}/report`, buyer.auth, {
      reason: 'Traži novac unaprijed',
    });
    expect(reported.statusCode).toBe(204);
    const { rows } = (await test.database.db.execute(
      `select reason, reporter_id from chat_reports where conversation_id = '${chatId}'` as never,
    )) as unknown as { rows: { reason: string; reporter_id: string }[] };
    expect(rows).toEqual([{ reason: 'Traži novac unaprijed', reporter_id: buyer.id }]);
    const empty = await client(test).post(`/api/chats/${chatId}/report`, buyer.auth, { reason: ' ' });
    expect(empty.json()).toMatchObject({ validationErrors: [{ field: 'reason' }] });
    // The admins read it, with the conversation and the safety tips counted; nobody else sees it.
    const admin = await adminUser(test);
    const seen = ok<{
      items: {
        chatId: string;
        reason: string;
        members: { userId: string }[];
        messages: { text: string }[];
      }[];
      safetyTips: Record<string, number>;
    }>(await client(test).get('/api/admin/chat-reports', admin.auth));
    expect(seen.items[0]).toMatchObject({ chatId, reason: 'Traži novac unaprijed' });
    expect(seen.items[0]?.members.map((member) => member.userId).sort()).toEqual(
      [buyer.id, stranger.id].sort(),
    );
    expect(seen.items[0]?.messages.map((message) => message.text)).toEqual(['Uplatite avans na račun']);
    expect(seen.safetyTips.money).toBeGreaterThanOrEqual(2);
    expect(messageKeyOf(await client(test).get('/api/admin/chat-reports', buyer.auth))).toBe('NotFound');
  });
});
