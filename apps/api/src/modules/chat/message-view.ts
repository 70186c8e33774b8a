import type { ChatMessage, SafetyTipKind } from '@krov/contracts';
import type { ChatPhotoRow, MessageRow } from './chat.repository.ts';
import { suspiciousLinkOf } from './suspicious-links.ts';

/** A message photo's address: served to the conversation's members only (chat.routes.ts). */
export const chatPhotoUrl = (photoId: string) => `/api/chats/photos/${photoId}`;

/**
 * Messages as the api answers them, with their photos in order. The link warning is worked out
 * here, from the text, every time a message is answered (decision 234): no column to migrate, and
 * a brand added to link-brands.ts protects the messages already sent.
 */
export function messageViews(rows: readonly MessageRow[], photos: readonly ChatPhotoRow[]): ChatMessage[] {
  const byMessage = new Map<string, ChatPhotoRow[]>();
  for (const photo of photos) {
    if (!photo.messageId) continue;
    byMessage.set(photo.messageId, [...(byMessage.get(photo.messageId) ?? []), photo]);
  }
  return rows.map((row) => {
    const suspiciousLink = suspiciousLinkOf(row.body);
    return {
      id: row.id,
      text: row.body,
      photos: (byMessage.get(row.id) ?? []).map((photo) => ({
        url: chatPhotoUrl(photo.id),
        width: photo.width,
        height: photo.height,
      })),
      propertyId: row.propertyId,
      senderId: row.senderId,
      sentAt: row.createdAt.toISOString(),
      safetyTips: row.safetyTips as SafetyTipKind[],
      warning: suspiciousLink ? 'suspicious_link' : null,
      suspiciousLink,
      clientMessageId: row.idempotencyKey,
    };
  });
}
