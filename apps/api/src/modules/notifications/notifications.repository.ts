import type { NotificationChannel, NotificationKind } from '@krov/contracts';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.ts';
import type { NotificationRequest } from './notification-request.ts';
import { notificationSettings, notifications, pushSubscriptions } from './notifications.schema.ts';

export type NotificationRow = typeof notifications.$inferSelect;
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** Where a page of notifications ends: the last item's time and id (the keyset). */
export interface NotificationPosition {
  createdAt: Date;
  id: string;
}

const insertBatch = 1_000;

/** The SQL of notifications, their settings and push subscriptions. Bound to a transaction when given one. */
export function createNotificationsRepository(db: Database) {
  return {
    /** Stores each request once per (user, dedupe key); answers the ids of those stored now. */
    async insertMany(requests: readonly NotificationRequest[], now: Date): Promise<string[]> {
      const ids: string[] = [];
      // A statement takes at most 65 535 parameters (7 a row): a listing that meets ten thousand
      // instant searches is stored in steps (bench/BENCHMARKS.md, saved-search alerts).
      for (let start = 0; start < requests.length; start += insertBatch) {
        const rows = await db
          .insert(notifications)
          .values(
            requests.slice(start, start + insertBatch).map((request) => ({ ...request, createdAt: now })),
          )
          .onConflictDoNothing()
          .returning({ id: notifications.id });
        ids.push(...rows.map((row) => row.id));
      }
      return ids;
    },

    /** Newest first after a position (walks notifications_user_newest_idx). */
    async page(
      userId: string,
      limit: number,
      after: NotificationPosition | null,
    ): Promise<NotificationRow[]> {
      const keyset = after
        ? sql`(${notifications.createdAt}, ${notifications.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
        : undefined;
      return db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), keyset))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(limit);
    },

    async unreadCount(userId: string): Promise<number> {
      const [row] = await db
        .select({ count: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      return row?.count ?? 0;
    },

    /** Only the user's own (another user's id changes nothing, as if it did not exist). */
    async markRead(userId: string, ids: readonly string[] | 'all', now: Date): Promise<void> {
      await db
        .update(notifications)
        .set({ readAt: now })
        .where(
          and(
            eq(notifications.userId, userId),
            isNull(notifications.readAt),
            ids === 'all' ? undefined : inArray(notifications.id, [...ids]),
          ),
        );
    },

    /**
     * Takes those not yet delivered for delivery (in the caller's transaction): a second runner or
     * a retried job finds them taken and sends nothing twice.
     */
    async claimForDelivery(ids: readonly string[], now: Date): Promise<NotificationRow[]> {
      if (ids.length === 0) return [];
      return db
        .update(notifications)
        .set({ deliveredAt: now })
        .where(and(inArray(notifications.id, [...ids]), isNull(notifications.deliveredAt)))
        .returning();
    },

    async byIds(ids: readonly string[]): Promise<NotificationRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(notifications)
        .where(inArray(notifications.id, [...ids]));
    },

    /** The switches the user changed (the rest are on). */
    async settings(
      userId: string,
    ): Promise<{ channel: NotificationChannel; kind: NotificationKind; enabled: boolean }[]> {
      return db
        .select({
          channel: notificationSettings.channel,
          kind: notificationSettings.kind,
          enabled: notificationSettings.enabled,
        })
        .from(notificationSettings)
        .where(eq(notificationSettings.userId, userId));
    },

    async setSettings(
      userId: string,
      switches: readonly { channel: NotificationChannel; kind: NotificationKind; enabled: boolean }[],
    ): Promise<void> {
      if (switches.length === 0) return;
      await db
        .insert(notificationSettings)
        .values(switches.map((entry) => ({ userId, ...entry })))
        .onConflictDoUpdate({
          target: [notificationSettings.userId, notificationSettings.channel, notificationSettings.kind],
          set: { enabled: sql`excluded.enabled` },
        });
    },

    /** One row per browser endpoint: a browser that moves to another user moves with its endpoint. */
    async addSubscription(
      userId: string,
      subscription: { endpoint: string; p256dh: string; auth: string },
      now: Date,
    ): Promise<void> {
      await db
        .insert(pushSubscriptions)
        .values({ userId, ...subscription, createdAt: now })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { userId, p256dh: subscription.p256dh, auth: subscription.auth, createdAt: now },
        });
    },

    async removeSubscription(userId: string, endpoint: string): Promise<void> {
      await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
    },

    async subscriptionsOf(userIds: readonly string[]): Promise<PushSubscriptionRow[]> {
      if (userIds.length === 0) return [];
      return db
        .select()
        .from(pushSubscriptions)
        .where(inArray(pushSubscriptions.userId, [...userIds]));
    },

    async subscription(id: string): Promise<PushSubscriptionRow | undefined> {
      const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
      return row;
    },

    /** The push service said the browser is gone (404, 410). */
    async deleteSubscription(id: string): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
