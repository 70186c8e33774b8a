import { useAppStore } from './app-store.ts';
import { useAuthStore } from './auth-store.ts';
import { persistedStateKey } from './persisted-storage.ts';

/**
 * Keeps this tab's stores in step with the others: a login, refresh, logout or language change in
 * one tab reaches every open tab (the browser fires `storage` in the other tabs only).
 * Returns the function that stops listening.
 */
export function syncStateAcrossTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== persistedStateKey) return;
    void useAuthStore.persist.rehydrate();
    void useAppStore.persist.rehydrate();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
