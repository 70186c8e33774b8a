import { routes } from '@krov/contracts/routes';
import { useAppStore } from '../state/app-store.ts';
import { storedAccessTokenUpdatedOn, useAuthStore } from '../state/auth-store.ts';
import { errorFromResponse } from './api-error.ts';
import { apiClientConfig } from './client-config.ts';
import { exchange, fetchTransport, isSuccess } from './transport.ts';

export const refreshTokenPath = routes.refreshToken.path;
/** The Web Locks name that lets one tab refresh at a time (docs/product/DECISIONS.md, Accounts). */
export const refreshLockName = 'krov-token-refresh';
/** docs/product/SPEC.md §7: a failed refresh logs out and goes to /. */
export const afterSessionEndPath = '/';

let inFlight: Promise<void> | null = null;

/**
 * Renews the access token after a 401. Every request of this tab that meets a 401 meanwhile waits
 * for the same refresh; across tabs, a Web Lock lets one refresh at a time, and a tab that gets the
 * lock after another tab's refresh (the stored token time is newer than its request) does not
 * refresh again. Resolves when the request may be replayed; rejects with the refresh's ApiError.
 */
export function refreshSession(requestSentAt: number): Promise<void> {
  inFlight ??= oneTabAtATime(() => refreshUnlessRenewed(requestSentAt)).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function oneTabAtATime(task: () => Promise<void>): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  // Without Web Locks (older Safari) the api's 10 s reuse grace keeps two refreshing tabs safe.
  if (locks?.request) await locks.request(refreshLockName, task);
  else await task();
}

async function refreshUnlessRenewed(requestSentAt: number): Promise<void> {
  const auth = useAuthStore.getState();
  const renewedAt = Math.max(storedAccessTokenUpdatedOn() ?? 0, auth.accessTokenUpdatedOn ?? 0);
  if (renewedAt > requestSentAt) {
    // Another tab (or an earlier refresh here) renewed the cookies after this request left.
    if (renewedAt !== auth.accessTokenUpdatedOn) auth.markTokenRefreshed(renewedAt);
    return;
  }
  const response = await exchange(fetchTransport('POST', refreshTokenPath));
  if (isSuccess(response.status)) {
    useAuthStore.getState().markTokenRefreshed();
    return;
  }
  // The api refused the session (CantReauthenticate). A 429 or a 5xx says nothing about the
  // session, and neither does a timeout or a lost connection (thrown above): the user stays in.
  if (response.status >= 400 && response.status < 500 && response.status !== 429) endSession();
  throw errorFromResponse(response.status, response.body);
}

function endSession(): void {
  useAuthStore.getState().endHere();
  useAppStore.getState().setHasUnreadMessage(false);
  apiClientConfig().navigate(afterSessionEndPath);
}
