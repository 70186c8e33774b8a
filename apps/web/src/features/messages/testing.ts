import type { ChatDetail, ChatMessage, ChatSummary } from '@krov/contracts';

/** Test data of the messages feature. */
export function message(
  id: string,
  sentAt: string,
  senderId = 'other',
  text: string | null = id,
  clientMessageId = `key-of-${id}`,
): ChatMessage {
  return {
    id,
    text,
    photos: [],
    propertyId: null,
    senderId,
    sentAt,
    safetyTips: [],
    warning: null,
    suspiciousLink: null,
    clientMessageId,
  };
}

export function summary(id: string, last: ChatMessage | null, unreadCount = 0): ChatSummary {
  return {
    id,
    user: { userId: `user-of-${id}`, name: `Name ${id}`, profileImage: null },
    property: null,
    lastMessage: last,
    unreadCount,
    lastMessageAt: last?.sentAt ?? '2026-01-01T00:00:00.000Z',
  };
}

export function detail(overrides: Partial<ChatDetail> = {}): ChatDetail {
  return {
    id: 'c1',
    user: { userId: 'other', name: 'Lejla', profileImage: null },
    property: null,
    otherReadAt: null,
    blockedByMe: false,
    canSend: true,
    ...overrides,
  };
}
