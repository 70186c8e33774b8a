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
}

/** How far apart the browser's clock and the api's may be when a pushed message is matched. */
const clockSkewMs = 120_000;

/**
 * The pending messages still to show beside the stored ones: the hub may deliver a sent message to
 * its own tab before the send's answer arrives, and then the stored one is shown, not both. A
 * message being sent matches a stored message of the user with the same text and number of
 * photos, sent after it left (allowing for the clocks); each stored message matches once.
 */
export function pendingToShow(
  pending: readonly PendingMessage[],
  stored: readonly ChatMessage[],
  me: string | null,
): PendingMessage[] {
  const claimed = new Set<string>();
  return pending.filter((each) => {
    if (each.status !== 'sending' || me === null) return true;
    const match = stored.find(
      (message) =>
        !claimed.has(message.id) &&
        message.senderId === me &&
        (message.text ?? null) === (each.text?.trim() || null) &&
        message.photos.length === each.photos.length &&
        Date.parse(message.sentAt) >= each.createdAt - clockSkewMs,
    );
    if (!match) return true;
    claimed.add(match.id);
    return false;
  });
}
