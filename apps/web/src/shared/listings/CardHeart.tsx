'use client';

import { useRouter } from 'next/navigation';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { loginPathFor } from '@/shared/navigation/safe-next-path';
import { useAuthStore } from '@/shared/state/auth-store';
import { CardHeartLook } from './CardHeartLook';

const noAction = () => {};

// TanStack Query and the toggle's code come only for a logged-in visitor (rendered after
// hydration only), so the list's first load stays without them for everyone else.
const CardHeartToggle = lazy(() =>
  import('./CardHeartToggle').then((module) => ({ default: module.CardHeartToggle })),
);

const loggedInNow = () => useAuthStore.getState().isLoggedIn;
const loggedOutOnServer = () => false;

/**
 * Whether the visitor is logged in, read only after hydration (the server's HTML is a logged-out
 * visitor's, the same for everyone). Unlike useHydrated, whose value always changes once hydrated,
 * this stays false for a logged-out visitor: the hearts of a page of 24 cards are not rendered a
 * second time, synchronously, right after hydration (a small saving: bench/BENCHMARKS.md, /buy
 * tenth run).
 */
function useLoggedInAfterHydration(): boolean {
  return useSyncExternalStore(useAuthStore.subscribe, loggedInNow, loggedOutOnServer);
}

/**
 * A card's heart: a logged-in user saves or unsaves the listing; anyone else goes to the login
 * page, which brings them back to this page (its filters in the URL) afterwards.
 */
export function CardHeart({ id, label }: { id: string; label: string }) {
  const loggedIn = useLoggedInAfterHydration();
  const router = useRouter();
  if (loggedIn) {
    return (
      <Suspense
        fallback={<CardHeartLook label={label} saved={false} pending={false} waiting onClick={noAction} />}
      >
        <CardHeartToggle id={id} label={label} />
      </Suspense>
    );
  }
  return (
    <CardHeartLook
      label={label}
      saved={false}
      pending={false}
      onClick={() =>
        router.push(loginPathFor(`${window.location.pathname}${window.location.search}`, 'save'))
      }
    />
  );
}
