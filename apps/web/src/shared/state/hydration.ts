import { useAppStore } from './app-store.ts';
import { useAuthStore } from './auth-store.ts';

/** docs/product/SPEC.md §9: "Persisted state wait limit 5 s". */
export const persistedStateWaitLimitMs = 5_000;

export interface PersistedStore {
  persist: { hasHydrated(): boolean; onFinishHydration(listener: () => void): () => void };
}

/**
 * Resolves once every store has restored its persisted state, or after the limit, whichever
 * comes first: the app goes on with what it has rather than hang on a broken storage.
 */
export function waitForPersistedState(
  limitMs: number = persistedStateWaitLimitMs,
  stores: readonly PersistedStore[] = [useAuthStore, useAppStore],
): Promise<'restored' | 'timedOut'> {
  const pending = new Set(stores.filter((store) => !store.persist.hasHydrated()));
  if (pending.size === 0) return Promise.resolve('restored');
  return new Promise((resolve) => {
    const unsubscribes: (() => void)[] = [];
    const finish = (outcome: 'restored' | 'timedOut') => {
      clearTimeout(timer);
      for (const unsubscribe of unsubscribes) unsubscribe();
      resolve(outcome);
    };
    const timer = setTimeout(() => finish('timedOut'), limitMs);
    for (const store of pending) {
      unsubscribes.push(
        store.persist.onFinishHydration(() => {
          pending.delete(store);
          if (pending.size === 0) finish('restored');
        }),
      );
    }
  });
}
