'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect } from 'react';
import { loginPathFor } from '@/shared/navigation/safe-next-path';
import { useAuthStore } from '@/shared/state/auth-store';
import { Spinner } from '@/shared/ui/Spinner';
import { useHydrated } from '@/shared/ui/use-hydrated';

/**
 * The pages of a logged-in user (/verify-phone, /me/…): their content appears once the persisted
 * state says the user is logged in; a logged-out visitor goes to /login?next=<this page>. The page
 * stays static: a visitor without session cookies never gets it (the proxy sends them to log in,
 * shared/auth/private-pages.ts); this guard decides in the browser, after hydration, for a session
 * that ends while the page is open or whose cookies the api no longer accepts. A session this tab
 * ended itself (its logout, its refused refresh) is left to the navigation that ending makes: a
 * guard racing it on a slow device sent a logged-out user to /login?next=… instead of /login.
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const t = useTranslations('accounts.guard');
  const hydrated = useHydrated();
  const isLoggedIn = useAuthStore((state) => state.isLoggedIn);
  const endedHere = useAuthStore((state) => state.endedHere);
  const router = useRouter();

  useEffect(() => {
    if (!hydrated || isLoggedIn || endedHere) return;
    router.replace(loginPathFor(`${window.location.pathname}${window.location.search}`));
  }, [hydrated, isLoggedIn, endedHere, router]);

  if (!hydrated || !isLoggedIn) {
    return (
      <div className="flex min-h-40 items-center justify-center text-slate-600">
        <Spinner label={t('checking')} className="size-6" />
      </div>
    );
  }
  return children;
}
