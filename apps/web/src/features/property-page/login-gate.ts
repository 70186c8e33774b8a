'use client';

import { useRouter } from 'next/navigation';
import { type LoginReason, loginPathFor } from '@/shared/navigation/safe-next-path';
import { useAuthStore } from '@/shared/state/auth-store';
import { useHydrated } from '@/shared/ui/use-hydrated';
import { afterLoginPath } from './after-login';

export function useLoggedIn(): boolean {
  const hydrated = useHydrated();
  const isLoggedIn = useAuthStore((state) => state.isLoggedIn);
  return hydrated && isLoggedIn;
}

/**
 * Logged out: to the login page, which says why and brings the visitor back here to finish the
 * action (from a modal too: the modal closes as the address leaves it).
 */
export function useToLogin(id: string, action: LoginReason): () => void {
  const router = useRouter();
  return () => router.push(loginPathFor(afterLoginPath(id, action), action));
}
