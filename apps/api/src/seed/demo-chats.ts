import { randomUUID } from 'node:crypto';
import { createChatRepository } from '../modules/chat/chat.repository.ts';
import { safetyTipsOf } from '../modules/chat/safety-tips.ts';
import { createMyPropertiesRepository } from '../modules/listings/my-properties.repository.ts';
import type { Database } from '../platform/db/database.ts';

const minuteMs = 60 * 1000;

/** Who writes what, minutes before the load; `buyer` writes first, about the seller's listing. */
const demoConversations: {
  lines: [from: 'buyer' | 'seller', text: string, minutesAgo: number][];
  readByBuyer: boolean;
}[] = [
  {
    lines: [
      ['buyer', 'Dobar dan, da li je stan još dostupan? Zanima me razgledanje ove sedmice.', 180],
      ['seller', 'Dobar dan! Jeste, dostupan je. Može u četvrtak poslije 17 sati?', 150],
      ['buyer', 'Četvrtak u 17:30 mi odgovara. Da li je cijena fiksna?', 120],
      ['seller', 'Vidimo se u četvrtak. O cijeni možemo razgovarati na licu mjesta.', 20],
    ],
    readByBuyer: false,
  },
  {
    lines: [
      ['buyer', 'Pozdrav, ima li kuća garažu i centralno grijanje?', 2 * 24 * 60],
      ['seller', 'Pozdrav, ima garažu za jedno vozilo i centralno grijanje na plin.', 2 * 24 * 60 - 45],
    ],
    readByBuyer: true,
  },
];

/**
 * Conversations of the demo buyer with two demo sellers about their listings, so /messages, the
 * dot on the Messages link and the unread count show something on a first `npm start`: the first
 * ends with a reply the buyer has not read yet.
 */
export async function loadDemoChats(
  db: Database,
  buyerId: string,
  sellerIds: string[],
  now: Date,
): Promise<void> {
  const chats = createChatRepository(db);
  const listings = createMyPropertiesRepository(db);
  for (const [index, conversation] of demoConversations.entries()) {
    const sellerId = sellerIds[index];
    if (!sellerId) return;
    const scope = { userId: sellerId, agencyId: null, agencyOwner: false };
    const [propertyId] = await listings.ids(scope, { status: 'listed', text: undefined });
    const first = conversation.lines[0];
    if (!propertyId || !first) continue;
    const chatId = await chats.ensureConversation(
      buyerId,
      sellerId,
      new Date(now.getTime() - first[2] * minuteMs),
    );
    for (const [from, text, minutesAgo] of conversation.lines) {
      const at = new Date(now.getTime() - minutesAgo * minuteMs);
      const senderId = from === 'buyer' ? buyerId : sellerId;
      const row = await chats.insertMessage({
        conversationId: chatId,
        senderId,
        body: text,
        propertyId: from === 'buyer' && text === first[1] ? propertyId : null,
        idempotencyKey: randomUUID(),
        safetyTips: safetyTipsOf(text),
        createdAt: at,
      });
      if (!row) continue;
      await chats.touchConversation(chatId, row);
      await chats.readUpTo(chatId, senderId, at);
    }
    if (conversation.readByBuyer) await chats.readUpTo(chatId, buyerId, now);
  }
}
