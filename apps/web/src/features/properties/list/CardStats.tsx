import type { ListingStats } from '@krov/contracts';
import { useTranslations } from 'next-intl';
import { useLanguage } from '@/i18n/use-language';
import { formatNumber } from '@/shared/format/format-price';

/** What the listing has drawn: views, saves and contacts, each a number with its name. */
export function CardStats({ stats }: { stats: ListingStats }) {
  const t = useTranslations('myProperties.stats');
  const language = useLanguage();
  return (
    <dl className="flex gap-6 text-sm" data-testid="property-stats">
      {(['views', 'saves', 'contacts'] as const).map((name) => (
        <div key={name} className="flex flex-col-reverse">
          <dt className="text-slate-600">{t(name)}</dt>
          <dd className="font-semibold text-slate-900 tabular-nums" data-testid={`property-${name}`}>
            {formatNumber(stats[name], language, 0)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
