'use client';

import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useAuthStore } from '@/shared/state/auth-store';
import { buttonClasses } from '@/shared/ui/Button';
import { useHydrated } from '@/shared/ui/use-hydrated';
import { OwnerStatsView } from './OwnerStatsView';

// The counters' TanStack Query comes with them, for the owner only: out of /p/{id}'s first load
// (its JavaScript budget), as the saved toggle's. Until then the same counters, each a dot.
const OwnerStats = dynamic<{ id: string }>(() => import('./OwnerStats').then((module) => module.OwnerStats), {
  ssr: false,
  loading: () => <OwnerStatsView stats={null} />,
});

/**
 * Whether the logged-in user owns the listing: known only in the browser, after hydration (the
 * page's HTML is the visitors').
 */
export function useIsOwner(ownerId: string): boolean {
  const hydrated = useHydrated();
  const userId = useAuthStore((state) => state.user?.id);
  return hydrated && userId === ownerId;
}

/** What the owner gets on their own listing instead of saving it or revealing their own number: its counters and tools. */
export function OwnerTools({ id }: { id: string }) {
  const t = useTranslations('propertyPage.ownerTools');
  return (
    <div className="flex flex-col gap-2" data-testid="owner-tools">
      <p className="text-sm text-slate-700">{t('yours')}</p>
      <OwnerStats id={id} />
      <Link href={`/me/properties/${id}`} className={buttonClasses('primary', 'md')}>
        {t('edit')}
      </Link>
      <Link href="/me/properties" className={buttonClasses('secondary', 'md')}>
        {t('manage')}
      </Link>
    </div>
  );
}
