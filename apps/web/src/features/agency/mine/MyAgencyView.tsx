'use client';

import type { MyAgencyResponse } from '@krov/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { request } from '@/shared/api/client';
import { useAuthStore } from '@/shared/state/auth-store';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { textLinkClasses } from '@/shared/ui/text-link';
import { refreshProfile } from '../profile';
import { agencyKeys } from '../query-keys';
import { AgencyDetails } from './AgencyDetails';
import { AgencyForm } from './AgencyForm';
import { AgencyLogoSection } from './AgencyLogoSection';
import { AgencyStatusMessage } from './AgencyStatusMessage';
import { AgentsSection } from './AgentsSection';
import { InvitationsSection } from './InvitationsSection';

type Agency = NonNullable<MyAgencyResponse>;

/**
 * /me/agency (issue 16): a user in no agency gets the request form; an owner the status, the links
 * to the statistics and the invoices, the agents, the invitations, the logo and the edit form; an
 * agent the status and the agency read-only with "Leave the agency".
 */
export function MyAgencyView() {
  const t = useTranslations('agency.mine');
  const tCommon = useTranslations('common');
  const tStatistics = useTranslations('agency.statistics');
  const tInvoices = useTranslations('agency.invoices');
  const queryClient = useQueryClient();
  const mine = useQuery({
    queryKey: agencyKeys.mine,
    queryFn: ({ signal }) => request('myAgency', {}, { signal, quiet: true }),
  });
  const profileAgency = useAuthStore((state) => state.user?.agency);
  // The shell's profile follows what the api says now (an admin's decision, a removal).
  const stale =
    mine.isSuccess &&
    profileAgency !== undefined &&
    (mine.data?.status ?? null) !== (profileAgency?.status ?? null);
  useEffect(() => {
    if (stale) void refreshProfile();
  }, [stale]);
  const saved = (agency: Agency) => {
    queryClient.setQueryData(agencyKeys.mine, agency);
    void refreshProfile();
  };

  if (mine.isPending) {
    return (
      <div className="flex min-h-40 items-center justify-center text-slate-600">
        <Spinner label={tCommon('loading')} className="size-6" />
      </div>
    );
  }
  if (mine.isError) {
    return (
      <div className="space-y-4 text-slate-700">
        <p>{t('loadFailed')}</p>
        <Button colour="secondary" onClick={() => void mine.refetch()}>
          {tCommon('tryAgain')}
        </Button>
      </div>
    );
  }
  const agency = mine.data;
  if (!agency) {
    return (
      <section aria-labelledby="agency-create" className="space-y-5" data-testid="agency-create">
        <h2 id="agency-create" className="text-xl font-semibold text-slate-900">
          {t('create.title')}
        </h2>
        <p className="max-w-2xl text-slate-700">{t('create.text')}</p>
        <AgencyForm onSaved={saved} />
      </section>
    );
  }
  if (agency.role === 'agent') {
    return (
      <div className="space-y-8" data-testid="my-agency" data-role="agent">
        <AgencyStatusMessage agency={agency} />
        <AgencyDetails agency={agency} />
      </div>
    );
  }
  return (
    <div className="space-y-10" data-testid="my-agency" data-role="owner">
      <AgencyStatusMessage agency={agency} />
      <p className="flex flex-wrap gap-x-6 gap-y-2">
        {agency.status === 'approved' && (
          <Link href="/me/agency/statistics" className={textLinkClasses} data-testid="agency-statistics-link">
            {tStatistics('link')}
          </Link>
        )}
        {/* Every owner's: a suspended agency still pays its invoices, a pending one sets its details. */}
        <Link href="/me/agency/invoices" className={textLinkClasses} data-testid="agency-invoices-link">
          {tInvoices('link')}
        </Link>
      </p>
      <AgentsSection />
      <InvitationsSection status={agency.status} />
      <AgencyLogoSection agency={agency} onSaved={saved} />
      <section aria-labelledby="agency-edit" className="space-y-5">
        <h2 id="agency-edit" className="text-xl font-semibold text-slate-900">
          {t('edit.title')}
        </h2>
        {agency.status === 'approved' && (
          <p className="text-slate-700">
            {/* Not prefetched: that would render the public page's cached copy before a change lands. */}
            <Link prefetch={false} href={`/agency/${agency.slug}`} className={textLinkClasses}>
              {t('details.publicPage')}
            </Link>
          </p>
        )}
        <AgencyForm agency={agency} onSaved={saved} />
      </section>
    </div>
  );
}
