import type { NotificationChannel, NotificationKind } from '@krov/contracts';

/**
 * The kinds and channels in the order the page shows them, written here without importing the
 * contracts' values (zod would come along); the types keep them the contracts' own.
 */
export const notificationKinds = [
  'savedSearch',
  'priceDrop',
  'listingExpiring',
  'listingExpired',
  'message',
  'agency',
  'invitation',
  'moderation',
  'payment',
] as const satisfies readonly NotificationKind[];

export const notificationChannels = ['email', 'push'] as const satisfies readonly NotificationChannel[];

/** The keys of /me/notifications' server data in the app's QueryClient. */
export const notificationKeys = {
  settings: ['notifications', 'settings'] as const,
  update: ['notifications', 'settings', 'update'] as const,
};
