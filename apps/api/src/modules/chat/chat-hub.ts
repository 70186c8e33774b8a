import type { IncomingMessage } from 'node:http';
import { chatHubEvents, chatHubPath, type MessagesReadEvent, type NewMessageEvent } from '@krov/contracts';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { decodeJwt } from 'jose';
import { Server, type Socket } from 'socket.io';
import msgpackParser from 'socket.io-msgpack-parser';
import type { AccessTokens } from '../../platform/auth/access-tokens.ts';
import type { SessionCheck } from '../../platform/auth/authenticate.ts';
import { accessCookieName } from '../../platform/auth/cookies.ts';
import type { Clock } from '../../platform/clock/clock.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';

export interface ChatHubDependencies {
  tokens: AccessTokens;
  sessions: SessionCheck;
  /** Registers what to do when sessions end (a logout, a password change): their sockets close. */
  onSessionsEnded(listener: (sessionIds: readonly string[]) => void): void;
  events: EventBus;
  clock: Clock;
  /** The web's origin: the only one a browser may open the hub from in production. */
  webOrigin: string;
  /**
   * Outside production, also the web's port at any other address (the site opened at 127.0.0.1 or
   * at the machine's address on the local network, as the web itself allows).
   */
  anyHostOfWebPort: boolean;
  /** With Redis, events reach the sockets of every instance (Redis Streams adapter). */
  redisUrl: string | undefined;
}

/** How long a dropped client may come back and get what it missed from the hub itself. */
const recoveryWindowMs = 2 * 60 * 1000;

const userRoom = (userId: string) => `user:${userId}`;
const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/**
 * The token a client presents: `auth.token` (apps), `Authorization: Bearer` (apps), or the web's
 * httpOnly access cookie, which the browser sends with the WebSocket handshake.
 */
function presentedToken(socket: Socket): string | undefined {
  const fromAuth = (socket.handshake.auth as { token?: unknown }).token;
  if (typeof fromAuth === 'string' && fromAuth) return fromAuth;
  const header = socket.handshake.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim();
  for (const part of (socket.handshake.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === accessCookieName) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** Whether a handshake's Origin may open the hub; apps send none (a browser always does). */
export function originAllowed(
  origin: string | undefined,
  { webOrigin, anyHostOfWebPort }: Pick<ChatHubDependencies, 'webOrigin' | 'anyHostOfWebPort'>,
): boolean {
  if (origin === undefined || origin === webOrigin) return true;
  if (!anyHostOfWebPort) return false;
  try {
    const web = new URL(webOrigin);
    const asked = new URL(origin);
    return asked.protocol === web.protocol && asked.port === web.port;
  } catch {
    return false;
  }
}

/**
 * The real-time hub at /hubs/chat (SPEC §7): Socket.IO with msgpack (binary frames), WebSocket
 * only (no long-polling, so no sticky sessions behind a balancer). It only pushes: a stored
 * message (NewMessage) and read receipts (MessagesRead) to every open tab of both members.
 * - Refused with the message "401" without a valid token of a live session; a socket is closed
 *   when its token expires (the web refreshes it and reconnects) and when its session ends.
 * - A browser may connect only from the web's origin (a page elsewhere cannot ride the cookie).
 * - With REDIS_URL the Redis Streams adapter carries events between instances and keeps the
 *   connection state recovery (a short drop replays what was missed); clients that were away
 *   longer catch up from GET /api/chats/{id}/messages.
 */
export async function startChatHub(app: FastifyInstance, deps: ChatHubDependencies): Promise<Server> {
  // A connection of its own: the adapter blocks on XREAD, which the rate limits' client (with its
  // 500 ms command timeout) must never do.
  const redis = deps.redisUrl ? new Redis(deps.redisUrl, { maxRetriesPerRequest: null }) : null;
  redis?.on('error', (error) => app.log.warn({ err: error }, 'the chat hub cannot reach Redis'));

  const io = new Server(app.server, {
    path: chatHubPath,
    parser: msgpackParser,
    transports: ['websocket'],
    serveClient: false,
    allowRequest: (request: IncomingMessage, answer) =>
      answer(null, originAllowed(request.headers.origin, deps)),
    connectionStateRecovery: { maxDisconnectionDuration: recoveryWindowMs, skipMiddlewares: false },
    ...(redis ? { adapter: createAdapter(redis, { streamName: 'krov:chat-hub' }) } : {}),
  });

  io.use(async (socket, next) => {
    const token = presentedToken(socket);
    const claims = token ? await deps.tokens.verify(token) : null;
    if (!token || !claims || !(await deps.sessions.isLive(claims.sessionId))) {
      next(new Error('401'));
      return;
    }
    socket.data.userId = claims.userId;
    socket.data.sessionId = claims.sessionId;
    socket.data.expiresAt = (decodeJwt(token).exp ?? 0) * 1000;
    next();
  });

  io.on('connection', (socket) => {
    socket.join([userRoom(socket.data.userId), sessionRoom(socket.data.sessionId)]);
    const expiry = setTimeout(
      () => socket.disconnect(true),
      Math.max(0, socket.data.expiresAt - deps.clock.now().getTime()),
    );
    socket.on('disconnect', () => clearTimeout(expiry));
  });

  deps.events.on('chat.message-sent', ({ chatId, memberIds, message, sender }) => {
    const payload: NewMessageEvent = { chatId, message, user: sender };
    io.to(memberIds.map(userRoom)).emit(chatHubEvents.newMessage, payload);
  });
  deps.events.on('chat.read', ({ chatId, memberIds, userId, readAt }) => {
    const payload: MessagesReadEvent = { chatId, userId, readAt: readAt.toISOString() };
    io.to(memberIds.map(userRoom)).emit(chatHubEvents.messagesRead, payload);
  });

  // A logout ends the hub at once, not when the token expires; through the adapter, on every instance.
  deps.onSessionsEnded((sessionIds) => {
    if (sessionIds.length > 0) io.in(sessionIds.map(sessionRoom)).disconnectSockets(true);
  });

  // Before the server stops listening: every client's connection is closed, so clients reconnect
  // to another instance at once instead of holding the shutdown open. Closed as a lost transport,
  // not with socket.io's disconnect: after that a client does not reconnect by itself, and its
  // session is not kept for the recovery (here it is stored in Redis as the connection closes, and
  // restored with what it missed by the instance it reconnects to). New hub connections are
  // refused from now on (the engine's WebSocket server answers 503).
  app.addHook('preClose', async () => {
    io.engine.close();
  });
  app.addHook('onClose', async () => {
    io.engine.close();
    for (const namespace of io._nsps.values()) namespace.adapter.close();
    redis?.disconnect();
  });
  return io;
}
