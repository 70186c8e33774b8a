import { z } from 'zod';
import {
  type NotificationChannel,
  type NotificationKind,
  notificationChannels,
  notificationKinds,
  notificationLimits,
} from './constants.ts';
import { isPushServiceEndpoint } from './push-services.ts';

/**
 * Stored notifications, their settings and web push (issue 14; docs/product/DECISIONS.md,
 * "Notifications" and "Api of the calls the spec does not show").
 *
 * A notification is a kind, the values its texts need, and a link; its title and description are
 * rendered in the reader's language when read (packages/messages `notification.<kind>.*`). The
 * payments, agencies and messaging work add kinds here; the shape stays.
 */
export { type NotificationKind, notificationKinds };

/** SPEC §3: Action when the user has something to do (renew a listing), General otherwise. */
export const notificationTypes = ['General', 'Action'] as const;
export type NotificationType = (typeof notificationTypes)[number];

export { type NotificationChannel, notificationChannels, notificationLimits };

export const notificationItem = z.object({
  id: z.string(),
  type: z.enum(notificationTypes),
  kind: z.enum(notificationKinds),
  title: z.string(),
  description: z.string(),
  /** A path of the web ("/p/…", "/buy?…", "/me/properties"): the page the notification is about. */
  link: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type NotificationItem = z.infer<typeof notificationItem>;

export const notificationsQuery = z.object({
  cursor: z.string().trim().min(1).max(notificationLimits.cursorMax).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(notificationLimits.pageSizeMax)
    .default(notificationLimits.pageSize),
});
export type NotificationsQueryInput = z.input<typeof notificationsQuery>;

export const notificationsResponse = z.object({
  items: z.array(notificationItem),
  nextCursor: z.string().nullable(),
});
export type NotificationsResponse = z.infer<typeof notificationsResponse>;

export const unreadNotificationsResponse = z.object({ count: z.number() });

/** `{ids}` marks those read, `{all: true}` every one. */
export const markNotificationsReadRequest = z.union([
  z.object({ ids: z.array(z.string().uuid()).min(1).max(notificationLimits.readIdsMax) }),
  z.object({ all: z.literal(true) }),
]);
export type MarkNotificationsReadRequest = z.input<typeof markNotificationsReadRequest>;

/** Per channel, per kind: whether it goes out there. */
const kindSwitches = z.object(
  Object.fromEntries(notificationKinds.map((kind) => [kind, z.boolean()])) as Record<
    NotificationKind,
    z.ZodBoolean
  >,
);
export const notificationSettings = z.object({ email: kindSwitches, push: kindSwitches });
export type NotificationSettings = z.infer<typeof notificationSettings>;

/** A change of some switches; the rest stay. */
export const updateNotificationSettingsRequest = z.object({
  email: kindSwitches.partial().optional(),
  push: kindSwitches.partial().optional(),
});
export type UpdateNotificationSettingsRequest = z.input<typeof updateNotificationSettingsRequest>;

export const pushPublicKeyResponse = z.object({
  /** The VAPID public key, base64url: the browser's `applicationServerKey`. */
  publicKey: z.string(),
});

/**
 * The subscription's keys as browsers give them (RFC 8291): `p256dh` an uncompressed P-256 point,
 * 65 bytes starting with 0x04 (so 87 base64url characters starting with "B"), `auth` 16 bytes.
 * Anything else could never be encrypted to, and its push job would fail for ever.
 */
const p256dhKey = z.string().regex(/^B[A-Za-z0-9_-]{86}=?$/);
const authSecret = z.string().regex(/^[A-Za-z0-9_-]{22}(==)?$/);

/** A browser's PushSubscription as `toJSON()` gives it. */
export const pushSubscriptionRequest = z.object({
  endpoint: z
    .string()
    .url()
    .max(1000)
    .startsWith('https://')
    // Only the browsers' push services (push-services.ts): the api connects to what is stored here.
    .refine(isPushServiceEndpoint, { params: { key: 'Invalid' } }),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: p256dhKey, auth: authSecret }),
});
export type PushSubscriptionRequest = z.input<typeof pushSubscriptionRequest>;

export const removePushSubscriptionRequest = z.object({ endpoint: z.string().url().max(1000) });

/** The one-click unsubscribe of an e-mail (RFC 8058): the token its link carries. */
export const unsubscribeQuery = z.object({ token: z.string().trim().min(10).max(300) });
export const unsubscribeResponse = z.object({
  kind: z.enum(notificationKinds),
  channel: z.literal('email'),
});
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponse>;
