import { platformEndpoints } from '@krov/contracts';
import type { FastifyInstance } from 'fastify';
import { currentUserId } from '../../platform/auth/authenticate.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import type { ChatService } from './chat.service.ts';

export async function chatRoutes(app: FastifyInstance, { chat }: { chat: ChatService }) {
  route(app, platformEndpoints.unreadCount, async (request) => ({
    count: await chat.unreadCount(currentUserId(request)),
  }));
}
