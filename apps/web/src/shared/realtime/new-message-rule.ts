/** The notification sound (apps/web/public/sounds, made by apps/web/scripts/notification-sound.ts). */
export const notificationSoundPath = '/sounds/new-message.wav';

export interface IncomingMessage {
  senderId: string;
  /** The logged-in user's id; null while the profile is still on its way. */
  me: string | null;
  /** The page's path (location.pathname). */
  pathname: string;
  hasUnreadMessage: boolean;
  setHasUnreadMessage(value: boolean): void;
  playSound(): void;
}

/**
 * docs/product/SPEC.md §4: a NewMessage from another user while the current path does not contain
 * "messages" sets the unread flag (the dot on the Messages link), and the sound plays when the flag
 * was not already set: one sound per unread spell, not one per message. Answers whether it played.
 * On the messages pages the list and the conversation show the message themselves.
 */
export function noteIncomingMessage(incoming: IncomingMessage): boolean {
  if (incoming.me !== null && incoming.senderId === incoming.me) return false;
  if (incoming.pathname.includes('messages')) return false;
  if (incoming.hasUnreadMessage) return false;
  incoming.setHasUnreadMessage(true);
  incoming.playSound();
  return true;
}

/** Plays the sound; a browser that refuses autoplay (no interaction with the page yet) stays silent. */
export function playNotificationSound(): void {
  try {
    void new Audio(notificationSoundPath).play().catch(() => undefined);
  } catch {
    // No audio in this browser.
  }
}
