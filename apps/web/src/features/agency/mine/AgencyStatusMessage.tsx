'use client';

import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import { type AgencyStatus, type StatusTone, statusNotice } from '../status';

const toneClasses: Record<StatusTone, string> = {
  info: 'border-sky-200 bg-sky-50 text-sky-950',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-950',
  warning: 'border-amber-300 bg-amber-50 text-amber-950',
};

/** The agency's status as a message (docs/product/SPEC.md §4), with the admin's reason or note. */
export function AgencyStatusMessage({
  agency,
}: {
  agency: { status: AgencyStatus; statusReason: string | null };
}) {
  const t = useTranslations('agency.status');
  const notice = statusNotice(agency);
  return (
    <div
      role="status"
      className={clsx('rounded-2xl border p-5', toneClasses[notice.tone])}
      data-testid="agency-status"
      data-status={notice.status}
    >
      <h2 className="text-lg font-semibold">{t(`${notice.status}.title`)}</h2>
      <p className="mt-1">{t(`${notice.status}.text`)}</p>
      {notice.reason && (
        <p className="mt-2 font-medium" data-testid="agency-status-reason">
          {t(notice.reason.kind, { reason: notice.reason.text })}
        </p>
      )}
    </div>
  );
}
