import { chatEndpoints, chatLimits } from '@krov/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUserId } from '../../platform/auth/authenticate.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import { multipartFailure, readingMultipart } from '../../platform/http/multipart-failure.ts';
import { type RateLimits, userRouteRateLimit } from '../../platform/http/rate-limits.ts';
import type { ChatService } from './chat.service.ts';
import type { ChatActions } from './chat-actions.service.ts';
import { chatPhotoContentType } from './chat-photo.ts';
import type { ChatReports } from './chat-reports.ts';

interface Options {
  chat: ChatService;
  actions: ChatActions;
  reports: ChatReports;
  rateLimits: RateLimits;
}

/** The one file of the multipart field "photo" (a file over 10 MB is cut short: PayloadTooLarge). */
async function uploadedPhoto(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('BadRequest');
  try {
    for await (const part of request.files({ limits: { fileSize: chatLimits.photoBytesMax, files: 1 } })) {
      if (part.fieldname === 'photo') return await readingMultipart(() => part.toBuffer());
      part.file.resume();
    }
  } catch (error) {
    throw multipartFailure(error);
  }
  throw new AppError('BadRequest');
}

export async function chatRoutes(app: FastifyInstance, { chat, actions, reports, rateLimits }: Options) {
  const e = chatEndpoints;
  route(app, e.chats, async (request) => chat.list(currentUserId(request), request.query));
  route(app, e.chat, async (request) => chat.detail(currentUserId(request), request.params.id));
  route(app, e.chatWithUser, async (request) => chat.withUser(currentUserId(request), request.params.userId));
  route(app, e.chatMessages, async (request) =>
    chat.messages(currentUserId(request), request.params.id, request.query),
  );
  route(app, e.adminChatReports, async () => reports.list());
  route(app, e.unreadCount, async (request) => ({ count: await chat.unreadCount(currentUserId(request)) }));

  route(app, e.sendMessage, async (request) => actions.send(currentUserId(request), request.body), {
    config: {
      // A retried send (its clientMessageId already stored) is answered from the store: free.
      rateLimit: userRouteRateLimit(rateLimits.chatSend, async (request) => {
        const { clientMessageId } = request.body as { clientMessageId: string };
        return actions.isStored(currentUserId(request), clientMessageId);
      }),
    },
  });
  route(
    app,
    e.uploadChatPhoto,
    async (request) => actions.upload(currentUserId(request), await uploadedPhoto(request)),
    { config: { rateLimit: userRouteRateLimit(rateLimits.chatUpload) } },
  );
  route(app, e.chatPhoto, async (request, reply) => {
    const bytes = await actions.photo(currentUserId(request), request.params.photoId);
    // Private to the members: never in a shared cache; the id never names other bytes.
    return reply
      .header('cache-control', 'private, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .type(chatPhotoContentType)
      .send(bytes);
  });
  route(app, e.readChat, async (request) => {
    await actions.read(currentUserId(request), request.params.id);
    return undefined;
  });
  route(app, e.blockUser, async (request) => {
    await actions.block(currentUserId(request), request.params.userId);
    return undefined;
  });
  route(app, e.unblockUser, async (request) => {
    await actions.unblock(currentUserId(request), request.params.userId);
    return undefined;
  });
  route(app, e.reportChat, async (request) => {
    await actions.report(currentUserId(request), request.params.id, request.body.reason);
    return undefined;
  });
}
