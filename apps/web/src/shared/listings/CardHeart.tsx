'use client';

import { useRouter } from 'next/navigation';
import { lazy, Suspense } from 'react';
import { loginPathFor } from '@/shared/navigation/safe-next-path';
import { useAuthStore } from '@/shared/state/auth-store';
import { useHydrated } from '@/shared/ui/use-hydrated';
import { CardHeartLook } from './CardHeartLook';

const noAction = () => {};

// TanStack Query and the toggle's code come only for a logged-in visitor (rendered after
// hydration only), so the list's first load stays without them for everyone else.
const CardHeartToggle = lazy(() =>
  import('./CardHeartToggle').then((module) => ({ default: module.CardHeartToggle })),
);

/**
 * A card's heart: a logged-in user saves or unsaves the listing; anyone else goes to the login
 * page, which brings them back to this page (its filters in the URL) afterwards.
 */
export function CardHeart({ id, label }: { id: string; label: string }) {
  const hydrated = useHydrated();
  const loggedIn = useAuthStore((state) => state.isLoggedIn);
  const router = useRouter();
  if (hydrated && loggedIn) {
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
      onClick={() => router.push(loginPathFor(`${window.location.pathname}${window.location.search}`))}
    />
  );
}
