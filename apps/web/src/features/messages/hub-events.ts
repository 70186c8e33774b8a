import type { ChatDetail, ChatMessage, MessagesReadEvent } from '@krov/contracts';
import type { QueryClient } from '@tanstack/react-query';
import {
  type ChatPages,
  type MessagePages,
  withChatActivity,
  withChatRead,
  withMessage,
  withOtherReadAt,
} from './chat-cache';
import { chatKeys } from './query-keys';

/**
 * A message of the conversation (pushed by the hub, or the answer of one's own send) in the cached
 * data: the conversation's messages when loaded, and the list, where it moves to the top. A list
 * that does not hold the conversation (a new one) or is a search is reloaded.
 */
export function applyNewMessage(
  queryClient: QueryClient,
  chatId: string,
  message: ChatMessage,
  me: string | null,
): void {
  queryClient.setQueryData<MessagePages>(chatKeys.messages(chatId), (data) =>
    data ? withMessage(data, message) : data,
  );
  const fromOther = me === null || message.senderId !== me;
  for (const [key, data] of queryClient.getQueriesData<ChatPages>({ queryKey: chatKeys.lists })) {
    const q = key[2];
    const updated = data && !q ? withChatActivity(data, chatId, message, fromOther) : null;
    if (updated) queryClient.setQueryData(key, updated);
    else void queryClient.invalidateQueries({ queryKey: key, exact: true });
  }
  // The conversation now shows the listing its newest message refers to.
  const detail = queryClient.getQueryData<ChatDetail>(chatKeys.detail(chatId));
  if (detail && message.propertyId && message.propertyId !== detail.property?.id) {
    void queryClient.invalidateQueries({ queryKey: chatKeys.detail(chatId), exact: true });
  }
}

/** The other member read up to `readAt` (own messages turn read); or the user read it in another tab. */
export function applyMessagesRead(
  queryClient: QueryClient,
  event: MessagesReadEvent,
  me: string | null,
): void {
  if (me !== null && event.userId === me) {
    markListRead(queryClient, event.chatId);
    return;
  }
  queryClient.setQueryData<ChatDetail>(chatKeys.detail(event.chatId), (detail) =>
    detail ? withOtherReadAt(detail, event.readAt) : detail,
  );
}

/** Every cached list shows the conversation without unread messages. */
export function markListRead(queryClient: QueryClient, chatId: string): void {
  for (const [key, data] of queryClient.getQueriesData<ChatPages>({ queryKey: chatKeys.lists })) {
    if (data) queryClient.setQueryData(key, withChatRead(data, chatId));
  }
}

/**
 * After the hub (re)connected at `at`: whatever was loaded before may have missed a push, so the
 * lists, details and messages loaded earlier are loaded again (the ones on screen at once, the
 * others when next shown). Nothing loaded after it is asked twice.
 */
export function catchUp(queryClient: QueryClient, at: number): Promise<void> {
  return queryClient.invalidateQueries({
    queryKey: chatKeys.all,
    predicate: (query) => query.state.dataUpdatedAt > 0 && query.state.dataUpdatedAt < at,
  });
}
