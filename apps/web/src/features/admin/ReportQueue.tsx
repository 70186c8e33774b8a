'use client';

import { type AdminReportItem, type ReportAction, reportResolutionLimits } from '@krov/contracts';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ListStates, MoreButton } from '@/shared/ui/ListStates';
import { toast } from '@/shared/ui/toast';
import { ReasonDialog } from './ReasonDialog';
import { ReportItemCard } from './ReportItemCard';
import { type ReportStatus, type SubjectFilter, useReportQueue } from './use-report-queue';

const subjects: readonly SubjectFilter[] = ['all', 'listing', 'chat', 'user'];
const statuses: readonly ReportStatus[] = ['open', 'resolved'];

/**
 * The admins' queue (issue 29): open reports by subject, each with its count and reasons beside
 * the listing or the conversation; resolved with dismiss, hide the listing or suspend the user,
 * and a reason the reporters and the reported are told in their language.
 */
export function ReportQueue({ onNotFound }: { onNotFound(): void }) {
  const t = useTranslations('admin.reports');
  const [status, setStatus] = useState<ReportStatus>('open');
  const [subject, setSubject] = useState<SubjectFilter>('all');
  const list = useReportQueue({ status, subject }, onNotFound);
  const [resolving, setResolving] = useState<{ item: AdminReportItem; action: ReportAction } | null>(null);

  const resolve = async (reason: string) => {
    if (!resolving) return;
    await list.resolve(resolving.item.id, resolving.action, reason);
    toast.success(t(`resolve.done.${resolving.action}`));
    setResolving(null);
  };
  const action = resolving?.action ?? 'dismiss';

  return (
    // Under AdminView's heading of the section (its id is admin-reports): no heading of its own.
    <div className="space-y-4" data-testid="admin-reports">
      <div className="flex flex-wrap gap-4">
        <FilterGroup<ReportStatus>
          label={t('statusLabel')}
          values={statuses}
          current={status}
          text={(value) => t(`status.${value}`)}
          onChange={setStatus}
        />
        <FilterGroup<SubjectFilter>
          label={t('subjectLabel')}
          values={subjects}
          current={subject}
          text={(value) => t(`subject.${value}`)}
          onChange={setSubject}
        />
      </div>
      <ListStates
        list={list}
        texts={{ loadFailed: t('loadFailed'), empty: t(status === 'open' ? 'empty' : 'emptyResolved') }}
        emptyTestId="admin-reports-empty"
      >
        <ul className="space-y-4">
          {list.items.map((item) => (
            <li key={`${item.subject}:${item.id}`}>
              <ReportItemCard item={item} onResolve={(chosen) => setResolving({ item, action: chosen })} />
            </li>
          ))}
        </ul>
        <MoreButton list={list} label={t('loadMore')} />
      </ListStates>
      <ReasonDialog
        open={resolving !== null}
        colour={action === 'dismiss' ? 'primary' : 'negative'}
        maxLength={reportResolutionLimits.reasonMax}
        texts={{
          title: t(`resolve.${action}.title`, { name: resolving?.item.user?.name ?? '' }),
          text: t(`resolve.${action}.text`),
          button: t(`resolve.${action}.button`),
          reason: t('resolve.reason'),
          reasonHint: t('resolve.reasonHint'),
        }}
        onClose={() => setResolving(null)}
        onSubmit={resolve}
      />
    </div>
  );
}

function FilterGroup<Value extends string>({
  label,
  values,
  current,
  text,
  onChange,
}: {
  label: string;
  values: readonly Value[];
  current: Value;
  text(value: Value): string;
  onChange(value: Value): void;
}) {
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">{label}</legend>
      {values.map((value) => (
        <button
          key={value}
          type="button"
          aria-pressed={value === current}
          onClick={() => onChange(value)}
          className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-800"
        >
          {text(value)}
        </button>
      ))}
    </fieldset>
  );
}
