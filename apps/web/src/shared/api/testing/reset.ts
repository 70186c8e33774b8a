import Cookies from 'js-cookie';
import { useAppStore } from '@/shared/state/app-store.ts';
import { useAuthStore } from '@/shared/state/auth-store.ts';

/** A fresh browser for each test: no cookies, no stored state, logged out, Bosnian. */
export function resetBrowserState(): void {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  useAuthStore.getState().clear();
  useAppStore.setState({ language: 'bs', hasUnreadMessage: false, unreadNotifications: 0 });
  localStorage.clear();
}

export function logIn(accessTokenUpdatedOn = Date.now()): void {
  useAuthStore.setState({ isLoggedIn: true, accessTokenUpdatedOn });
}
