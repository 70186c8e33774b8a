import type {
  ChatDetail,
  ChatProperty,
  ChatSummary,
  ChatsResponse,
  ChatUser,
  MessagesResponse,
} from '@krov/contracts';
import type { Database } from '../../platform/db/database.ts';
import { AppError, fieldError } from '../../platform/errors/app-error.ts';
import type { PublicProfiles } from '../accounts/ports.ts';
import type { ListingsReader } from '../listings/ports.ts';
import { createChatRepository, type MemberConversation } from './chat.repository.ts';
import { createChatExtrasRepository } from './chat-extras.repository.ts';
import { messageViews } from './message-view.ts';

export interface ChatReadDependencies {
  db: Database;
  profiles: Pick<PublicProfiles, 'byIds' | 'idsNamedLike'>;
  listings: Pick<ListingsReader, 'cards'>;
}

/** A member whose account is gone still shows, without a name of their own. */
const goneUser = (userId: string): ChatUser => ({ userId, name: '—', profileImage: null });

/** What members read: their conversations, one conversation, its messages, the unread count. */
export function createChatService({ db, profiles, listings }: ChatReadDependencies) {
  const repository = createChatRepository(db);
  const extras = createChatExtrasRepository(db);

  async function propertyCards(ids: (string | null)[]): Promise<Map<string, ChatProperty>> {
    const cards = await listings.cards([...new Set(ids.filter((id): id is string => id !== null))]);
    return new Map(
      [...cards].map(([id, card]) => [
        id,
        {
          id,
          available: card.available,
          listingType: card.listingType,
          propertyType: card.propertyType,
          price: card.price,
          size: card.size,
          place: card.place,
          address: card.address,
          imageUrl: card.imageUrl,
        },
      ]),
    );
  }

  async function detailOf(userId: string, conversation: MemberConversation | undefined, otherId: string) {
    const [users, cards, blocks] = await Promise.all([
      profiles.byIds([otherId]),
      propertyCards([conversation?.propertyId ?? null]),
      extras.blocksBetween(userId, otherId),
    ]);
    const detail: ChatDetail = {
      id: conversation?.id ?? null,
      user: users.get(otherId) ?? goneUser(otherId),
      property: conversation?.propertyId ? (cards.get(conversation.propertyId) ?? null) : null,
      otherReadAt: conversation?.otherReadAt?.toISOString() ?? null,
      blockedByMe: blocks.byMe,
      canSend: !blocks.byMe && !blocks.byThem && users.has(otherId),
    };
    return detail;
  }

  /** The conversation when `userId` is in it; ChatNotFound otherwise (another's is as if it did not exist). */
  async function memberOf(chatId: string, userId: string): Promise<MemberConversation> {
    const conversation = await repository.conversationOf(chatId, userId);
    if (!conversation) throw new AppError('ChatNotFound');
    return conversation;
  }

  /** A search narrows the list to conversations whose other member's name or listing holds the text. */
  async function narrowed(userId: string, q: string | undefined) {
    if (!q) return undefined;
    const all = await repository.partnersAndListings(userId);
    const [otherIds, cards] = await Promise.all([
      profiles.idsNamedLike(all.otherIds, q),
      propertyCards(all.propertyIds),
    ]);
    const folded = fold(q);
    const propertyIds = [...cards.values()]
      .filter((card) => fold(`${card.address} ${card.place}`).includes(folded))
      .map((card) => card.id);
    return { otherIds, propertyIds };
  }

  return {
    memberOf,

    async list(
      userId: string,
      query: { q?: string; cursor?: string; limit: number },
    ): Promise<ChatsResponse> {
      const after = query.cursor ? decodeSeqCursor(query.cursor) : null;
      const only = await narrowed(userId, query.q || undefined);
      const rows = await repository.page(userId, after, query.limit + 1, only);
      const page = rows.slice(0, query.limit);
      const [users, cards, unread, lastMessages] = await Promise.all([
        profiles.byIds(page.map((row) => row.otherId)),
        propertyCards(page.map((row) => row.propertyId)),
        repository.unreadCounts(
          userId,
          page.map((row) => row.id),
        ),
        repository.messagesByIds(page.flatMap((row) => (row.lastMessageId ? [row.lastMessageId] : []))),
      ]);
      const messages = messageViews(
        lastMessages,
        await repository.photosOf(lastMessages.map((row) => row.id)),
      );
      const messageById = new Map(messages.map((message) => [message.id, message]));
      const items: ChatSummary[] = page.map((row) => ({
        id: row.id,
        user: users.get(row.otherId) ?? goneUser(row.otherId),
        property: row.propertyId ? (cards.get(row.propertyId) ?? null) : null,
        lastMessage: row.lastMessageId ? (messageById.get(row.lastMessageId) ?? null) : null,
        unreadCount: unread.get(row.id) ?? 0,
        lastMessageAt: row.lastMessageAt.toISOString(),
      }));
      const last = page.at(-1);
      return {
        items,
        nextCursor: rows.length > query.limit && last ? encodeSeqCursor(last.lastMessageSeq) : null,
      };
    },

    async detail(userId: string, chatId: string): Promise<ChatDetail> {
      const conversation = await memberOf(chatId, userId);
      return detailOf(userId, conversation, conversation.otherId);
    },

    /** The conversation with another user, or an empty one (id null): nothing is stored. */
    async withUser(userId: string, otherId: string): Promise<ChatDetail> {
      if (otherId === userId) throw new AppError('UserNotFound');
      const users = await profiles.byIds([otherId]);
      if (!users.has(otherId)) throw new AppError('UserNotFound');
      return detailOf(userId, await repository.conversationByPair(userId, otherId), otherId);
    },

    async messages(
      userId: string,
      chatId: string,
      query: { cursor?: string; limit: number },
    ): Promise<MessagesResponse> {
      await memberOf(chatId, userId);
      const before = query.cursor ? decodeSeqCursor(query.cursor) : null;
      const rows = await repository.messagesPage(chatId, before, query.limit + 1);
      const page = rows.slice(0, query.limit);
      const items = messageViews(page, await repository.photosOf(page.map((row) => row.id)));
      const last = page.at(-1);
      return {
        items,
        nextCursor: rows.length > query.limit && last ? encodeSeqCursor(last.seq) : null,
      };
    },

    /** Messages from others the user has not read yet, over every conversation they are in. */
    unreadCount: (userId: string): Promise<number> => repository.unreadCount(userId),
  };
}

/** A page's cursor: the last message's place in the order (seq), opaque to clients. */
const encodeSeqCursor = (seq: number) => Buffer.from(`m${seq}`).toString('base64url');

function decodeSeqCursor(cursor: string): number {
  const match = /^m(\d{1,15})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match?.[1]) throw fieldError('cursor', 'Invalid');
  return Number(match[1]);
}

/** Case and diacritics folded as the database's krov_fold does (đ → d, dj → d). */
function fold(text: string): string {
  return text
    .toLowerCase()
    .replaceAll('đ', 'd')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replaceAll('dj', 'd');
}

export type ChatService = ReturnType<typeof createChatService>;
