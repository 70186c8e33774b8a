import { useAuthStore } from './auth-store.ts';

/**
 * Calls the listener whenever the token-update time changes: a login, a refresh in this tab or
 * (through syncStateAcrossTabs) in another one, and logout, when it becomes null. The chat hub
 * reconnects on a number and disconnects on null (docs/product/SPEC.md §4). Returns the unsubscribe function.
 */
export function onTokenUpdated(listener: (accessTokenUpdatedOn: number | null) => void): () => void {
  return useAuthStore.subscribe((state, previous) => {
    if (state.accessTokenUpdatedOn !== previous.accessTokenUpdatedOn) listener(state.accessTokenUpdatedOn);
  });
}
