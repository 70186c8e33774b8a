'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useRef } from 'react';
import { loginPathFor } from '@/shared/navigation/safe-next-path';
import { useAuthStore } from '@/shared/state/auth-store';
import { Spinner } from '@/shared/ui/Spinner';
import { useHydrated } from '@/shared/ui/use-hydrated';

/** After a logout here (or in another tab), how long the page leaves the logout its own navigation. */
const afterLogoutGraceMs = 1500;

/**
 * The pages of a logged-in user (/verify-phone, /me/…): their content appears once the persisted
 * state says the user is logged in; a logged-out visitor goes to /login?next=<this page>. The page
 * stays static: a visitor without session cookies never gets it (the proxy sends them to log in,
 * shared/auth/private-pages.ts); this guard decides in the browser, after hydration, for a session
 * that ends while the page is open or whose cookies the api no longer accepts.
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const t = useTranslations('accounts.guard');
  const hydrated = useHydrated();
  const isLoggedIn = useAuthStore((state) => state.isLoggedIn);
  const router = useRouter();
  const wasLoggedIn = useRef(false);
  if (hydrated && isLoggedIn) wasLoggedIn.current = true;

  useEffect(() => {
    if (!hydrated || isLoggedIn) return;
    const toLogin = () =>
      router.replace(loginPathFor(`${window.location.pathname}${window.location.search}`));
    // A logout (the user menu, a failed refresh) sends the user on by itself; only if nothing did.
    if (!wasLoggedIn.current) {
      toLogin();
      return;
    }
    const timer = setTimeout(toLogin, afterLogoutGraceMs);
    return () => clearTimeout(timer);
  }, [hydrated, isLoggedIn, router]);

  if (!hydrated || !isLoggedIn) {
    return (
      <div className="flex min-h-40 items-center justify-center text-slate-600">
        <Spinner label={t('checking')} className="size-6" />
      </div>
    );
  }
  return children;
}
