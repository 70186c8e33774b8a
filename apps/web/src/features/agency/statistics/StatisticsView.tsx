'use client';

import { routes } from '@krov/contracts/routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { ApiError } from '@/shared/api/api-error';
import { apiUrl, request } from '@/shared/api/client';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { textLinkClasses } from '@/shared/ui/text-link';
import { StatisticsContent } from './StatisticsContent';
import { type Period, periodOf, periods } from './statistics-format';

export const statisticsKey = (days: Period) => ['agency', 'statistics', days] as const;

/**
 * /me/agency/statistics (issue 16): the owner's figures over 7, 30 or 90 days (?days= in the URL),
 * read in the browser like the rest of /me/agency. An agent and a user in no agency are told why
 * there is nothing to see.
 */
export function StatisticsView() {
  const t = useTranslations('agency.statistics');
  const tCommon = useTranslations('common');
  const days = periodOf(useSearchParams().get('days'));
  const statistics = useQuery({
    queryKey: statisticsKey(days),
    queryFn: ({ signal }) => request('agencyStatistics', { query: { days } }, { signal, quiet: true }),
    // The previous period stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

  if (statistics.isPending) {
    return (
      <div className="flex min-h-40 items-center justify-center text-slate-600">
        <Spinner label={tCommon('loading')} className="size-6" />
      </div>
    );
  }
  if (statistics.isError) {
    const key = statistics.error instanceof ApiError ? statistics.error.key : null;
    if (key === 'ActionForbidden') {
      return (
        <p className="text-slate-700" data-testid="statistics-agent-only">
          {t('agentOnly')}
        </p>
      );
    }
    if (key === 'AgencyNotFound') {
      return (
        <div className="space-y-3 text-slate-700" data-testid="statistics-no-agency">
          <p>{t('noAgency')}</p>
          <p>
            <Link href="/me/agency" className={textLinkClasses}>
              {t('toMyAgency')}
            </Link>
          </p>
        </div>
      );
    }
    return (
      <div className="space-y-4 text-slate-700">
        <p>{t('loadFailed')}</p>
        <Button colour="secondary" onClick={() => void statistics.refetch()}>
          {tCommon('tryAgain')}
        </Button>
      </div>
    );
  }
  return (
    <div className="space-y-10" data-testid="agency-statistics" data-days={statistics.data.days}>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <nav aria-label={t('period')}>
          <ul className="flex gap-1 rounded-lg bg-slate-100 p-1">
            {periods.map((each) => (
              <li key={each}>
                <Link
                  href={`/me/agency/statistics?days=${each}`}
                  replace
                  scroll={false}
                  aria-current={each === days ? 'page' : undefined}
                  className={
                    each === days
                      ? 'block rounded-md bg-white px-3 py-1.5 text-sm font-medium text-slate-900 shadow-sm'
                      : 'block rounded-md px-3 py-1.5 text-sm text-slate-700 hover:bg-white/60'
                  }
                >
                  {t('lastDays', { days: Number(each) })}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {/* Same origin: the browser sends the session's cookie with the download. */}
        <a
          href={apiUrl(routes.agencyStatisticsCsv.path, { days })}
          download
          className={textLinkClasses}
          data-testid="statistics-csv"
        >
          {t('csv')}
        </a>
      </div>
      <StatisticsContent statistics={statistics.data} />
    </div>
  );
}
