import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and during hydration, true afterwards. Client islands render a placeholder
 * of the same size until then, so the prerendered HTML (the same for everyone) hydrates without a
 * mismatch and without a layout shift, and only then show what depends on this browser.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
