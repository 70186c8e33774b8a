import type { Language, Me } from '@krov/contracts';
import { request } from '@/shared/api/client';
import { languageToCarry, rememberLanguageToCarry } from '@/shared/cookies/language';
import { useAppStore } from '@/shared/state/app-store';
import { useAuthStore } from '@/shared/state/auth-store';

/** GET /api/users/me into the auth state (docs/product/SPEC.md §7: after a profile change and a verified phone). */
export async function reloadMe(): Promise<Me> {
  const me = await request('me', {});
  if (useAuthStore.getState().isLoggedIn) useAuthStore.getState().setUser(me);
  return me;
}

/**
 * The login's body beside the credentials: the language chosen on this device while logged out,
 * which the api makes the account's (docs/decisions/176).
 */
export function loginLanguage(): { language?: Language } {
  const language = languageToCarry();
  return language ? { language } : {};
}

/**
 * One language for the page, the bell and the e-mails, the person's latest choice
 * (docs/decisions/176): a choice made on this device while logged out went to the account with
 * the login, so it is no longer waiting. Without one, the page keeps the language it is shown in
 * (the bell renders in it too); the account's language serves the e-mails.
 */
function followAccountLanguage(_me: Me): void {
  rememberLanguageToCarry(null);
}

/**
 * After a successful POST /api/tokens/login (docs/product/SPEC.md §4): logged in with the token time recorded,
 * then the profile and the unread count, as at start-up. A failure of either has been toasted by
 * the api client and does not undo the login.
 */
export async function completeLogin(): Promise<void> {
  useAuthStore.getState().markLoggedIn();
  await Promise.all([
    reloadMe().then(followAccountLanguage, () => undefined),
    request('unreadCount', {})
      .then(({ count }) => useAppStore.getState().setHasUnreadMessage(count > 0))
      .catch(() => undefined),
  ]);
}
