import { describe, expect, it, vi } from 'vitest';
import { noteIncomingMessage } from './new-message-rule';

function incoming(overrides: Partial<Parameters<typeof noteIncomingMessage>[0]> = {}) {
  return {
    senderId: 'other',
    me: 'me',
    pathname: '/buy',
    hasUnreadMessage: false,
    setHasUnreadMessage: vi.fn(),
    playSound: vi.fn(),
    ...overrides,
  };
}

describe('a NewMessage and the unread flag (SPEC §4)', () => {
  it('from another user, away from the messages: the flag is set and the sound plays', () => {
    const message = incoming();
    expect(noteIncomingMessage(message)).toBe(true);
    expect(message.setHasUnreadMessage).toHaveBeenCalledWith(true);
    expect(message.playSound).toHaveBeenCalledTimes(1);
  });

  it('when the flag is already set: nothing, no second sound', () => {
    const message = incoming({ hasUnreadMessage: true });
    expect(noteIncomingMessage(message)).toBe(false);
    expect(message.setHasUnreadMessage).not.toHaveBeenCalled();
    expect(message.playSound).not.toHaveBeenCalled();
  });

  it('on a path that contains "messages": nothing', () => {
    for (const pathname of ['/messages', '/messages/4f1c', '/messages/new']) {
      const message = incoming({ pathname });
      expect(noteIncomingMessage(message)).toBe(false);
      expect(message.setHasUnreadMessage).not.toHaveBeenCalled();
      expect(message.playSound).not.toHaveBeenCalled();
    }
  });

  it('one’s own message (from another tab): nothing', () => {
    const message = incoming({ senderId: 'me' });
    expect(noteIncomingMessage(message)).toBe(false);
    expect(message.playSound).not.toHaveBeenCalled();
  });

  it('while the profile is not known yet, a message counts as another user’s', () => {
    const message = incoming({ me: null, senderId: 'someone' });
    expect(noteIncomingMessage(message)).toBe(true);
  });
});
