import type { ChatsResponse } from '@krov/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import { useCursorList } from '@/shared/query/use-cursor-list';
import { chatApi } from './chat-api';
import { chatKeys } from './query-keys';

/**
 * The user's conversations, latest first, in the api's cursor pages ("show more"), for a search
 * `q` (names, addresses, places; empty: all). The previous answer stays on screen while a new
 * search loads.
 */
export function useChatList(q: string) {
  const list = useCursorList<ChatsResponse>({
    queryKey: chatKeys.list(q),
    fetchPage: (cursor, signal) => chatApi.list(q, cursor, { signal }),
    // A conversation that moved up between two pages would otherwise come twice.
    keyOf: (item) => item.id,
    placeholderData: keepPreviousData,
  });
  return { ...list, searching: list.placeholder };
}
