import type { FastifyInstance } from 'fastify';
import { registerLoopbackOnly } from '../../platform/http/loopback-only.ts';
import type { CapturedMessage } from './devmailbox.repository.ts';
import { devMailboxRoutes } from './devmailbox.routes.ts';

// For the composition root (app.ts), which reaches a module only through its index.ts (decision 205).
export { createDevMailboxStore } from './devmailbox.store.ts';

/**
 * The development mailbox's pages. Its store (devmailbox.store.ts) is the mail and SMS transport
 * app.ts picks when no SMTP server is configured; these pages show what it captured.
 */
export async function registerDevMailboxModule(
  app: FastifyInstance,
  deps: { mailbox: { list(limit: number, to?: string): Promise<CapturedMessage[]> } },
): Promise<void> {
  // Every verification code is here: from this machine only.
  await registerLoopbackOnly(app, (scope) => devMailboxRoutes(scope, { list: deps.mailbox.list }));
}
