'use client';

import type { ListingStats } from '@krov/contracts';
import { useTranslations } from 'next-intl';
import { useLanguage } from '@/i18n/use-language';
import { formatNumber } from '@/shared/format/format-price';

/** The owner's counters as they show: a dot for each until the api has answered. */
export function OwnerStatsView({ stats }: { stats: ListingStats | null }) {
  const t = useTranslations('propertyPage.ownerTools.stats');
  const language = useLanguage();
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
