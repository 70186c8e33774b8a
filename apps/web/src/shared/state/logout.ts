import { useAppStore } from './app-store.ts';
import { useAuthStore } from './auth-store.ts';

export interface LogoutOptions {
  /** POST /api/tokens/logout. */
  callServer(): Promise<unknown>;
  navigate(path: string): void;
}

export const afterLogoutPath = '/login';

/**
 * docs/product/SPEC.md §4: the auth state is cleared at once (the header changes before any network call), then
 * the server ends the session, then the user lands on /login. A failed server call changes
 * nothing for the user: the session cookies are httpOnly and the api clears them when it can.
 */
export async function logout({ callServer, navigate }: LogoutOptions): Promise<void> {
  useAuthStore.getState().endHere();
  useAppStore.getState().setHasUnreadMessage(false);
  useAppStore.getState().setUnreadNotifications(0);
  try {
    await callServer();
  } catch {
    // ignored, see above
  }
  navigate(afterLogoutPath);
}
