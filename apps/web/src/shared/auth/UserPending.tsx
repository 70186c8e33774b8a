'use client';

import { useTranslations } from 'next-intl';
import { Spinner } from '@/shared/ui/Spinner';

/** While the logged-in user's profile is still on its way (GET /api/users/me at start-up). */
export function UserPending() {
  const t = useTranslations('common');
  return (
    <div className="flex min-h-40 items-center justify-center text-slate-600">
      <Spinner label={t('loading')} className="size-6" />
    </div>
  );
}
