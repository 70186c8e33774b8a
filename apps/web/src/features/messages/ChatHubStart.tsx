'use client';

import dynamic from 'next/dynamic';
import { useAuthStore } from '@/shared/state/auth-store';
import { useHydrated } from '@/shared/ui/use-hydrated';

// socket.io, TanStack Query and the cache rules: downloaded by logged-in visitors only.
const ChatHubBridge = dynamic(() => import('./ChatHubBridge').then((module) => module.ChatHubBridge), {
  ssr: false,
});

/**
 * Starts the chat hub on every page of the shell, only while the user is logged in (docs/product/
 * SPEC.md §7); logging out unmounts it, which disconnects. A visitor's page loads only this.
 */
export function ChatHubStart() {
  const hydrated = useHydrated();
  const isLoggedIn = useAuthStore((state) => state.isLoggedIn);
  return hydrated && isLoggedIn ? <ChatHubBridge /> : null;
}
