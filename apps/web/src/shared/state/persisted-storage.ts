import type { PersistStorage, StorageValue } from 'zustand/middleware';

/** One localStorage entry holds every persisted store, each in its own section ({auth, app}). */
export const persistedStateKey = 'krov-state';

type Sections = Record<string, StorageValue<unknown> | undefined>;

function localStorageOrNull(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // access itself throws when the browser blocks site data
  }
}

function readSections(): Sections {
  const raw = localStorageOrNull()?.getItem(persistedStateKey);
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Sections)
      : {};
  } catch {
    return {};
  }
}

function writeSections(sections: Sections): void {
  try {
    localStorageOrNull()?.setItem(persistedStateKey, JSON.stringify(sections));
  } catch {
    // Quota exceeded or storage disabled: the state lives on in memory for this tab.
  }
}

/** A section as stored now, straight from localStorage (another tab may have written it). */
export function readPersistedSection(name: string): StorageValue<unknown> | null {
  return readSections()[name] ?? null;
}

/** The zustand persist storage for one section of `krov-state`. Harmless on the server: nothing is stored. */
export function sectionStorage<S>(): PersistStorage<S> {
  return {
    getItem: (name) => (readSections()[name] as StorageValue<S> | undefined) ?? null,
    setItem: (name, value) => writeSections({ ...readSections(), [name]: value }),
    removeItem: (name) => {
      const { [name]: _removed, ...rest } = readSections();
      writeSections(rest);
    },
  };
}
