import type { ChatDetail, ChatMessage, ChatsResponse, MessagesResponse } from '@krov/contracts';
import type { InfiniteData } from '@tanstack/react-query';

/**
 * How pushed and sent messages enter the cached pages, as pure functions (the hub's events and the
 * sender's answers both go through them). A message is known by its id: the sender's own tabs get
 * their message from the hub too, and a reconnect's refetch brings it again, so nothing is added
 * twice.
 */

export type MessagePages = InfiniteData<MessagesResponse, string | undefined>;
export type ChatPages = InfiniteData<ChatsResponse, string | undefined>;

/** An ISO time as a number (the api's instants compare by value, whatever their precision). */
const at = (iso: string) => Date.parse(iso);

/** Newest first, as the api pages them; equal times by id so the order is stable. */
function newerFirst(a: ChatMessage, b: ChatMessage): number {
  if (at(a.sentAt) !== at(b.sentAt)) return at(b.sentAt) - at(a.sentAt);
  return a.id > b.id ? -1 : a.id < b.id ? 1 : 0;
}

/** The pages with `message` in the newest page, unless a page already holds it. */
export function withMessage(data: MessagePages, message: ChatMessage): MessagePages {
  if (data.pages.some((page) => page.items.some((item) => item.id === message.id))) return data;
  const [first, ...rest] = data.pages;
  if (!first) return { pages: [{ items: [message], nextCursor: null }], pageParams: [undefined] };
  const items = [...first.items, message].sort(newerFirst);
  return { ...data, pages: [{ ...first, items }, ...rest] };
}

/** A conversation's messages oldest first (the order they are read in), each once. */
export function timeline(
  data: Pick<InfiniteData<MessagesResponse, unknown>, 'pages'> | undefined,
): ChatMessage[] {
  const seen = new Set<string>();
  const all: ChatMessage[] = [];
  for (const page of data?.pages ?? []) {
    for (const item of page.items) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      all.push(item);
    }
  }
  return all.sort(newerFirst).reverse();
}

/**
 * The list after a message in `chatId`: that conversation moves to the top with the message as its
 * preview, one more unread when another member sent it. Null when the list does not hold the
 * conversation (a new one): the caller reloads the list.
 */
export function withChatActivity(
  data: ChatPages,
  chatId: string,
  message: ChatMessage,
  fromOther: boolean,
): ChatPages | null {
  const found = data.pages.flatMap((page) => page.items).find((item) => item.id === chatId);
  if (!found) return null;
  if (found.lastMessage?.id === message.id) return data;
  // An older message (a late push) changes neither the preview nor the order.
  if (found.lastMessage && at(found.lastMessage.sentAt) > at(message.sentAt)) return data;
  const moved = {
    ...found,
    lastMessage: message,
    lastMessageAt: message.sentAt,
    unreadCount: found.unreadCount + (fromOther ? 1 : 0),
  };
  const pages = data.pages.map((page, index) => ({
    ...page,
    items: [...(index === 0 ? [moved] : []), ...page.items.filter((item) => item.id !== chatId)],
  }));
  return { ...data, pages };
}

/** The list with the conversation's unread count at 0 (the user read it, here or in another tab). */
export function withChatRead(data: ChatPages, chatId: string): ChatPages {
  if (!data.pages.some((page) => page.items.some((item) => item.id === chatId && item.unreadCount > 0))) {
    return data;
  }
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((item) => (item.id === chatId ? { ...item, unreadCount: 0 } : item)),
    })),
  };
}

/** The other member's read mark moves forward only (a late event never takes it back). */
export function withOtherReadAt(detail: ChatDetail, readAt: string): ChatDetail {
  if (detail.otherReadAt && at(detail.otherReadAt) >= at(readAt)) return detail;
  return { ...detail, otherReadAt: readAt };
}

/** An own message is read once the other member's read mark reached it. */
export function isRead(message: Pick<ChatMessage, 'sentAt'>, otherReadAt: string | null): boolean {
  return otherReadAt !== null && at(message.sentAt) <= at(otherReadAt);
}
