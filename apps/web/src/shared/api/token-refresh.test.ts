// @vitest-environment happy-dom
import { bs } from '@krov/messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerClientCatalogues } from '@/i18n/testing';
import { useAuthStore } from '../state/auth-store.ts';
import { persistedStateKey } from '../state/persisted-storage.ts';
import { onTokenUpdated } from '../state/token-updated.ts';
import { ApiError } from './api-error.ts';
import { api } from './client.ts';
import { configureApiClient } from './client-config.ts';
import { type Answer, deferred, installFakeApi } from './testing/fake-api.ts';
import { logIn, resetBrowserState } from './testing/reset.ts';
import { refreshLockName } from './token-refresh.ts';

// The texts <CatalogueBridge> registers in the browser.
registerClientCatalogues();

const notify = vi.fn<(text: string) => void>();
const navigate = vi.fn<(path: string) => void>();
let restoreConfig: () => void;

/** Web Locks as a browser grants them: one holder at a time, in order. */
function installFakeLocks(beforeGrant: () => void = () => {}) {
  const requested: string[] = [];
  let tail: Promise<unknown> = Promise.resolve();
  const locks = {
    request: (name: string, task: (lock: null) => Promise<unknown>) => {
      requested.push(name);
      const run = tail.then(() => {
        beforeGrant();
        return task(null);
      });
      tail = run.catch(() => undefined);
      return run;
    },
  };
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
  return { requested };
}

const ok = { status: 200, body: { ok: true } };
const unauthorized = { status: 401, body: { message: 'Unauthorized' } };
const refreshed = { status: 200, body: { accessToken: 'new' } };
const refused = { status: 401, body: { message: 'CantReauthenticate' } };

