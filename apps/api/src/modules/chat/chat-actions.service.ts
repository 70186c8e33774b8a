import { randomUUID } from 'node:crypto';
import type { ChatUploadResponse, SendMessageResponse, sendMessageRequest } from '@krov/contracts';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import { AppError, fieldError } from '../../platform/errors/app-error.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import type { ObjectStorage } from '../../platform/storage/storage.ts';
import type { PublicProfiles } from '../accounts/ports.ts';
import type { ListingsReader } from '../listings/ports.ts';
import { createChatRepository, type MessageRow } from './chat.repository.ts';
import type { ChatService } from './chat.service.ts';
import { createChatExtrasRepository } from './chat-extras.repository.ts';
import { chatPhotoContentType, chatPhotoKey, cleanChatPhoto } from './chat-photo.ts';
import { chatPhotoUrl, messageViews } from './message-view.ts';
import { safetyTipsOf } from './safety-tips.ts';

type SendMessage = z.output<typeof sendMessageRequest>;

export interface ChatActionDependencies {
  db: Database;
  clock: Clock;
  events: EventBus;
  storage: ObjectStorage;
  profiles: Pick<PublicProfiles, 'byIds'>;
  listings: Pick<ListingsReader, 'visible'>;
  reads: Pick<ChatService, 'memberOf'>;
}

/** What members do: send, read, block, report, upload a photo. */
export function createChatActions(deps: ChatActionDependencies) {
  const { db, clock, events } = deps;
  const repository = createChatRepository(db);
  const extras = createChatExtrasRepository(db);

  async function answerOf(row: MessageRow): Promise<SendMessageResponse> {
    const [message] = messageViews([row], await repository.photosOf([row.id]));
    if (!message) throw new Error('a stored message has no view');
    return { chatId: row.conversationId, message };
  }

  /** The other member of the send: from the conversation (a member's) or the user named. */
  async function recipientOf(senderId: string, request: SendMessage): Promise<string> {
    if (request.chatId) {
      const conversation = await deps.reads.memberOf(request.chatId, senderId);
      if (request.userId && request.userId !== conversation.otherId) throw new AppError('ChatNotFound');
      return conversation.otherId;
    }
    const otherId = request.userId as string;
    if (otherId === senderId || !(await deps.profiles.byIds([otherId])).has(otherId)) {
      throw new AppError('UserNotFound');
    }
    return otherId;
  }

  return {
    /** Whether the sender's message with this key is already stored (a retry answers it again). */
    async isStored(senderId: string, clientMessageId: string): Promise<boolean> {
      return (await repository.messageByKey(senderId, clientMessageId)) !== undefined;
    },

    /**
     * Stores a message, then announces it. The client's key makes it once-only: a retry (or two
     * sends racing with one key) answers the message first stored, and announces nothing again.
     */
    async send(senderId: string, request: SendMessage): Promise<SendMessageResponse> {
      const stored = await repository.messageByKey(senderId, request.clientMessageId);
      if (stored) return answerOf(stored);
      const otherId = await recipientOf(senderId, request);
      const blocks = await extras.blocksBetween(senderId, otherId);
      if (blocks.byMe || blocks.byThem) throw new AppError('ChatBlocked');
      // A listing the sender may see: public, or their own.
      const listing = request.propertyId ? await deps.listings.visible(request.propertyId, senderId) : null;
      const text = request.text || null;
      const photoIds = request.photoIds ?? [];
      const now = clock.now();

      const outcome = await db.transaction(async (tx) => {
        const chats = createChatRepository(tx);
        const chatId = request.chatId ?? (await chats.ensureConversation(senderId, otherId, now));
        // First: sends that meet in one conversation wait here for each other, whole.
        await chats.lockConversation(chatId);
        const row = await chats.insertMessage({
          conversationId: chatId,
          senderId,
          body: text,
          propertyId: listing?.id ?? null,
          idempotencyKey: request.clientMessageId,
          safetyTips: safetyTipsOf(text),
          createdAt: now,
        });
        if (!row) return null;
        const attached = await createChatExtrasRepository(tx).attachPhotos(row.id, senderId, photoIds);
        // Rolls the message back: a photo that is another's, already sent or unknown.
        if (attached !== photoIds.length) throw fieldError('photoIds', 'Invalid');
        const previousListing = await chats.touchConversation(chatId, row);
        await chats.readUpTo(chatId, senderId, now);
        await chats.scheduleReminder(chatId, otherId, now);
        return { row, chatId, previousListing };
      });

      if (!outcome) {
        const twin = await repository.messageByKey(senderId, request.clientMessageId);
        if (!twin) throw new Error('a message lost its idempotency race and its twin is gone');
        return answerOf(twin);
      }
      const answer = await answerOf(outcome.row);
      const sender = (await deps.profiles.byIds([senderId])).get(senderId);
      if (sender) {
        await events.emit('chat.message-sent', {
          chatId: outcome.chatId,
          memberIds: [senderId, otherId],
          message: answer.message,
          sender,
        });
      }
      // Someone wrote about a listing that is not theirs (to its owner, or to its agency's agent).
      if (listing && listing.ownerId !== senderId && listing.id !== outcome.previousListing) {
        await events.emit('listing.contacted', { listingId: listing.id });
      }
      return answer;
    },

    async read(userId: string, chatId: string): Promise<void> {
      const conversation = await deps.reads.memberOf(chatId, userId);
      const now = clock.now();
      await repository.readUpTo(chatId, userId, now);
      await events.emit('chat.read', {
        chatId,
        memberIds: [userId, conversation.otherId],
        userId,
        readAt: now,
      });
    },

    async block(userId: string, otherId: string): Promise<void> {
      if (otherId === userId || !(await deps.profiles.byIds([otherId])).has(otherId)) {
        throw new AppError('UserNotFound');
      }
      await extras.block(userId, otherId, clock.now());
    },

    async unblock(userId: string, otherId: string): Promise<void> {
      await extras.unblock(userId, otherId);
    },

    async report(userId: string, chatId: string, reason: string): Promise<void> {
      await deps.reads.memberOf(chatId, userId);
      await extras.report(chatId, userId, reason, clock.now());
    },

    /** Stores a clean copy of the photo; it stays the uploader's until a message takes it. */
    async upload(uploaderId: string, bytes: Buffer): Promise<ChatUploadResponse> {
      const photo = await cleanChatPhoto(bytes);
      const id = randomUUID();
      const key = chatPhotoKey(uploaderId, id);
      // The file first: a row never names a file that is not there (the sweep removes stray files).
      await deps.storage.put(key, photo.data, chatPhotoContentType);
      await extras.insertPhoto({
        id,
        uploaderId,
        storageKey: key,
        width: photo.width,
        height: photo.height,
        createdAt: clock.now(),
      });
      return { id, url: chatPhotoUrl(id), width: photo.width, height: photo.height };
    },

    /** A photo's bytes for a member (or its uploader); anyone else: ChatNotFound. */
    async photo(viewerId: string, photoId: string): Promise<Buffer> {
      const key = await extras.photoKeyFor(photoId, viewerId);
      const bytes = key ? await deps.storage.get(key) : null;
      if (!bytes) throw new AppError('ChatNotFound');
      return bytes;
    },
  };
}

export type ChatActions = ReturnType<typeof createChatActions>;
