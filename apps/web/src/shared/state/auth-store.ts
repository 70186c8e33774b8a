import type { Me } from '@krov/contracts';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { readPersistedSection, sectionStorage } from './persisted-storage.ts';

/** docs/product/SPEC.md §3 "Auth state". The tokens themselves are httpOnly cookies the web never reads. */
export interface AuthState {
  isLoggedIn: boolean;
  /** The result of GET /api/users/me. */
  user: Me | null;
  /** When this browser last got an access token (login or refresh), in ms since the epoch. */
  accessTokenUpdatedOn: number | null;
  /** After a successful login. */
  markLoggedIn(): void;
  /** After a successful token refresh (here or in another tab). */
  markTokenRefreshed(at?: number): void;
  setUser(me: Me): void;
  /** Logout: everything back to the logged-out state. */
  clear(): void;
  /**
   * True when this tab itself ended the session (its logout, its refused refresh), which then
   * navigates on by itself: the private pages' guard leaves the page to that navigation. Never
   * persisted nor shared: another tab's logout is this tab's to follow. False again at a login.
   */
  endedHere: boolean;
  /** This tab ends the session: clear() and endedHere. */
  endHere(): void;
}

type PersistedAuth = Pick<AuthState, 'isLoggedIn' | 'user' | 'accessTokenUpdatedOn'>;

export const authStateSection = 'auth';

const loggedOut: PersistedAuth = { isLoggedIn: false, user: null, accessTokenUpdatedOn: null };

export const useAuthStore = create<AuthState>()(
  persist<AuthState, [], [], PersistedAuth>(
    (set) => ({
      ...loggedOut,
      endedHere: false,
      markLoggedIn: () => set({ isLoggedIn: true, accessTokenUpdatedOn: Date.now(), endedHere: false }),
      markTokenRefreshed: (at = Date.now()) => set({ accessTokenUpdatedOn: at }),
      setUser: (me) => set({ user: me }),
      clear: () => set({ ...loggedOut, endedHere: false }),
      endHere: () => set({ ...loggedOut, endedHere: true }),
    }),
    {
      name: authStateSection,
      version: 1,
      storage: sectionStorage<PersistedAuth>(),
      partialize: ({ isLoggedIn, user, accessTokenUpdatedOn }) => ({
        isLoggedIn,
        user,
        accessTokenUpdatedOn,
      }),
    },
  ),
);

/**
 * The token-update time as stored in localStorage right now, which another tab may have moved
 * since this tab read it. Null when nothing is stored.
 */
export function storedAccessTokenUpdatedOn(): number | null {
  const stored = readPersistedSection(authStateSection)?.state as Partial<PersistedAuth> | undefined;
  return typeof stored?.accessTokenUpdatedOn === 'number' ? stored.accessTokenUpdatedOn : null;
}
