import type { Language } from '@krov/contracts';
import { defaultLanguage } from '@krov/contracts/languages';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { sectionStorage } from './persisted-storage.ts';

/** docs/product/SPEC.md §3 "App state". */
export interface AppState {
  language: Language;
  /** The dot on the Messages link. */
  hasUnreadMessage: boolean;
  /** The number on the bell: unread notifications (GET /api/users/me/notifications/unread-count). */
  unreadNotifications: number;
  setLanguage(language: Language): void;
  setHasUnreadMessage(value: boolean): void;
  setUnreadNotifications(count: number): void;
}

/**
 * Only the language survives a reload; the unread flag and count are recomputed at every start
 * (docs/product/SPEC.md §4).
 */
type PersistedApp = Pick<AppState, 'language'>;

export const appStateSection = 'app';

export const useAppStore = create<AppState>()(
  persist<AppState, [], [], PersistedApp>(
    (set) => ({
      language: defaultLanguage,
      hasUnreadMessage: false,
      unreadNotifications: 0,
      setLanguage: (language) => set({ language }),
      setHasUnreadMessage: (value) => set({ hasUnreadMessage: value }),
      setUnreadNotifications: (count) => set({ unreadNotifications: count }),
    }),
    {
      name: appStateSection,
      version: 1,
      storage: sectionStorage<PersistedApp>(),
      partialize: ({ language }) => ({ language }),
    },
  ),
);
