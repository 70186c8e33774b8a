import { isIP } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Whether a socket's peer is this machine (IPv4 127/8, IPv6 ::1, or 127/8 mapped into IPv6). */
export function isLoopback(address: string | undefined): boolean {
  if (!address || isIP(address) === 0) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return v4 === '::1' || (isIP(v4) === 4 && v4.startsWith('127.'));
}

/**
 * Registers `routes` answerable only from this machine: anyone else gets 404 NotFound, as if
 * they did not exist. The api listens on every interface in development (a phone on the LAN must
 * reach the site), and the development routes hold every verification code and move the clock
 * (docs/decisions/125-development-routes-loopback-only.md). The socket's own peer is what counts,
 * never X-Forwarded-For, which a LAN client can write.
 */
export async function registerLoopbackOnly(
  app: FastifyInstance,
  routes: (scope: FastifyInstance) => Promise<void>,
): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      if (!isLoopback(request.raw.socket.remoteAddress)) {
        return reply.status(404).send({ message: 'NotFound' });
      }
    });
    await routes(scope);
  });
}
