import { notificationEndpoints as endpoints, type Language } from '@krov/contracts';
import type { FastifyInstance } from 'fastify';
import { currentUserId } from '../../platform/auth/authenticate.ts';
import { route } from '../../platform/http/endpoint-route.ts';
import type { NotificationsService } from './notifications.service.ts';

/**
 * The language a page asks in: the web sends its page's language alone ("bs" or "en", SPEC §7).
 * A header that names neither first leaves the choice to the account.
 */
export function pageLanguage(header: string | undefined): Language | undefined {
  const first = header?.split(',')[0]?.split(';')[0]?.trim().toLowerCase().split('-')[0];
  return first === 'bs' || first === 'en' ? first : undefined;
}

/** The notification list and its unread count, settings, push subscriptions, one-click unsubscribe. */
export async function notificationsRoutes(
  app: FastifyInstance,
  { notifications, publicKey }: { notifications: NotificationsService; publicKey: string },
) {
  route(app, endpoints.notifications, async (request) =>
    notifications.list(
      currentUserId(request),
      request.query,
      pageLanguage(request.headers['accept-language']),
    ),
  );
  route(app, endpoints.unreadNotifications, async (request) =>
    notifications.unreadCount(currentUserId(request)),
  );
  route(app, endpoints.markNotificationsRead, async (request) =>
    notifications.markRead(currentUserId(request), request.body),
  );
  route(app, endpoints.notificationSettings, async (request) =>
    notifications.settings(currentUserId(request)),
  );
  route(app, endpoints.updateNotificationSettings, async (request) =>
    notifications.updateSettings(currentUserId(request), request.body),
  );
  route(app, endpoints.pushPublicKey, async () => ({ publicKey }));
  route(app, endpoints.addPushSubscription, async (request) => {
    await notifications.addSubscription(currentUserId(request), request.body);
    return undefined;
  });
  route(app, endpoints.removePushSubscription, async (request) => {
    await notifications.removeSubscription(currentUserId(request), request.body.endpoint);
    return undefined;
  });

  // RFC 8058: the mail provider POSTs "List-Unsubscribe=One-Click" as a form; nothing in it matters.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, undefined),
  );
  route(app, endpoints.unsubscribe, async (request) => notifications.unsubscribe(request.query.token), {
    config: { tokenInUrl: true },
  });
}
