'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { request } from '@/shared/api/client';
import { ListStates, MoreButton } from '@/shared/ui/ListStates';
import { textLinkClasses } from '@/shared/ui/text-link';
import { agencyKeys } from '../query-keys';
import { BillingSection, billingSectionId } from './BillingSection';
import { InvoicesTable } from './InvoicesTable';
import { useInvoices } from './use-invoices';

/**
 * /me/agency/invoices (issue 17): the owner's invoices (the running month's draft first), their
 * PDFs and Pay, and the billing details the invoices name the agency by, asked for while there are
 * none. Read in the browser like the rest of /me/agency; an agent and a user in no agency are told
 * why there is nothing to see, as the statistics page tells them.
 */
export function InvoicesView() {
  const t = useTranslations('agency.invoices');
  const list = useInvoices();
  const billing = useQuery({
    queryKey: agencyKeys.billing,
    queryFn: ({ signal }) => request('myAgencyBilling', {}, { signal, quiet: true }),
  });

  if (list.failure === 'ActionForbidden') {
    return (
      <p className="text-slate-700" data-testid="invoices-agent-only">
        {t('agentOnly')}
      </p>
    );
  }
  if (list.failure === 'AgencyNotFound') {
    return (
      <div className="space-y-3 text-slate-700" data-testid="invoices-no-agency">
        <p>{t('noAgency')}</p>
        <p>
          <Link href="/me/agency" className={textLinkClasses}>
            {t('toMyAgency')}
          </Link>
        </p>
      </div>
    );
  }
  const texts = {
    loading: t('loading'),
    loadFailed: t('loadFailed'),
    empty: t('empty'),
    browse: t('browse'),
  };
  return (
    <div className="space-y-10" data-testid="agency-invoices">
      {list.loaded && billing.isSuccess && billing.data === null && <BillingPrompt />}
      <ListStates list={list} texts={texts} browseHref="/me/properties" emptyTestId="invoices-empty">
        <div className="space-y-6">
          <InvoicesTable invoices={list.items} />
          <MoreButton list={list} label={t('loadMore')} className="flex justify-center" />
        </div>
      </ListStates>
      {/* Shown once the invoices have answered: an agent's refusal replaces the whole page. */}
      {list.loaded && <BillingSection billing={billing} />}
    </div>
  );
}

/** No billing details yet: invoices are issued without a JIB until the owner adds them (decision 154). */
function BillingPrompt() {
  const t = useTranslations('agency.invoices.prompt');
  return (
    <div
      className="space-y-2 rounded-2xl border border-amber-300 bg-amber-50 px-5 py-4 text-amber-950"
      data-testid="billing-prompt"
    >
      <h2 className="text-lg font-semibold">{t('title')}</h2>
      <p>{t('text')}</p>
      <p>
        <a href={`#${billingSectionId}`} className={textLinkClasses}>
          {t('link')}
        </a>
      </p>
    </div>
  );
}
