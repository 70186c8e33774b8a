import type { PriceHistoryResponse } from '@krov/contracts';
import { useTranslations } from 'next-intl';
import { useLanguage } from '@/i18n/use-language';
import { formatDate, formatKm } from '@/shared/format/format-price';
import { pluralForm } from '@/shared/format/plural';
import { daysOnMarket, formatPercent, priceHistoryMinEntries, priceHistoryRows } from './price-history';

/**
 * "Na tržištu 12 dana" under the price, from the day the property was first listed (a relisting
 * keeps it). No 'use client': rendered on the server on /p/{id}, in the browser in the modal.
 */
export function DaysOnMarket({ firstListedAt }: { firstListedAt: string }) {
  const t = useTranslations('propertyPage.priceHistory');
  const language = useLanguage();
  const days = daysOnMarket(firstListedAt, new Date());
  return (
    <p className="text-sm text-slate-600" data-testid="days-on-market">
      {days === 0 ? t('onMarketToday') : t(`onMarket.${pluralForm(days, language)}`, { days })}
    </p>
  );
}

/**
 * The asking prices, newest first, each with its change from the one before (↓ down, ↑ up, said
 * in words to a screen reader). Only once the price has changed: one entry is no history.
 */
export function PriceHistory({ history, level }: { history: PriceHistoryResponse; level: number }) {
  const t = useTranslations('propertyPage.priceHistory');
  const onRequest = useTranslations('properties')('price.onRequest');
  const language = useLanguage();
  if (history.items.length < priceHistoryMinEntries) return null;
  const Heading = level <= 2 ? 'h2' : 'h3';
  return (
    <section data-testid="price-history">
      <Heading className="mb-3 text-xl font-semibold text-slate-900">{t('title')}</Heading>
      <table className="w-full max-w-md text-left text-sm">
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            <th scope="col" className="py-2 pr-4 font-medium">
              {t('date')}
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              {t('price')}
            </th>
            <th scope="col" className="py-2 font-medium">
              {t('change')}
            </th>
          </tr>
        </thead>
        <tbody>
          {priceHistoryRows(history.items).map((row) => {
            const percent = row.change
              ? t('percent', { value: formatPercent(row.change.percent, language) })
              : '';
            return (
              <tr
                key={row.changedAt}
                className="border-b border-slate-100 last:border-0"
                data-testid="price-history-row"
              >
                <td className="py-2 pr-4 text-slate-700">{formatDate(row.changedAt, language)}</td>
                <td className="py-2 pr-4 font-semibold text-slate-900">
                  {row.price === null ? onRequest : formatKm(row.price, language)}
                </td>
                <td className="py-2 text-slate-700">
                  {row.change ? (
                    <span className={row.change.direction === 'down' ? 'text-emerald-800' : 'text-red-800'}>
                      <span aria-hidden="true">
                        {row.change.direction === 'down' ? '↓' : '↑'} {percent}
                      </span>
                      <span className="sr-only">{t(row.change.direction, { percent })}</span>
                    </span>
                  ) : row.first ? (
                    t('listed')
                  ) : (
                    <span aria-hidden="true">–</span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
