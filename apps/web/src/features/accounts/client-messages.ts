import type { MessagePaths } from '@/i18n/client-messages';

/** /login, /register, /forgot-password, /verify-email, /verify-phone (AccountPage). */
export const accountFormsMessages = [
  'accounts.code',
  'accounts.login',
  'accounts.register',
  'accounts.verifyEmail',
  'accounts.forgotPassword',
  'accounts.verifyPhone',
  // "Log in to save the search" (the search's save control sends a visitor to log in).
  'savedSearches.loginReason',
] as const satisfies MessagePaths;

/** /me/profile: its sections confirm a new e-mail or phone with the account forms' code field. */
export const profileMessages = ['profile', 'accounts.code'] as const satisfies MessagePaths;

/** /session/end: the new-device e-mail's link (issue 30). */
export const sessionEndMessages = [
  'accounts.sessionEnd.button',
  'accounts.sessionEnd.done',
  'accounts.sessionEnd.changePassword',
  'accounts.sessionEnd.noToken',
  'accounts.sessionEnd.failed',
] as const satisfies MessagePaths;
