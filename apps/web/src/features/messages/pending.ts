import type { ChatMessage, ChatPhoto } from '@krov/contracts';

/** A message on its way (shown at once, optimistic) or one whose send failed (with "Try again"). */
export interface PendingMessage {
  /** Made once per message (crypto.randomUUID) and sent again by every retry: stored once. */
  clientMessageId: string;
  text: string | null;
  /** The uploaded photos, shown as they will be. */
  photos: ChatPhoto[];
  photoIds: string[];
  propertyId: string | null;
  /** When the user sent it (ms). */
  createdAt: number;
  status: 'sending' | 'failed';
  /** It failed for want of a connection: sent again, with its key, when the connection returns. */
  awaitsConnection?: boolean;
}

/**
 * The pending messages still to show beside the stored ones: the hub may deliver a sent message to
 * its own tab before the send's answer arrives, and then the stored one is shown, not both. A
 * message being sent matches the stored message with its clientMessageId (the key its send and
 * every retry carry).
 */
export function pendingToShow(
  pending: readonly PendingMessage[],
  stored: readonly ChatMessage[],
  me: string | null,
): PendingMessage[] {
  const keys = new Set(
    stored.filter((message) => message.senderId === me).map((message) => message.clientMessageId),
  );
  return pending.filter((each) => each.status !== 'sending' || !keys.has(each.clientMessageId));
}
