'use client';

import type { MyAgencyResponse } from '@krov/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { type ReactNode, useState } from 'react';
import { request } from '@/shared/api/client';
import { useAuthStore } from '@/shared/state/auth-store';
import { Button } from '@/shared/ui/Button';
import { textLinkClasses } from '@/shared/ui/text-link';
import { toast } from '@/shared/ui/toast';
import { Avatar } from '../Avatar';
import { ConfirmDialog } from '../ConfirmDialog';
import { refreshProfile } from '../profile';
import { agencyKeys } from '../query-keys';

type Agency = NonNullable<MyAgencyResponse>;

/** The agency as an agent sees it: its details, read-only, and "Leave the agency". */
export function AgencyDetails({ agency }: { agency: Agency }) {
  const t = useTranslations('agency.mine.details');
  return (
    <section aria-labelledby="agency-details" className="space-y-5" data-testid="agency-details">
      <div className="flex items-center gap-4">
        <Avatar name={agency.name} src={agency.logo} className="size-14 text-lg" />
        <div>
          <h2 id="agency-details" className="text-xl font-semibold text-slate-900">
            {agency.name}
          </h2>
          <p className="text-slate-700">{t('role')}</p>
        </div>
      </div>
      {agency.description && <p className="whitespace-pre-line text-slate-800">{agency.description}</p>}
      <dl className="grid gap-4 sm:grid-cols-2">
        <Detail term={t('address')}>{agency.address}</Detail>
        <Detail term={t('phone')}>{agency.phoneNumber}</Detail>
        <Detail term={t('email')}>{agency.email}</Detail>
        {agency.website && <Detail term={t('website')}>{agency.website}</Detail>}
      </dl>
      {agency.status === 'approved' && (
        <p>
          {/* Not prefetched: that would render the public page's cached copy before a change lands. */}
          <Link prefetch={false} href={`/agency/${agency.slug}`} className={textLinkClasses}>
            {t('publicPage')}
          </Link>
        </p>
      )}
      <LeaveAgency agency={agency} />
    </section>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** An agent leaves: DELETE …/agents/{their own id}, confirmed; their listings go to the owner. */
function LeaveAgency({ agency }: { agency: Agency }) {
  const t = useTranslations('agency.mine.leave');
  const queryClient = useQueryClient();
  const myId = useAuthStore((state) => state.user?.id);
  const [asking, setAsking] = useState(false);
  const leave = useMutation({
    mutationFn: (userId: string) => request('removeAgent', { params: { userId } }),
    onSuccess: async () => {
      toast.success(t('done'));
      setAsking(false);
      queryClient.setQueryData(agencyKeys.mine, null);
      queryClient.removeQueries({ queryKey: agencyKeys.agents });
      queryClient.removeQueries({ queryKey: agencyKeys.invitations });
      await refreshProfile();
    },
  });
  return (
    <>
      <Button colour="secondary" disabled={!myId} onClick={() => setAsking(true)}>
        {t('button')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('title', { agency: agency.name })}
        text={t('text')}
        confirm={t('confirm')}
        pending={leave.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => myId && leave.mutate(myId)}
      />
    </>
  );
}
