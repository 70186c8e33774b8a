import type { Me } from '@krov/contracts';
import { request } from '@/shared/api/client';
import { useAppStore } from '@/shared/state/app-store';
import { useAuthStore } from '@/shared/state/auth-store';

/** GET /api/users/me into the auth state (docs/product/SPEC.md §7: after a profile change and a verified phone). */
export async function reloadMe(): Promise<Me> {
  const me = await request('me', {});
  if (useAuthStore.getState().isLoggedIn) useAuthStore.getState().setUser(me);
  return me;
}

/**
 * After a successful POST /api/tokens/login (docs/product/SPEC.md §4): logged in with the token time recorded,
 * then the profile and the unread count, as at start-up. A failure of either has been toasted by
 * the api client and does not undo the login.
 */
export async function completeLogin(): Promise<void> {
  useAuthStore.getState().markLoggedIn();
  await Promise.all([
    reloadMe().catch(() => undefined),
    request('unreadCount', {})
      .then(({ count }) => useAppStore.getState().setHasUnreadMessage(count > 0))
      .catch(() => undefined),
  ]);
}
