import type { BuyerCostsResponse } from '@krov/contracts';
import { useTranslations } from 'next-intl';
import { useLanguage } from '@/i18n/use-language';
import { formatDate, formatKm } from '@/shared/format/format-price';

/**
 * The buyer's costs beside the price (issue 31, point 5): each line with its law, its sources and
 * the date they were checked; what no source covers is said, never estimated.
 */
export function BuyerCosts({ costs }: { costs: BuyerCostsResponse }) {
  const t = useTranslations('propertyPage.costs');
  const language = useLanguage();
  return (
    <div className="flex flex-col gap-3" data-testid="buyer-costs">
      {costs.lines.length === 0 && <p className="text-slate-700">{t('noneSourced')}</p>}
      <ul className="flex flex-col gap-3">
        {costs.lines.map((line) => (
          <li key={line.key} className="rounded-2xl border border-slate-200 p-4">
            <p className="flex flex-wrap justify-between gap-2 font-semibold text-slate-900">
              <span>{t(`lines.${line.key}`, { place: line.place.name, rate: line.ratePct })}</span>
              <span>{line.amount === null ? t('onRequest') : formatKm(line.amount, language)}</span>
            </p>
            <p className="mt-1 text-sm text-slate-700">{t(`payer.${line.payer}`)}</p>
            {line.exemption && (
              <p className="mt-1 text-sm text-slate-700">{t(`exemptions.${line.exemption}`)}</p>
            )}
            <p className="mt-2 text-xs text-slate-600">
              {t('source', { law: line.law, date: formatDate(line.checkedAt, language) })}{' '}
              {line.sources.map((source, index) => (
                <span key={source.url}>
                  {index > 0 && ' · '}
                  <a href={source.url} rel="noopener noreferrer" className="underline underline-offset-2">
                    {source.title}
                  </a>
                </span>
              ))}
            </p>
          </li>
        ))}
      </ul>
      {costs.total !== null && costs.lines.length > 0 && (
        <p className="font-semibold text-slate-900" data-testid="buyer-costs-total">
          {t('total', { amount: formatKm(costs.total, language) })}
        </p>
      )}
      <p className="text-sm text-slate-600">{t('notListed')}</p>
    </div>
  );
}
