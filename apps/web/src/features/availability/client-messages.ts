import type { MessagePaths } from '@/i18n/client-messages';

/** /still-available: the one button, what it did, and why a link was refused. */
export const stillAvailableMessages = [
  'stillAvailablePage.button',
  'stillAvailablePage.done',
  'stillAvailablePage.view',
  'stillAvailablePage.noToken',
  'stillAvailablePage.failed',
  'stillAvailablePage.loginToConfirm',
  'stillAvailablePage.notAvailable',
  'stillAvailablePage.myProperties',
] as const satisfies MessagePaths;
