import type { MessagePaths } from '@/i18n/client-messages';

/** /me/notifications: the switches per kind and channel, and push on this browser. */
export const notificationSettingsMessages = [
  'notificationsPage.settings',
  'notificationsPage.kinds',
  'notificationsPage.push',
] as const satisfies MessagePaths;

/** /unsubscribe: the one button and what it turned off. */
export const unsubscribeMessages = [
  'unsubscribePage.button',
  'unsubscribePage.done',
  'unsubscribePage.kinds',
  'unsubscribePage.settingsHint',
  'unsubscribePage.settings',
  'unsubscribePage.noToken',
  'unsubscribePage.failed',
] as const satisfies MessagePaths;
