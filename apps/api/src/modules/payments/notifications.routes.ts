import { paymentEndpoints as e } from '@krov/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/endpoint-route.ts';
import type { NotificationInbox } from './notification-inbox.ts';

/** A notification is small; anything bigger is not one (413 before it is read). */
const notificationBodyLimit = 64 * 1024;

/**
 * The providers' notifications. In this scope every body stays raw bytes, whatever its type:
 * a signature is over the exact bytes sent (Monri's over its JSON body), and parsing first would
 * lose them.
 */
export async function notificationsRoutes(app: FastifyInstance, { inbox }: { inbox: NotificationInbox }) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: notificationBodyLimit },
    (_request, body, done) => done(null, body),
  );

  route(app, e.providerNotification, async (request) => {
    const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    await inbox.receive(request.params.provider, { headers: request.headers, rawBody });
    return { received: true as const };
  });
}
