import type { ChatMessage, SafetyTipKind } from '@krov/contracts';
import type { ChatPhotoRow, MessageRow } from './chat.repository.ts';

/** A message photo's address: served to the conversation's members only (chat.routes.ts). */
export const chatPhotoUrl = (photoId: string) => `/api/chats/photos/${photoId}`;

/** Messages as the api answers them, with their photos in order. */
export function messageViews(rows: readonly MessageRow[], photos: readonly ChatPhotoRow[]): ChatMessage[] {
  const byMessage = new Map<string, ChatPhotoRow[]>();
  for (const photo of photos) {
    if (!photo.messageId) continue;
    byMessage.set(photo.messageId, [...(byMessage.get(photo.messageId) ?? []), photo]);
  }
  return rows.map((row) => ({
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
    clientMessageId: row.idempotencyKey,
  }));
}
