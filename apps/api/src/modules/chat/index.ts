import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/database.ts';
import { createChatRepository } from './chat.repository.ts';
import { chatRoutes } from './chat.routes.ts';
import { createChatService } from './chat.service.ts';

export async function registerChatModule(app: FastifyInstance, deps: { db: Database }): Promise<void> {
  const chat = createChatService({ repository: createChatRepository(deps.db) });
  await app.register(chatRoutes, { chat });
}
