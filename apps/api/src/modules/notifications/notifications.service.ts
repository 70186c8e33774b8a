import type {
  Language,
  MarkNotificationsReadRequest,
  NotificationItem,
  NotificationSettings,
  NotificationsResponse,
  PushSubscriptionRequest,
  UnsubscribeResponse,
  UpdateNotificationSettingsRequest,
} from '@krov/contracts';
import type { Clock } from '../../platform/clock/clock.ts';
import { AppError, fieldError } from '../../platform/errors/app-error.ts';
import { decodeKeyset, encodeKeyset } from '../../platform/http/keyset-cursor.ts';
import type { PushSender } from '../../platform/push/push-sender.ts';
import type { Recipients } from './delivery.ts';
import { renderNotification } from './notification-texts.ts';
import type { NotificationRow, NotificationsRepository } from './notifications.repository.ts';
import { settingsFrom, switchesOf } from './settings.ts';
import type { UnsubscribeTokens } from './unsubscribe-tokens.ts';

interface Dependencies {
  /** Whether a browser may subscribe with an endpoint (a push service's, at public addresses). */
  pushEndpoints: Pick<PushSender, 'acceptsEndpoint'>;
  repository: NotificationsRepository;
  recipients: Recipients;
  tokens: UnsubscribeTokens;
  clock: Clock;
}

/** The user's notifications, their settings and browsers, and the e-mails' unsubscribe. */
export function createNotificationsService(deps: Dependencies) {
  const { repository, clock } = deps;

  async function languageOf(userId: string) {
    const recipient = await deps.recipients.byId(userId);
    if (!recipient) throw new AppError('Unauthorized');
    return recipient.language;
  }

  return {
    /**
     * The bell's list, rendered in the language of the page that reads it (the request's
     * Accept-Language, `pageLanguage`), else the account's: the bell speaks the page's language
     * (docs/decisions/176).
     */
    async list(
      userId: string,
      query: { cursor?: string; limit: number },
      pageLanguage?: Language,
    ): Promise<NotificationsResponse> {
      const cursor = query.cursor ? decodeKeyset(query.cursor) : null;
      const after = cursor ? { createdAt: cursor.at, id: cursor.id } : null;
      const rows = await repository.page(userId, query.limit + 1, after);
      const language = pageLanguage ?? (await languageOf(userId));
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        items: page.map((row): NotificationItem => toItem(row, language)),
        nextCursor:
          rows.length > query.limit && last ? encodeKeyset({ at: last.createdAt, id: last.id }) : null,
      };
    },

    async unreadCount(userId: string): Promise<{ count: number }> {
      return { count: await repository.unreadCount(userId) };
    },

    async markRead(userId: string, request: MarkNotificationsReadRequest): Promise<{ count: number }> {
      await repository.markRead(userId, 'ids' in request ? request.ids : 'all', clock.now());
      return { count: await repository.unreadCount(userId) };
    },

    async settings(userId: string): Promise<NotificationSettings> {
      return settingsFrom(await repository.settings(userId));
    },

    async updateSettings(
      userId: string,
      request: UpdateNotificationSettingsRequest,
    ): Promise<NotificationSettings> {
      await repository.setSettings(userId, switchesOf(request));
      return settingsFrom(await repository.settings(userId));
    },

    async addSubscription(userId: string, subscription: PushSubscriptionRequest): Promise<void> {
      const { endpoint, keys } = subscription;
      // The schema allowed the host; its addresses must be public too (issue 27, 21).
      if (!(await deps.pushEndpoints.acceptsEndpoint(endpoint))) throw fieldError('endpoint', 'Invalid');
      await repository.addSubscription(
        userId,
        { endpoint, p256dh: keys.p256dh, auth: keys.auth },
        clock.now(),
      );
    },

    async removeSubscription(userId: string, endpoint: string): Promise<void> {
      await repository.removeSubscription(userId, endpoint);
    },

    /** One click, no login: the token says whose e-mails of which kind stop. */
    async unsubscribe(token: string): Promise<UnsubscribeResponse> {
      const subject = deps.tokens.read(token);
      if (!subject) throw new AppError('NotFound');
      await repository.setSettings(subject.userId, [
        { channel: 'email', kind: subject.kind, enabled: false },
      ]);
      return { kind: subject.kind, channel: 'email' };
    },
  };
}

function toItem(row: NotificationRow, language: Parameters<typeof renderNotification>[0]): NotificationItem {
  const { title, description } = renderNotification(language, row.kind, row.params);
  return {
    id: row.id,
    type: row.type,
    kind: row.kind,
    title,
    description,
    link: row.link,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
