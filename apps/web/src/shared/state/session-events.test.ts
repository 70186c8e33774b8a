// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred } from '../api/testing/fake-api.ts';
import { logIn, resetBrowserState } from '../api/testing/reset.ts';
import { useAppStore } from './app-store.ts';
import { useAuthStore } from './auth-store.ts';
import { syncStateAcrossTabs } from './cross-tab.ts';
import { logout } from './logout.ts';
import { persistedStateKey } from './persisted-storage.ts';
import { onTokenUpdated } from './token-updated.ts';

beforeEach(() => {
  resetBrowserState();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(1_000);
});

afterEach(() => vi.useRealTimers());

describe('onTokenUpdated', () => {
  it('fires on login, on refresh and on logout (null), not on other changes', () => {
    const listener = vi.fn();
    const unsubscribe = onTokenUpdated(listener);
    useAuthStore.getState().markLoggedIn();
    useAuthStore.getState().setUser({ id: 'u1' } as never);
    useAppStore.getState().setHasUnreadMessage(true);
    vi.setSystemTime(2_000);
    useAuthStore.getState().markTokenRefreshed();
    useAuthStore.getState().clear();
    expect(listener.mock.calls).toEqual([[1_000], [2_000], [null]]);
    unsubscribe();
    useAuthStore.getState().markLoggedIn();
    expect(listener).toHaveBeenCalledTimes(3);
  });
});

describe('logout (docs/product/SPEC.md §4)', () => {
  it('clears the auth state at once, before the server answers, then goes to /login', async () => {
    logIn();
    useAuthStore.getState().setUser({ id: 'u1' } as never);
    useAppStore.getState().setHasUnreadMessage(true);
    const server = deferred<void>();
    const callServer = vi.fn(() => server.promise);
    const navigate = vi.fn();
    const done = logout({ callServer, navigate });
    expect(useAuthStore.getState()).toMatchObject({
      isLoggedIn: false,
      user: null,
      accessTokenUpdatedOn: null,
      // The private pages' guard leaves this tab's logout to its own navigation (RequireLogin).
      endedHere: true,
    });
    expect(useAppStore.getState().hasUnreadMessage).toBe(false);
    expect(callServer).toHaveBeenCalledOnce();
    await Promise.resolve();
    expect(navigate).not.toHaveBeenCalled();
    server.resolve();
    await done;
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/login');
  });

  it('goes to /login even when the server call fails', async () => {
    logIn();
    const navigate = vi.fn();
    await expect(
      logout({ callServer: () => Promise.reject(new Error('offline')), navigate }),
    ).resolves.toBeUndefined();
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/login');
    expect(useAuthStore.getState().isLoggedIn).toBe(false);
  });
});

describe('syncStateAcrossTabs', () => {
  function otherTabWrites(sections: Record<string, unknown>) {
    const value = JSON.stringify(sections);
    localStorage.setItem(persistedStateKey, value);
    window.dispatchEvent(new StorageEvent('storage', { key: persistedStateKey, newValue: value }));
  }

  it('takes over a logout, a refresh and a language change made in another tab', async () => {
    logIn(1_000);
    const stop = syncStateAcrossTabs();
    const updates: (number | null)[] = [];
    const unsubscribe = onTokenUpdated((at) => updates.push(at));

    otherTabWrites({
      auth: { state: { isLoggedIn: true, user: null, accessTokenUpdatedOn: 5_000 }, version: 1 },
      app: { state: { language: 'en' }, version: 1 },
    });
    await vi.waitFor(() => expect(useAuthStore.getState().accessTokenUpdatedOn).toBe(5_000));
    expect(useAppStore.getState().language).toBe('en');

    otherTabWrites({
      auth: { state: { isLoggedIn: false, user: null, accessTokenUpdatedOn: null }, version: 1 },
      app: { state: { language: 'en' }, version: 1 },
    });
    await vi.waitFor(() => expect(useAuthStore.getState().isLoggedIn).toBe(false));
    expect(updates).toEqual([5_000, null]);

    stop();
    unsubscribe();
    otherTabWrites({
      auth: { state: { isLoggedIn: true, user: null, accessTokenUpdatedOn: 9_000 }, version: 1 },
      app: { state: { language: 'bs' }, version: 1 },
    });
    await Promise.resolve();
    expect(useAuthStore.getState().isLoggedIn).toBe(false);
  });
});
