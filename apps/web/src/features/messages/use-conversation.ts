import type { ChatMessage } from '@krov/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useCursorList } from '@/shared/query/use-cursor-list';
import { chatApi } from './chat-api';
import { timeline } from './chat-cache';
import { markListRead } from './hub-events';
import { chatKeys } from './query-keys';
import { refreshUnreadFlag } from './unread';

/** The conversation's header data: the other member, the listing, the read mark, whether one can write. */
export function useChatDetail(chatId: string | null) {
  return useQuery({
    queryKey: chatKeys.detail(chatId ?? ''),
    // Quiet: the pane says what went wrong (a conversation that is not the user's: ChatNotFound).
    queryFn: ({ signal }) => chatApi.detail(chatId as string, { signal, quiet: true }),
    enabled: chatId !== null,
  });
}

/** The conversation's messages oldest first; older pages load upward ("show older"). */
export function useChatMessages(chatId: string | null) {
  const list = useCursorList({
    queryKey: chatKeys.messages(chatId ?? ''),
    fetchPage: (cursor, signal) => chatApi.messages(chatId as string, cursor, { signal }),
    enabled: chatId !== null,
  });
  return {
    messages: chatId === null ? [] : timeline(list),
    loaded: chatId === null || list.loaded,
    failed: list.failed,
    hasOlder: list.hasMore,
    loadingOlder: list.loadingMore,
    loadOlder: list.loadMore,
    retry: list.retry,
  };
}

/**
 * Marks the conversation read (POST /api/chats/{id}/read) while it is open and the tab visible:
 * when it opens, and whenever a newer message of the other member arrives (or the tab comes
 * back). Then the list shows it read and the Messages dot follows the api's unread count.
 */
export function useMarkRead(chatId: string | null, messages: readonly ChatMessage[], me: string | null) {
  const queryClient = useQueryClient();
  const newestIncoming = messages.findLast((message) => me !== null && message.senderId !== me)?.id ?? null;
  const marked = useRef<string | null>(null);

  useEffect(() => {
    if (!chatId || !newestIncoming) return;
    const mark = () => {
      if (document.visibilityState !== 'visible' || marked.current === newestIncoming) return;
      marked.current = newestIncoming;
      chatApi.read(chatId).then(
        () => {
          markListRead(queryClient, chatId);
          void refreshUnreadFlag();
        },
        () => {
          marked.current = null;
        },
      );
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [chatId, newestIncoming, queryClient]);
}
