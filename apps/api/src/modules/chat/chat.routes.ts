import { errorResponse, unreadCountResponse } from '@krov/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserId } from '../../platform/auth/authenticate.ts';
import type { ChatService } from './chat.service.ts';

export const chatRoutes: FastifyPluginAsyncZod<{ chat: ChatService }> = async (app, { chat }) => {
  app.get(
    '/api/chats/unread-count',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['chats'],
        summary: 'How many messages from others the user has not read',
        response: { 200: unreadCountResponse, 401: errorResponse },
      },
    },
    async (request) => ({ count: await chat.unreadCount(currentUserId(request)) }),
  );
};
