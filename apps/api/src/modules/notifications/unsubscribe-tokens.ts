import { type NotificationKind, notificationKinds } from '@krov/contracts';
import { hmacOf, sameSecret } from '../../platform/auth/secrets.ts';

/**
 * The token of an e-mail's unsubscribe link: the user and the kind, signed. It never expires
 * (RFC 8058 asks the link to keep working) and does only one thing: turn e-mail off for that kind.
 */
export function createUnsubscribeTokens(secret: string) {
  const sign = (body: string) => hmacOf(secret, `unsubscribe:${body}`);
  return {
    issue(userId: string, kind: NotificationKind): string {
      const body = Buffer.from(`${userId}:${kind}`).toString('base64url');
      return `${body}.${sign(body)}`;
    },
    /** The user and kind of a token this api signed, else null. */
    read(token: string): { userId: string; kind: NotificationKind } | null {
      const [body, signature, extra] = token.split('.');
      if (!body || !signature || extra !== undefined || !sameSecret(signature, sign(body))) return null;
      const [userId, kind] = Buffer.from(body, 'base64url').toString('utf8').split(':');
      if (!userId || !notificationKinds.includes(kind as NotificationKind)) return null;
      return { userId, kind: kind as NotificationKind };
    },
  };
}

export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;