/** An api whose access token is expired until the refresh endpoint has answered. */
function expiredSession(refreshAnswer: () => Answer | Promise<Answer>, resource: () => Answer = () => ok) {
  let renewed = false;
  return installFakeApi({
    'GET /api/users/me': () => (renewed ? resource() : unauthorized),
    'GET /api/users/me/agency': () => (renewed ? resource() : unauthorized),
    'GET /api/chats/unread-count': () => (renewed ? resource() : unauthorized),
    'POST /api/tokens/refresh-token': async () => {
      const answer = await refreshAnswer();
      renewed = answer.status === 200;
      return answer;
    },
  });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const locksDescriptor = Object.getOwnPropertyDescriptor(navigator, 'locks');

beforeEach(() => {
  resetBrowserState();
  notify.mockReset();
  navigate.mockReset();
  restoreConfig = configureApiClient({ notify, navigate });
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(10_000);
  installFakeLocks();
});

afterEach(() => {
  restoreConfig();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  if (locksDescriptor) Object.defineProperty(navigator, 'locks', locksDescriptor);
  else delete (navigator as { locks?: unknown }).locks;
});

describe('401 while logged in', () => {
  it('refreshes once, records the new token time and replays the request', async () => {
    logIn(5_000);
    const fake = expiredSession(() => refreshed);
    await expect(api.get('/api/users/me')).resolves.toEqual({ ok: true });
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/users/me',
      'POST /api/tokens/refresh-token',
      'GET /api/users/me',
    ]);
    const refresh = fake.sentTo('POST /api/tokens/refresh-token')[0];
    expect(refresh?.credentials).toBe('include');
    expect(refresh?.headers.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(useAuthStore.getState().accessTokenUpdatedOn).toBe(10_000);
    expect(useAuthStore.getState().isLoggedIn).toBe(true);
    expect(notify).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('lets three requests that meet 401 together share one refresh, and replays all three', async () => {
    logIn(5_000);
    const refresh = deferred<Answer>();
    const fake = expiredSession(() => refresh.promise);
    const calls = [
      api.get('/api/users/me'),
      api.get('/api/users/me/agency'),
      api.get('/api/chats/unread-count'),
    ];
    await vi.waitFor(() => expect(fake.requests).toHaveLength(4)); // three 401s and the one refresh
    refresh.resolve(refreshed);
    await expect(Promise.all(calls)).resolves.toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(fake.sentTo('POST /api/tokens/refresh-token')).toHaveLength(1);
    expect(fake.requests).toHaveLength(7);
    expect(notify).not.toHaveBeenCalled();
  });

  it('takes a second 401 of the replayed request as final: no second refresh', async () => {
    logIn(5_000);
    const fake = expiredSession(
      () => refreshed,
      () => unauthorized,
    );
    const error = await failure(api.get('/api/users/me'));
    expect([error.status, error.key]).toEqual([401, 'Unauthorized']);
    expect(fake.sentTo('POST /api/tokens/refresh-token')).toHaveLength(1);
    expect(fake.sentTo('GET /api/users/me')).toHaveLength(2);
    expect(notify).toHaveBeenCalledExactlyOnceWith(bs.errors.Unauthorized);
    expect(useAuthStore.getState().isLoggedIn).toBe(true);
  });

  it('refreshes again for a later expiry, after an earlier refresh', async () => {
    logIn(5_000);
    let expired = true;
    const fake = installFakeApi({
      'GET /api/users/me': () => (expired ? unauthorized : ok),
      'POST /api/tokens/refresh-token': () => {
        expired = false;
        return refreshed;
      },
    });
    await api.get('/api/users/me');
    vi.setSystemTime(10_000 + 15 * 60_000); // the new access token expires in its turn
    expired = true;
    await api.get('/api/users/me');
    expect(fake.sentTo('POST /api/tokens/refresh-token')).toHaveLength(2);
    expect(useAuthStore.getState().accessTokenUpdatedOn).toBe(10_000 + 15 * 60_000);
  });

  it('logs out and goes to / when the refresh is refused, failing every waiting request with one notice', async () => {
    logIn(5_000);
    useAuthStore.getState().setUser({ id: 'u1' } as never);
    const refresh = deferred<Answer>();
    const fake = expiredSession(() => refresh.promise);
    const calls = [
      api.get('/api/users/me'),
      api.get('/api/users/me/agency'),
      api.get('/api/chats/unread-count'),
    ];
    await vi.waitFor(() => expect(fake.requests).toHaveLength(4));
    refresh.resolve(refused);
    const errors = await Promise.all(calls.map(failure));
    expect(errors.map((e) => e.key)).toEqual([
      'CantReauthenticate',
      'CantReauthenticate',
      'CantReauthenticate',
    ]);
    expect(useAuthStore.getState()).toMatchObject({
      isLoggedIn: false,
      user: null,
      accessTokenUpdatedOn: null,
    });
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/');
    expect(notify).toHaveBeenCalledExactlyOnceWith(bs.errors.CantReauthenticate);
    expect(fake.requests).toHaveLength(4); // nothing replayed
  });

  it('keeps the user logged in when the refresh cannot reach the api', async () => {
    logIn(5_000);
    const fake = installFakeApi({
      'GET /api/users/me': unauthorized,
      'POST /api/tokens/refresh-token': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const error = await failure(api.get('/api/users/me'));
    expect(error.key).toBe('NetworkError');
    expect(useAuthStore.getState().isLoggedIn).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
    expect(fake.sentTo('GET /api/users/me')).toHaveLength(1);
  });

  it('keeps the user logged in when the refresh is only rate-limited', async () => {
    logIn(5_000);
    installFakeApi({
      'GET /api/users/me': unauthorized,
      'POST /api/tokens/refresh-token': { status: 429, body: { message: 'TooManyRequests' } },
    });
    expect((await failure(api.get('/api/users/me'))).key).toBe('TooManyRequests');
    expect(useAuthStore.getState().isLoggedIn).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('one tab refreshes at a time', () => {
  it('refreshes while holding the krov-token-refresh Web Lock', async () => {
    logIn(5_000);
    const { requested } = installFakeLocks();
    expiredSession(() => refreshed);
    await api.get('/api/users/me');
    expect(requested).toEqual([refreshLockName]);
    expect(refreshLockName).toBe('krov-token-refresh');
  });

  it('only replays when another tab renewed the token after this request left', async () => {
    logIn(5_000);
    const otherTabRefreshedAt = 10_400;
    installFakeLocks(() => {
      // The other tab held the lock and stored its refresh time before this tab got it.
      const stored = JSON.parse(localStorage.getItem(persistedStateKey) ?? '{}');
      stored.auth.state.accessTokenUpdatedOn = otherTabRefreshedAt;
      localStorage.setItem(persistedStateKey, JSON.stringify(stored));
    });
    const updates: (number | null)[] = [];
    const unsubscribe = onTokenUpdated((at) => updates.push(at));
    let cookiesRenewed = false;
    const fake = installFakeApi({
      'GET /api/users/me': () => {
        const answer = cookiesRenewed ? ok : unauthorized;
        cookiesRenewed = true; // the other tab's new cookies are there for the replay
        return answer;
      },
      'POST /api/tokens/refresh-token': refreshed,
    });
    await expect(api.get('/api/users/me')).resolves.toEqual({ ok: true });
    unsubscribe();
    expect(fake.sentTo('POST /api/tokens/refresh-token')).toHaveLength(0);
    expect(fake.sentTo('GET /api/users/me')).toHaveLength(2);
    expect(useAuthStore.getState().accessTokenUpdatedOn).toBe(otherTabRefreshedAt);
    expect(updates).toEqual([otherTabRefreshedAt]); // the chat hub reconnects here too
  });

  it('still refreshes when the stored token time is older than the request', async () => {
    logIn(5_000);
    installFakeLocks(() => {
      const stored = JSON.parse(localStorage.getItem(persistedStateKey) ?? '{}');
      stored.auth.state.accessTokenUpdatedOn = 9_999;
      localStorage.setItem(persistedStateKey, JSON.stringify(stored));
    });
    const fake = expiredSession(() => refreshed);
    await api.get('/api/users/me');
    expect(fake.sentTo('POST /api/tokens/refresh-token')).toHaveLength(1);
  });

  it('works in a browser without Web Locks', async () => {
    Object.defineProperty(navigator, 'locks', { value: undefined, configurable: true });
    logIn(5_000);
    const fake = expiredSession(() => refreshed);
    await expect(api.get('/api/users/me')).resolves.toEqual({ ok: true });
    expect(fake.sentTo('POST /api/tokens/refresh-token')).toHaveLength(1);
  });
});
