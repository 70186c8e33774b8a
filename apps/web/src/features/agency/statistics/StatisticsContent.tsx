'use client';

import type { AgencyStatisticsResponse, Language } from '@krov/contracts';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useLanguage } from '@/i18n/use-language';
import { textLinkClasses } from '@/shared/ui/text-link';
import { DailyChart, type Series } from './DailyChart';
import { ListingsTable } from './ListingsTable';
import {
  type Daily,
  type Figure,
  figures,
  formatCount,
  formatDay,
  hasActivity,
  summarise,
} from './statistics-format';

const viewsSeries = { figure: 'views', colour: '#0f766e' } as const;
const contactSeries = [
  { figure: 'contacts', colour: '#1d4ed8' },
  { figure: 'phoneReveals', colour: '#b45309' },
] as const;

/** The totals, the daily charts with their figures as a table, and the table per listing. */
export function StatisticsContent({ statistics }: { statistics: AgencyStatisticsResponse }) {
  const t = useTranslations('agency.statistics');
  const language = useLanguage();
  const { totals, daily, listings } = statistics;
  const label = (figure: Figure) => t(figure);
  const chart = (title: string, series: readonly Series[]) => {
    const values = daily.map((each) => series.reduce((sum, s) => sum + each[s.figure], 0));
    const summary = summarise(daily, values);
    const range = {
      what: title,
      from: formatDay(summary.from, language),
      to: formatDay(summary.to, language),
    };
    return (
      <DailyChart
        title={title}
        summary={
          summary.peak
            ? t('chartSummary', {
                ...range,
                total: formatCount(summary.total, language),
                peakDay: formatDay(summary.peak.day, language),
                peak: formatCount(summary.peak.value, language),
              })
            : t('chartSummaryEmpty', range)
        }
        daily={daily}
        series={series}
        language={language}
      />
    );
  };
  return (
    <>
      <section aria-labelledby="statistics-totals" className="space-y-4">
        <h2 id="statistics-totals" className="text-xl font-semibold text-slate-900">
          {t('totals')}
        </h2>
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          {figures.map((figure) => (
            <div key={figure} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <dt className="text-sm text-slate-600">
                {label(figure)}
                {figure === 'contacts' && <span className="block text-xs">{t('contactsHint')}</span>}
              </dt>
              <dd className="mt-1 text-2xl font-semibold text-slate-900" data-testid={`total-${figure}`}>
                {formatCount(totals[figure], language)}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="statistics-daily" className="space-y-6">
        <h2 id="statistics-daily" className="text-xl font-semibold text-slate-900">
          {t('charts')}
        </h2>
        {hasActivity(totals) ? (
          <>
            {chart(t('viewsChart'), [{ ...viewsSeries, label: label('views') }])}
            {chart(
              t('contactsChart'),
              contactSeries.map((s) => ({ ...s, label: label(s.figure) })),
            )}
            <details className="rounded-lg border border-slate-200 bg-white p-4">
              <summary className="cursor-pointer font-medium text-slate-900">{t('dailyTable')}</summary>
              <DailyTable daily={daily} language={language} />
            </details>
          </>
        ) : (
          <p className="text-slate-700" data-testid="statistics-no-activity">
            {t('noActivity')}
          </p>
        )}
      </section>
      <section aria-labelledby="statistics-listings" className="space-y-4">
        <h2 id="statistics-listings" className="text-xl font-semibold text-slate-900">
          {t('listings')}
        </h2>
        {listings.length > 0 ? (
          <ListingsTable listings={listings} language={language} />
        ) : (
          <div className="space-y-2 text-slate-700" data-testid="statistics-no-listings">
            <p>{t('noListings')}</p>
            <p>
              <Link href="/me/properties/new" className={textLinkClasses}>
                {t('addListing')}
              </Link>
            </p>
          </div>
        )}
      </section>
    </>
  );
}

/** The charts' figures, newest day first: the accessible form of the same data. */
function DailyTable({ daily, language }: { daily: readonly Daily[]; language: Language }) {
  const t = useTranslations('agency.statistics');
  return (
    <div className="mt-3">
      <table className="w-full text-sm">
        <thead className="text-left text-slate-600">
          <tr>
            <th scope="col" className="py-2 pr-4 font-medium">
              {t('day')}
            </th>
            {figures.map((figure) => (
              <th key={figure} scope="col" className="py-2 pr-4 text-right font-medium">
                {t(figure)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 text-slate-900">
          {[...daily].reverse().map((each) => (
            <tr key={each.day}>
              <th scope="row" className="py-1.5 pr-4 text-left font-normal">
                {formatDay(each.day, language)}
              </th>
              {figures.map((figure) => (
                <td key={figure} className="py-1.5 pr-4 text-right tabular-nums">
                  {formatCount(each[figure], language)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
