// @vitest-environment happy-dom
import type { Me } from '@krov/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetBrowserState } from '../api/testing/reset.ts';
import { useAppStore } from './app-store.ts';
import { useAuthStore } from './auth-store.ts';
import { persistedStateKey } from './persisted-storage.ts';

const me: Me = {
  id: 'u1',
  name: 'Amra Hodžić',
  email: 'amra@example.ba',
  emailVerified: true,
  pendingEmail: null,
  phoneNumber: '+38761123456',
  phoneNumberVerified: true,
  pendingPhoneNumber: null,
  profileImage: null,
  language: 'bs',
  role: 'user',
  agency: null,
};

function stored(): Record<string, { state: Record<string, unknown>; version: number }> {
  return JSON.parse(localStorage.getItem(persistedStateKey) ?? '{}');
}

beforeEach(() => {
  resetBrowserState();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(1_700_000_000_000);
});

afterEach(() => vi.useRealTimers());

describe('auth state', () => {
  it('starts logged out', () => {
    expect(useAuthStore.getState()).toMatchObject({
      isLoggedIn: false,
      user: null,
      accessTokenUpdatedOn: null,
    });
  });

  it('login marks logged in and records the token time', () => {
    useAuthStore.getState().markLoggedIn();
    expect(useAuthStore.getState()).toMatchObject({
      isLoggedIn: true,
      accessTokenUpdatedOn: 1_700_000_000_000,
    });
  });

  it('a refresh moves only the token time', () => {
    useAuthStore.getState().markLoggedIn();
    vi.setSystemTime(1_700_000_900_000);
    useAuthStore.getState().markTokenRefreshed();
    expect(useAuthStore.getState()).toMatchObject({
      isLoggedIn: true,
      accessTokenUpdatedOn: 1_700_000_900_000,
    });
    useAuthStore.getState().markTokenRefreshed(1_700_000_950_000);
    expect(useAuthStore.getState().accessTokenUpdatedOn).toBe(1_700_000_950_000);
  });

  it('stores the me answer as user, and clear forgets everything', () => {
    useAuthStore.getState().markLoggedIn();
    useAuthStore.getState().setUser(me);
    expect(useAuthStore.getState().user).toEqual(me);
    useAuthStore.getState().clear();
    expect(useAuthStore.getState()).toMatchObject({
      isLoggedIn: false,
      user: null,
      accessTokenUpdatedOn: null,
    });
  });
});

describe('app state', () => {
  it('starts in Bosnian without unread messages', () => {
    expect(useAppStore.getState()).toMatchObject({ language: 'bs', hasUnreadMessage: false });
  });

  it('changes language and the unread flag', () => {
    useAppStore.getState().setLanguage('en');
    useAppStore.getState().setHasUnreadMessage(true);
    expect(useAppStore.getState()).toMatchObject({ language: 'en', hasUnreadMessage: true });
  });
});

describe('persistence under krov-state', () => {
  it('keeps both stores in their own sections of one entry, without the functions', () => {
    useAuthStore.getState().markLoggedIn();
    useAuthStore.getState().setUser(me);
    useAppStore.getState().setLanguage('en');
    useAppStore.getState().setHasUnreadMessage(true);
    expect(stored()).toEqual({
      auth: { state: { isLoggedIn: true, user: me, accessTokenUpdatedOn: 1_700_000_000_000 }, version: 1 },
      app: { state: { language: 'en' }, version: 1 },
    });
  });

  it('restores the stored state when the app loads again', async () => {
    useAuthStore.getState().markLoggedIn();
    useAuthStore.getState().setUser(me);
    useAppStore.getState().setLanguage('en');
    useAppStore.getState().setHasUnreadMessage(true);
    vi.resetModules();
    const { useAuthStore: reloadedAuth } = await import('./auth-store.ts');
    const { useAppStore: reloadedApp } = await import('./app-store.ts');
    expect(reloadedAuth.persist.hasHydrated()).toBe(true);
    expect(reloadedAuth.getState()).toMatchObject({
      isLoggedIn: true,
      user: me,
      accessTokenUpdatedOn: 1_700_000_000_000,
    });
    expect(reloadedApp.getState()).toMatchObject({ language: 'en', hasUnreadMessage: false });
  });

  it('survives a damaged entry by starting fresh', async () => {
    localStorage.setItem(persistedStateKey, '{not json');
    vi.resetModules();
    const { useAuthStore: reloadedAuth } = await import('./auth-store.ts');
    expect(reloadedAuth.getState().isLoggedIn).toBe(false);
    reloadedAuth.getState().markLoggedIn();
    expect(stored().auth?.state.isLoggedIn).toBe(true);
  });
});
