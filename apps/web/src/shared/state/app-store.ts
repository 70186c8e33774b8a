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
  setLanguage(language: Language): void;
  setHasUnreadMessage(value: boolean): void;
}

/** Only the language survives a reload; the unread flag is recomputed at every start (docs/product/SPEC.md §4). */
type PersistedApp = Pick<AppState, 'language'>;

export const appStateSection = 'app';

export const useAppStore = create<AppState>()(
  persist<AppState, [], [], PersistedApp>(
    (set) => ({
      language: defaultLanguage,
      hasUnreadMessage: false,
      setLanguage: (language) => set({ language }),
      setHasUnreadMessage: (value) => set({ hasUnreadMessage: value }),
    }),
    {
      name: appStateSection,
      version: 1,
      storage: sectionStorage<PersistedApp>(),
      partialize: ({ language }) => ({ language }),
    },
  ),
);
