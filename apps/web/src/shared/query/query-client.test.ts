// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { logIn, resetBrowserState } from '../api/testing/reset.ts';
import { useAuthStore } from '../state/auth-store.ts';
import { getQueryClient } from './query-client.ts';

afterEach(() => {
  getQueryClient().clear();
  resetBrowserState();
});

describe('the app’s QueryClient', () => {
  it('is one client in the browser', () => {
    expect(getQueryClient()).toBe(getQueryClient());
  });

  it('forgets the server data when the session ends, not when it starts', () => {
    const client = getQueryClient();
    client.setQueryData(['before'], 1);
    logIn();
    expect(client.getQueryData(['before'])).toBe(1);
    client.setQueryData(['mine'], 2);
    useAuthStore.getState().clear();
    expect(client.getQueryData(['before'])).toBeUndefined();
    expect(client.getQueryData(['mine'])).toBeUndefined();
  });
});
