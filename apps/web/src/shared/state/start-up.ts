import type { Language, Me } from '@krov/contracts';
import { useAppStore } from './app-store.ts';
import { useAuthStore } from './auth-store.ts';
import { waitForPersistedState } from './hydration.ts';

export interface StartAppOptions {
  /** GET /api/users/me. */
  fetchMe(): Promise<Me>;
  /** GET /api/chats/unread-count. */
  fetchUnreadCount(): Promise<{ count: number }>;
  /** The language the server rendered the page in (the NEXT_LOCALE cookie); it wins over the stored one. */
  language?: Language;
}

/**
 * docs/product/SPEC.md §4 "Start": the persisted state is restored (at most 5 s), the unread flag is reset, and a
 * logged-in user's profile and unread count are fetched. Never rejects: a failed call has already
 * been reported by the api client, and the app runs on with what it has.
 */
export async function startApp({ fetchMe, fetchUnreadCount, language }: StartAppOptions): Promise<void> {
  await waitForPersistedState();
  const app = useAppStore.getState();
  if (language && language !== app.language) app.setLanguage(language);
  app.setHasUnreadMessage(false);
  if (!useAuthStore.getState().isLoggedIn) return;

  const stillLoggedIn = () => useAuthStore.getState().isLoggedIn;
  await Promise.all([
    fetchMe().then(
      (me) => {
        if (stillLoggedIn()) useAuthStore.getState().setUser(me);
      },
      () => undefined,
    ),
    fetchUnreadCount().then(
      ({ count }) => {
        if (stillLoggedIn()) useAppStore.getState().setHasUnreadMessage(count > 0);
      },
      () => undefined,
    ),
  ]);
}
