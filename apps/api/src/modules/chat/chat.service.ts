import type { ChatRepository } from './chat.repository.ts';

/** The rules of chat; for now only what the header's badge needs (messaging comes with its own issue). */
export function createChatService({ repository }: { repository: Pick<ChatRepository, 'unreadCount'> }) {
  return {
    /** Messages from others the user has not read yet, over every conversation they are in. */
    unreadCount: (userId: string): Promise<number> => repository.unreadCount(userId),
  };
}

export type ChatService = ReturnType<typeof createChatService>;
