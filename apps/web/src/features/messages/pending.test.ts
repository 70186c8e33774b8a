import { describe, expect, it } from 'vitest';
import { type PendingMessage, pendingToShow } from './pending';
import { message } from './testing';

const sentAt = Date.parse('2026-01-01T10:00:00.000Z');

function pending(text: string | null, status: PendingMessage['status'] = 'sending'): PendingMessage {
  return {
    clientMessageId: crypto.randomUUID(),
    text,
    photos: [],
    photoIds: [],
    propertyId: null,
    createdAt: sentAt,
    status,
  };
}

describe('pending messages beside the stored ones', () => {
  it('shows a message being sent until the stored one with its key arrives (pushed before the send’s answer)', () => {
    const hello = pending('Zdravo ');
    expect(pendingToShow([hello], [], 'me')).toEqual([hello]);
    const stored = message('s1', '2026-01-01T10:00:01.000Z', 'me', 'Zdravo', hello.clientMessageId);
    expect(pendingToShow([hello], [stored], 'me')).toEqual([]);
  });

  it('matches by the key only: the same text sent twice stays until each arrives, never the other member’s', () => {
    const first = pending('Da');
    const second = pending('Da');
    const stored = message('s1', '2026-01-01T10:00:01.000Z', 'me', 'Da', first.clientMessageId);
    expect(pendingToShow([first, second], [stored], 'me')).toEqual([second]);
    const theirs = message('o', '2026-01-01T10:00:01.000Z', 'other', 'Da', first.clientMessageId);
    expect(pendingToShow([first], [theirs], 'me')).toEqual([first]);
  });

  it('keeps a failed message (with its retry) whatever is stored', () => {
    const failed = pending('Da', 'failed');
    const stored = message('s1', '2026-01-01T10:00:01.000Z', 'me', 'Da', failed.clientMessageId);
    expect(pendingToShow([failed], [stored], 'me')).toEqual([failed]);
  });
});
