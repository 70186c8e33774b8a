import { z } from 'zod';
import { unreadCountResponse } from '../accounts.ts';
import {
  adminChatReportsResponse,
  chatDetail,
  chatParams,
  chatPhotoParams,
  chatsQuery,
  chatsResponse,
  chatUploadResponse,
  chatUserParams,
  messagesQuery,
  messagesResponse,
  reportChatRequest,
  sendMessageRequest,
  sendMessageResponse,
} from '../chats.ts';
import { endpoint } from '../endpoint.ts';

const member = { access: 'user', tags: ['chats'] } as const;

/**
 * The chat calls (SPEC §7's paths, DECISIONS.md's additions). A conversation the caller is not a
 * member of answers ChatNotFound, whatever the call.
 */
export const chatEndpoints = {
  chats: endpoint({
    ...member,
    errors: [],
    method: 'GET',
    path: '/api/chats',
    summary:
      "The caller's conversations, latest first: the other person, the listing last discussed, the last message, the unread count; q searches names and listings",
    query: chatsQuery,
    status: 200,
    answer: chatsResponse,
  }),
  chat: endpoint({
    ...member,
    errors: ['ChatNotFound'],
    method: 'GET',
    path: '/api/chats/:id',
    summary: 'One conversation: the other person, the listing, the read mark, whether sending is possible',
    params: chatParams,
    status: 200,
    answer: chatDetail,
  }),
  chatWithUser: endpoint({
    ...member,
    errors: ['UserNotFound', 'ChatBlocked'],
    method: 'GET',
    path: '/api/chats/user/:userId',
    summary:
      'The conversation with a user, or an empty one (id null) when none exists yet; stores nothing (UserNotFound for an unknown user)',
    params: chatUserParams,
    status: 200,
    answer: chatDetail,
  }),
  chatMessages: endpoint({
    ...member,
    errors: ['ChatNotFound'],
    method: 'GET',
    path: '/api/chats/:id/messages',
    summary: "A conversation's messages, newest first, in cursor pages",
    params: chatParams,
    query: messagesQuery,
    status: 200,
    answer: messagesResponse,
  }),
  uploadChatPhoto: endpoint({
    ...member,
    errors: ['TooManyRequests', 'FileTypeNotAllowed'],
    method: 'POST',
    path: '/api/chats/upload',
    summary:
      'Upload a photo for a message (multipart field "photo": JPEG, PNG or WebP up to 10 MB), re-encoded without metadata; attach it by id',
    upload: { field: 'photo' },
    status: 201,
    answer: chatUploadResponse,
  }),
  chatPhoto: endpoint({
    ...member,
    errors: ['ChatNotFound'],
    method: 'GET',
    path: '/api/chats/photos/:photoId',
    summary: "A message photo, to the conversation's members (and its uploader before it is sent)",
    params: chatPhotoParams,
    status: 200,
    answer: z.any().describe('The image bytes (image/webp)'),
  }),
  sendMessage: endpoint({
    ...member,
    errors: ['UserNotFound', 'ChatNotFound', 'PropertyNotFound', 'TooManyRequests', 'ChatBlocked'],
    method: 'POST',
    path: '/api/chats/messages',
    summary:
      'Send a message to a conversation (chatId) or a user (userId); the same clientMessageId again answers the same message',
    body: sendMessageRequest,
    status: 200,
    answer: sendMessageResponse,
  }),
  readChat: endpoint({
    ...member,
    errors: ['ChatNotFound'],
    method: 'POST',
    path: '/api/chats/:id/read',
    summary: 'The caller read the conversation up to now (the other member is told)',
    params: chatParams,
    status: 204,
    answer: z.null(),
  }),
  blockUser: endpoint({
    ...member,
    errors: ['UserNotFound'],
    method: 'POST',
    path: '/api/users/:userId/block',
    summary: 'Block a user: they can no longer write to the caller',
    params: chatUserParams,
    status: 204,
    answer: z.null(),
  }),
  unblockUser: endpoint({
    ...member,
    errors: ['UserNotFound'],
    method: 'DELETE',
    path: '/api/users/:userId/block',
    summary: 'Unblock a user',
    params: chatUserParams,
    status: 204,
    answer: z.null(),
  }),
  reportChat: endpoint({
    ...member,
    errors: ['ChatNotFound'],
    method: 'POST',
    path: '/api/chats/:id/report',
    summary: 'Report a conversation to the moderators, with a reason',
    params: chatParams,
    body: reportChatRequest,
    status: 204,
    answer: z.null(),
  }),
  adminChatReports: endpoint({
    access: 'admin',
    tags: ['admin'],
    errors: [],
    method: 'GET',
    path: '/api/admin/chat-reports',
    summary:
      'Admins: reported conversations (newest first) with their latest messages, and the safety tips of the last 30 days; anyone else NotFound',
    status: 200,
    answer: adminChatReportsResponse,
  }),
  unreadCount: endpoint({
    access: 'user',
    tags: ['chats'],
    method: 'GET',
    path: '/api/chats/unread-count',
    summary: 'How many messages from others the user has not read',
    status: 200,
    answer: unreadCountResponse,
    errors: [],
  }),
};
