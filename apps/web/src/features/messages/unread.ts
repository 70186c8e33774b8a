import { useAppStore } from '@/shared/state/app-store';
import { useAuthStore } from '@/shared/state/auth-store';
import { chatApi } from './chat-api';

/**
 * The dot on the Messages link after reading (docs/product/SPEC.md §4): set from the api's unread
 * count, so visiting /messages clears it once nothing is left unread.
 */
export async function refreshUnreadFlag(): Promise<void> {
  try {
    const { count } = await chatApi.unreadCount();
    if (useAuthStore.getState().isLoggedIn) useAppStore.getState().setHasUnreadMessage(count > 0);
  } catch {
    // The flag stays as it was.
  }
}

/** crypto.randomUUID where the page is a secure context; the same v4 layout from random bytes elsewhere (a phone on the local network). */
export function newClientMessageId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
