import type { FastifyInstance } from 'fastify';
import { devMailboxRoutes } from './devmailbox.routes.ts';
import type { CapturedMessage } from './devmailbox.store.ts';

/**
 * The development mailbox's pages. Its store (devmailbox.store.ts) is the mail and SMS transport
 * app.ts picks when no SMTP server is configured; these pages show what it captured.
 */
export async function registerDevMailboxModule(
  app: FastifyInstance,
  deps: { mailbox: { list(limit: number): Promise<CapturedMessage[]> } },
): Promise<void> {
  await app.register(devMailboxRoutes, { list: deps.mailbox.list });
}
