import type { SendMessageRequest } from '@krov/contracts';
import { type RequestOptions, request, type UploadOptions, upload } from '@/shared/api/client';
import { chatLimits } from './chat-limits';

const of = (id: string) => ({ params: { id } });
const ofUser = (userId: string) => ({ params: { userId } });

/** The messages' calls, each an endpoint of the contracts (packages/contracts/src/endpoints/chats.ts). */
export const chatApi = {
  list: (q: string, cursor: string | undefined, options?: RequestOptions) =>
    request('chats', { query: { q: q || undefined, cursor, limit: chatLimits.chatsPageSize } }, options),
  detail: (chatId: string, options?: RequestOptions) => request('chat', of(chatId), options),
  withUser: (userId: string, options?: RequestOptions) => request('chatWithUser', ofUser(userId), options),
  messages: (chatId: string, cursor: string | undefined, options?: RequestOptions) =>
    request(
      'chatMessages',
      { ...of(chatId), query: { cursor, limit: chatLimits.messagesPageSize } },
      options,
    ),
  /** One photo per request; `signal` cancels it (nothing is attached then). */
  uploadPhoto: (file: Blob, options: UploadOptions) =>
    upload('uploadChatPhoto', { files: [file] }, { timeoutMs: 120_000, ...options }),
  send: (body: SendMessageRequest, options?: RequestOptions) => request('sendMessage', { body }, options),
  read: (chatId: string) => request('readChat', of(chatId), { quiet: true }),
  block: (userId: string) => request('blockUser', ofUser(userId)),
  unblock: (userId: string) => request('unblockUser', ofUser(userId)),
  report: (chatId: string, reason: string) => request('reportChat', { ...of(chatId), body: { reason } }),
  unreadCount: () => request('unreadCount', {}, { quiet: true }),
  /** The listing a new conversation is about (its public answer), for its card. */
  listing: (propertyId: string, options?: RequestOptions) =>
    request('property', { params: { id: propertyId } }, options),
};
