'use client';

import type { AdminAgencyItem } from '@krov/contracts';
import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import { type ReactNode, useState } from 'react';
import { useLanguage } from '@/i18n/use-language';
import { request } from '@/shared/api/client';
import { Button } from '@/shared/ui/Button';
import { toast } from '@/shared/ui/toast';
import { type AdminAction, actionEndpoints, actionsFor, historyKey } from './admin-actions';
import { formatDateTime } from './format';
import { ReasonDialog, type ReasonTexts } from './ReasonDialog';

const statusClasses = {
  pending: 'bg-sky-50 text-sky-900',
  approved: 'bg-emerald-50 text-emerald-900',
  suspended: 'bg-amber-50 text-amber-950',
} as const;

/** One agency as the admin judges it: its details, its audit trail and the decisions open to it. */
export function AgencyRequestCard({
  agency,
  onChanged,
}: {
  agency: AdminAgencyItem;
  onChanged(updated: AdminAgencyItem): void;
}) {
  const t = useTranslations('admin.agencies');
  const tAuthorities = useTranslations('agency.authorities');
  const language = useLanguage();
  const [action, setAction] = useState<AdminAction | null>(null);
  const headingId = `admin-agency-${agency.id}`;
  const names = { agency: agency.name, number: agency.registerNumber };
  const texts = (each: AdminAction): ReasonTexts => ({
    title: t(`${each}.title`, names),
    text: t(`${each}.text`, names),
    button: t(`${each}.button`),
    reason: t('reason'),
    reasonHint: t('reasonHint'),
  });
  // Kept in the audit trail and sent to the owner; the card shows the agency as the api answers it.
  const decide = async (reason: string) => {
    if (!action) return;
    const updated = await request(actionEndpoints[action], { params: { id: agency.id }, body: { reason } });
    toast.success(t(`${action}.done`, names));
    setAction(null);
    onChanged(updated);
  };
  return (
    <article
      aria-labelledby={headingId}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5"
      data-testid="admin-agency"
      data-status={agency.status}
    >
      <header className="flex flex-wrap items-center gap-3">
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          {agency.name}
        </h3>
        <span
          className={clsx('rounded-full px-2.5 py-0.5 text-sm font-medium', statusClasses[agency.status])}
        >
          {t(`status.${agency.status}`)}
        </span>
        {agency.registerVerified && (
          <span
            className="rounded-full bg-emerald-700 px-2.5 py-0.5 text-sm font-semibold text-white"
            data-testid="admin-verified"
          >
            {t('verified')}
          </span>
        )}
      </header>
      <dl className="grid gap-4 text-sm sm:grid-cols-2">
        <Detail term={t('owner')}>
          {agency.owner.name}
          <br />
          {agency.owner.email}
        </Detail>
        <Detail term={t('register')}>
          {tAuthorities(agency.registerAuthority)}
          <br />
          <span data-testid="admin-register-number">{agency.registerNumber}</span>
        </Detail>
        <Detail term={t('contact')}>
          {agency.address}
          <br />
          {agency.phoneNumber} · {agency.email}
          {agency.website && (
            <>
              <br />
              {agency.website}
            </>
          )}
        </Detail>
        <Detail term={t('history')}>
          <ol className="space-y-1.5">
            {agency.history.map((entry) => (
              <li key={`${entry.action}-${entry.at}`}>
                <span className="text-slate-600">{formatDateTime(entry.at, language)}</span>{' '}
                {entry.by
                  ? t('historyBy', { action: t(`actions.${historyKey(entry.action)}`), by: entry.by })
                  : t(`actions.${historyKey(entry.action)}`)}
                {entry.reason && <span className="block text-slate-700">“{entry.reason}”</span>}
              </li>
            ))}
          </ol>
        </Detail>
      </dl>
      <p className="text-sm text-slate-600">
        {t('requested', { date: formatDateTime(agency.createdAt, language) })}
      </p>
      <div className="flex flex-wrap gap-2">
        {actionsFor(agency).map((each) => (
          <Button
            key={each}
            colour={each === 'suspend' ? 'negative' : each === 'verify' ? 'secondary' : 'primary'}
            size="sm"
            onClick={() => setAction(each)}
          >
            {t(`${each}.button`)}
          </Button>
        ))}
      </div>
      <ReasonDialog
        open={action !== null}
        texts={action ? texts(action) : { title: '', text: '', button: '', reason: '', reasonHint: '' }}
        colour={action === 'suspend' ? 'negative' : 'primary'}
        onClose={() => setAction(null)}
        onSubmit={decide}
      />
    </article>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-medium text-slate-600">{term}</dt>
      <dd className="mt-0.5 break-words text-slate-900">{children}</dd>
    </div>
  );
}
