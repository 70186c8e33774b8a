import type { ChatDetail } from '@krov/contracts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ChatPages, MessagePages } from './chat-cache';
import { applyMessagesRead, applyNewMessage, catchUp } from './hub-events';
import { chatKeys } from './query-keys';
import { detail, message, summary } from './testing';

const old = message('m1', '2026-01-01T10:00:00.000Z');
const fresh = message('m2', '2026-01-01T10:05:00.000Z');

function seeded() {
  const client = new QueryClient();
  client.setQueryData<MessagePages>(chatKeys.messages('c1'), {
    pages: [{ items: [old], nextCursor: null }],
    pageParams: [undefined],
  });
  client.setQueryData<ChatPages>(chatKeys.list(''), {
    pages: [{ items: [summary('c0', null), summary('c1', old)], nextCursor: null }],
    pageParams: [undefined],
  });
  client.setQueryData<ChatDetail>(chatKeys.detail('c1'), detail());
  return client;
}

describe('hub events in the cache', () => {
  it('NewMessage: the open conversation gets it once, the list moves it up with one more unread', () => {
    const client = seeded();
    applyNewMessage(client, 'c1', fresh, 'me');
    applyNewMessage(client, 'c1', fresh, 'me');
    const messages = client.getQueryData<MessagePages>(chatKeys.messages('c1'));
    expect(messages?.pages[0]?.items.map((item) => item.id)).toEqual(['m2', 'm1']);
    const list = client.getQueryData<ChatPages>(chatKeys.list(''));
    expect(list?.pages[0]?.items.map((item) => [item.id, item.unreadCount])).toEqual([
      ['c1', 1],
      ['c0', 0],
    ]);
  });

  it('NewMessage of a conversation the list does not hold, or in a search, reloads that list', () => {
    const client = seeded();
    client.setQueryData<ChatPages>(chatKeys.list('lejla'), {
      pages: [{ items: [summary('c1', old)], nextCursor: null }],
      pageParams: [undefined],
    });
    applyNewMessage(client, 'c9', fresh, 'me');
    expect(client.getQueryState(chatKeys.list(''))?.isInvalidated).toBe(true);
    applyNewMessage(client, 'c1', message('m3', '2026-01-01T10:06:00.000Z'), 'me');
    expect(client.getQueryState(chatKeys.list('lejla'))?.isInvalidated).toBe(true);
  });

  it('MessagesRead by the other member moves the read mark; by the user clears the list’s unread', () => {
    const client = seeded();
    applyNewMessage(client, 'c1', fresh, 'me');
    applyMessagesRead(client, { chatId: 'c1', userId: 'other', readAt: '2026-01-01T10:06:00.000Z' }, 'me');
    expect(client.getQueryData<ChatDetail>(chatKeys.detail('c1'))?.otherReadAt).toBe(
      '2026-01-01T10:06:00.000Z',
    );
    applyMessagesRead(client, { chatId: 'c1', userId: 'me', readAt: '2026-01-01T10:07:00.000Z' }, 'me');
    const list = client.getQueryData<ChatPages>(chatKeys.list(''));
    expect(list?.pages[0]?.items[0]?.unreadCount).toBe(0);
    expect(client.getQueryData<ChatDetail>(chatKeys.detail('c1'))?.otherReadAt).toBe(
      '2026-01-01T10:06:00.000Z',
    );
  });

  it('a message about another listing reloads the conversation’s header', () => {
    const client = seeded();
    applyNewMessage(client, 'c1', { ...fresh, propertyId: 'p2' }, 'me');
    expect(client.getQueryState(chatKeys.detail('c1'))?.isInvalidated).toBe(true);
  });

  it('after a reconnect, reloads only what was loaded before it', async () => {
    const client = seeded();
    const connectedAt = Date.now() + 1;
    await new Promise((resolve) => setTimeout(resolve, 5));
    client.setQueryData(chatKeys.detail('c2'), detail({ id: 'c2' }));
    await catchUp(client, connectedAt);
    expect(client.getQueryState(chatKeys.messages('c1'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(chatKeys.list(''))?.isInvalidated).toBe(true);
    expect(client.getQueryState(chatKeys.detail('c2'))?.isInvalidated).toBe(false);
  });
});
