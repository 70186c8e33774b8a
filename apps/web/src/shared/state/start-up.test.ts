// @vitest-environment happy-dom
import type { Me } from '@krov/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred } from '../api/testing/fake-api.ts';
import { logIn, resetBrowserState } from '../api/testing/reset.ts';
import { useAppStore } from './app-store.ts';
import { useAuthStore } from './auth-store.ts';
import { persistedStateWaitLimitMs } from './hydration.ts';
import { sectionStorage } from './persisted-storage.ts';
import { startApp } from './start-up.ts';

const me = { id: 'u1', name: 'Amra' } as Me;

/** A storage that answers only when the test says so, like a slow or broken one would. */
function slowStorage() {
  const answer = deferred<unknown>();
  const storage = { getItem: () => answer.promise, setItem: () => {}, removeItem: () => {} };
  return { storage: storage as never, answer };
}

function holdHydration() {
  const auth = slowStorage();
  const app = slowStorage();
  useAuthStore.persist.setOptions({ storage: auth.storage });
  useAppStore.persist.setOptions({ storage: app.storage });
  void useAuthStore.persist.rehydrate();
  void useAppStore.persist.rehydrate();
  return { auth: auth.answer, app: app.answer };
}

beforeEach(() => {
  resetBrowserState();
});

afterEach(async () => {
  vi.useRealTimers();
  useAuthStore.persist.setOptions({ storage: sectionStorage() });
  useAppStore.persist.setOptions({ storage: sectionStorage() });
  await useAuthStore.persist.rehydrate();
  await useAppStore.persist.rehydrate();
});

describe('waiting for the persisted state', () => {
  it('waits at most 5 s, then goes on anyway', async () => {
    vi.useFakeTimers();
    logIn();
    holdHydration();
    const fetchMe = vi.fn(async () => me);
    const fetchUnreadCount = vi.fn(async () => ({ count: 0 }));
    const started = startApp({ fetchMe, fetchUnreadCount });
    await vi.advanceTimersByTimeAsync(4_999);
    expect(fetchMe).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await started;
    expect(fetchMe).toHaveBeenCalledOnce();
    expect(persistedStateWaitLimitMs).toBe(5_000);
  });

  it('goes on as soon as both stores are restored, with the restored login', async () => {
    vi.useFakeTimers();
    const held = holdHydration();
    const fetchMe = vi.fn(async () => me);
    const started = startApp({ fetchMe, fetchUnreadCount: async () => ({ count: 0 }) });
    await vi.advanceTimersByTimeAsync(100);
    held.auth.resolve({ state: { isLoggedIn: true, user: null, accessTokenUpdatedOn: 1 }, version: 1 });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMe).not.toHaveBeenCalled(); // the app store is not restored yet
    held.app.resolve(null);
    await started;
    expect(fetchMe).toHaveBeenCalledOnce();
    expect(vi.getTimerCount()).toBe(0); // the 5 s timer is gone
  });
});

describe('start (docs/product/SPEC.md §4)', () => {
  it('sets the unread flag false first, then true when the count is nonzero', async () => {
    logIn();
    useAppStore.getState().setHasUnreadMessage(true);
    const count = deferred<{ count: number }>();
    const fetchUnreadCount = vi.fn(() => count.promise);
    const started = startApp({ fetchMe: async () => me, fetchUnreadCount });
    await vi.waitFor(() => expect(fetchUnreadCount).toHaveBeenCalledOnce());
    expect(useAppStore.getState().hasUnreadMessage).toBe(false);
    count.resolve({ count: 3 });
    await started;
    expect(useAppStore.getState().hasUnreadMessage).toBe(true);
  });

  it('leaves the flag false when the count is zero', async () => {
    logIn();
    useAppStore.getState().setHasUnreadMessage(true);
    await startApp({ fetchMe: async () => me, fetchUnreadCount: async () => ({ count: 0 }) });
    expect(useAppStore.getState().hasUnreadMessage).toBe(false);
  });

  it('stores the profile as user', async () => {
    logIn();
    await startApp({ fetchMe: async () => me, fetchUnreadCount: async () => ({ count: 0 }) });
    expect(useAuthStore.getState().user).toEqual(me);
  });

  it('fetches nothing when logged out, and still resets the flag', async () => {
    useAppStore.getState().setHasUnreadMessage(true);
    const fetchMe = vi.fn(async () => me);
    const fetchUnreadCount = vi.fn(async () => ({ count: 1 }));
    await startApp({ fetchMe, fetchUnreadCount });
    expect(fetchMe).not.toHaveBeenCalled();
    expect(fetchUnreadCount).not.toHaveBeenCalled();
    expect(useAppStore.getState().hasUnreadMessage).toBe(false);
  });

  it('does not reject when a call fails (the api client has told the user)', async () => {
    logIn();
    await expect(
      startApp({
        fetchMe: async () => {
          throw new Error('offline');
        },
        fetchUnreadCount: async () => ({ count: 2 }),
      }),
    ).resolves.toBeUndefined();
    expect(useAuthStore.getState().user).toBeNull();
    expect(useAppStore.getState().hasUnreadMessage).toBe(true);
  });

  it('keeps a user that was logged out meanwhile logged out (a failed refresh during start)', async () => {
    logIn();
    const profile = deferred<Me>();
    const started = startApp({
      fetchMe: () => profile.promise,
      fetchUnreadCount: async () => ({ count: 1 }),
    });
    await vi.waitFor(() => expect(useAppStore.getState().hasUnreadMessage).toBe(true));
    useAuthStore.getState().clear();
    profile.resolve(me);
    await started;
    expect(useAuthStore.getState().user).toBeNull();
  });

  it('takes the language the page was rendered in over the stored one', async () => {
    useAppStore.getState().setLanguage('en');
    await startApp({ fetchMe: async () => me, fetchUnreadCount: async () => ({ count: 0 }), language: 'bs' });
    expect(useAppStore.getState().language).toBe('bs');
  });
});
