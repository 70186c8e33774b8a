import { request } from '@/shared/api/client';
import { useAuthStore } from '@/shared/state/auth-store';

/**
 * GET /api/users/me into the shell's profile after the user's agency changed (created, joined,
 * left): the user menu shows "My agency" only while `agency` is set (docs/product/SPEC.md §2). A
 * failure keeps the old profile; the next start-up reads it again.
 */
export async function refreshProfile(): Promise<void> {
  try {
    const me = await request('me', {}, { quiet: true });
    if (useAuthStore.getState().isLoggedIn) useAuthStore.getState().setUser(me);
  } catch {
    // Kept as it was.
  }
}
