'use client';

import type { ReactNode } from 'react';
import { useAuthStore } from '@/shared/state/auth-store';
import { useHydrated } from '@/shared/ui/use-hydrated';

/**
 * One of two links by the session: `visitor` ("Log in") for a visitor, `user` (their listings) for
 * a logged-in user. The page is one prerendered copy for everyone, so the choice is made in the
 * browser after hydration; a box of the links' size holds the place until then.
 */
export function SessionLink({ visitor, user }: { visitor: ReactNode; user: ReactNode }) {
  const hydrated = useHydrated();
  const isLoggedIn = useAuthStore((state) => state.isLoggedIn);
  if (!hydrated) return <span className="inline-block h-11 w-28" aria-hidden="true" />;
  return <>{isLoggedIn ? user : visitor}</>;
}
