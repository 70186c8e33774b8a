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
  it('shows a message being sent until the stored one arrives (pushed before the send’s answer)', () => {
    const hello = pending('Zdravo ');
    expect(pendingToShow([hello], [], 'me')).toEqual([hello]);
    const stored = message('s1', '2026-01-01T10:00:01.000Z', 'me', 'Zdravo');
    expect(pendingToShow([hello], [stored], 'me')).toEqual([]);
  });

  it('matches each stored message once, and never the other member’s nor an older one', () => {
    const first = pending('Da');
    const second = pending('Da');
    const stored = message('s1', '2026-01-01T10:00:01.000Z', 'me', 'Da');
    expect(pendingToShow([first, second], [stored], 'me')).toEqual([second]);
    expect(pendingToShow([first], [message('o', '2026-01-01T10:00:01.000Z', 'other', 'Da')], 'me')).toEqual([
      first,
    ]);
    expect(pendingToShow([first], [message('old', '2025-12-31T10:00:00.000Z', 'me', 'Da')], 'me')).toEqual([
      first,
    ]);
  });

  it('keeps a failed message (with its retry) whatever is stored', () => {
    const failed = pending('Da', 'failed');
    expect(pendingToShow([failed], [message('s1', '2026-01-01T10:00:01.000Z', 'me', 'Da')], 'me')).toEqual([
      failed,
    ]);
  });
});
