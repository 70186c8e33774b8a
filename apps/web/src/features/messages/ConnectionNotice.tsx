'use client';

import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';

const onConnectionChange = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/** Whether the browser has a connection (it says so at once when the network goes). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    onConnectionChange,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * Above the composer: offline, messages written now wait, "not sent", to go when the connection
 * returns; back online, while they go, "reconnecting". Nothing while all is well.
 */
export function ConnectionNotice({ resending }: { resending: boolean }) {
  const t = useTranslations('chat.connection');
  const online = useOnline();
  const state = online ? (resending ? 'reconnecting' : null) : 'offline';
  return (
    <p
      role="status"
      className={
        state
          ? 'border-t border-amber-300 bg-amber-50 px-4 py-2 text-center text-sm text-amber-950'
          : 'sr-only'
      }
      data-testid="connection-notice"
      data-state={state ?? 'online'}
    >
      {state && t(state)}
    </p>
  );
}
