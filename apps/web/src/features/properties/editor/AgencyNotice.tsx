'use client';

import type { UserAgency } from '@krov/contracts';
import { useTranslations } from 'next-intl';
import { useId } from 'react';

/**
 * Above the listing form of a member of an agency that is not approved (its request still waits,
 * or an admin suspended it): the listing is the agency's and may be written and saved now, but it
 * goes public only once the agency is approved (the api's AgencyNotApproved at publish). Said
 * before the form is filled, not after.
 */
export function AgencyNotice({ agency }: { agency: UserAgency }) {
  const t = useTranslations('properties.agencyNotice');
  const titleId = useId();
  if (!agency || agency.status === 'approved') return null;
  const state = agency.status === 'pending' ? 'pending' : 'suspended';
  return (
    <section
      aria-labelledby={titleId}
      data-testid="agency-not-approved"
      className="rounded-2xl border border-amber-300 bg-amber-50 px-5 py-4 text-amber-950"
    >
      <h2 id={titleId} className="font-semibold">
        {t(`${state}Title`, { agency: agency.name })}
      </h2>
      <p className="mt-1 text-sm">{t(`${state}Text`)}</p>
    </section>
  );
}
