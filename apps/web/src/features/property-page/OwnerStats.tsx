'use client';

import type { ListingStats } from '@krov/contracts';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useLanguage } from '@/i18n/use-language';
import { request } from '@/shared/api/client';
import { formatNumber } from '@/shared/format/format-price';

/**
 * The owner's counters on their own listing: views, saves and contacts so far (asked for only
 * when the owner looks at it; visitors' pages never carry them).
 */
export function OwnerStats({ id }: { id: string }) {
  const t = useTranslations('propertyPage.ownerTools.stats');
  const language = useLanguage();
  const [stats, setStats] = useState<ListingStats | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    request('propertyStatistics', { params: { id } }, { signal: controller.signal, quiet: true })
      .then(setStats)
      .catch(() => {
        // The counters are extras: the owner's tools work without them.
      });
    return () => controller.abort();
  }, [id]);

  return (
    <div data-testid="owner-stats">
      <p className="text-sm font-medium text-slate-700">{t('title')}</p>
      <dl className="mt-1 flex gap-5 text-sm">
        {(['views', 'saves', 'contacts'] as const).map((name) => (
          <div key={name} className="flex flex-col-reverse">
            <dt className="text-slate-600">{t(name)}</dt>
            <dd
              className="text-lg font-semibold text-slate-900 tabular-nums"
              data-testid={`owner-stats-${name}`}
            >
              {stats ? formatNumber(stats[name], language, 0) : '·'}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
