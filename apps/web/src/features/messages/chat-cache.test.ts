import { describe, expect, it } from 'vitest';
import {
  type ChatPages,
  isRead,
  type MessagePages,
  timeline,
  withChatActivity,
  withChatRead,
  withMessage,
  withOtherReadAt,
} from './chat-cache';
import { detail, message, summary } from './testing';

const pages = (...items: ReturnType<typeof message>[][]): MessagePages => ({
  pages: items.map((page, index) => ({
    items: page,
    nextCursor: index < items.length - 1 ? `c${index}` : null,
  })),
  pageParams: items.map((_, index) => (index === 0 ? undefined : `c${index - 1}`)),
});

const m1 = message('m1', '2026-01-01T10:00:00.000Z');
const m2 = message('m2', '2026-01-01T10:01:00.000Z', 'me');
const m3 = message('m3', '2026-01-01T10:02:00.000Z');
const m4 = message('m4', '2026-01-01T10:03:00.000Z');

describe('messages in the cached pages', () => {
  it('adds a pushed message to the newest page, in time order', () => {
    const data = withMessage(pages([m3, m2], [m1]), m4);
    expect(data.pages[0]?.items.map((item) => item.id)).toEqual(['m4', 'm3', 'm2']);
    expect(timeline(data).map((item) => item.id)).toEqual(['m1', 'm2', 'm3', 'm4']);
  });

  it('adds a message once, wherever the pages already hold it (own tabs, refetches)', () => {
    const data = pages([m3, m2], [m1]);
    expect(withMessage(data, m3)).toBe(data);
    expect(withMessage(data, m1)).toBe(data);
    expect(withMessage(withMessage(data, m4), m4).pages[0]?.items).toHaveLength(3);
  });

  it('a late push lands in its place, not at the bottom', () => {
    const late = message('late', '2026-01-01T10:01:30.000Z');
    expect(timeline(withMessage(pages([m4, m3, m2], [m1]), late)).map((item) => item.id)).toEqual([
      'm1',
      'm2',
      'late',
      'm3',
      'm4',
    ]);
  });

  it('reads the pages oldest first, once each, also when two pages overlap', () => {
    expect(timeline(pages([m4, m3], [m3, m2, m1])).map((item) => item.id)).toEqual(['m1', 'm2', 'm3', 'm4']);
    expect(timeline(undefined)).toEqual([]);
  });
});

describe('the conversation list', () => {
  const list = (): ChatPages => ({
    pages: [
      { items: [summary('a', m3), summary('b', m2)], nextCursor: 'x' },
      { items: [summary('c', m1, 2)], nextCursor: null },
    ],
    pageParams: [undefined, 'x'],
  });

  it('moves the conversation of a new message to the top with it as the preview, one more unread', () => {
    const data = withChatActivity(list(), 'c', m4, true) as ChatPages;
    const [first] = data.pages[0]?.items ?? [];
    expect(data.pages[0]?.items.map((item) => item.id)).toEqual(['c', 'a', 'b']);
    expect(data.pages[1]?.items).toEqual([]);
    expect(first?.lastMessage?.id).toBe('m4');
    expect(first?.lastMessageAt).toBe(m4.sentAt);
    expect(first?.unreadCount).toBe(3);
  });

  it('counts no unread for one’s own message, and nothing twice for the same message', () => {
    const own = withChatActivity(list(), 'b', m4, false) as ChatPages;
    expect(own.pages[0]?.items[0]).toMatchObject({ id: 'b', unreadCount: 0 });
    expect(withChatActivity(own, 'b', m4, true)).toBe(own);
  });

  it('keeps the preview when an older message arrives late', () => {
    const data = list();
    expect(withChatActivity(data, 'a', m1, true)).toBe(data);
  });

  it('answers null for a conversation it does not hold (the list is reloaded)', () => {
    expect(withChatActivity(list(), 'new', m4, true)).toBeNull();
  });

  it('clears a conversation’s unread count once read', () => {
    const data = withChatRead(list(), 'c');
    expect(data.pages[1]?.items[0]?.unreadCount).toBe(0);
    expect(withChatRead(data, 'c')).toBe(data);
  });
});

describe('read marks', () => {
  it('an own message is read once the other member’s mark reached it', () => {
    expect(isRead(m2, null)).toBe(false);
    expect(isRead(m2, '2026-01-01T10:00:59.000Z')).toBe(false);
    expect(isRead(m2, m2.sentAt)).toBe(true);
    expect(isRead(m2, '2026-01-01T10:01:00Z')).toBe(true);
  });

  it('the mark only moves forward', () => {
    const read = withOtherReadAt(
      detail({ otherReadAt: '2026-01-01T10:05:00.000Z' }),
      '2026-01-01T10:01:00.000Z',
    );
    expect(read.otherReadAt).toBe('2026-01-01T10:05:00.000Z');
    expect(withOtherReadAt(read, '2026-01-01T10:06:00.000Z').otherReadAt).toBe('2026-01-01T10:06:00.000Z');
  });
});
