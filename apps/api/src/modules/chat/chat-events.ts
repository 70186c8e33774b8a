import type { ChatMessage, ChatUser } from '@krov/contracts';

/**
 * What the chat announces (platform/events), after the change committed. The hub (chat-hub.ts)
 * pushes them to the members' open tabs; a service never touches a socket.
 */
declare module '../../platform/events/event-bus.ts' {
  interface DomainEvents {
    /** A message was stored: both members' tabs hear of it (the sender's other tabs too). */
    'chat.message-sent': {
      chatId: string;
      memberIds: [string, string];
      message: ChatMessage;
      sender: ChatUser;
    };
    /** `userId` read the conversation up to `readAt`. */
    'chat.read': { chatId: string; memberIds: [string, string]; userId: string; readAt: Date };
    /** Someone wrote to a listing's owner about it for the first time in their conversation. */
    'listing.contacted': { listingId: string };
  }
}
