'use client';

import { type AdminAuditEntry, type AuditAction, auditActions } from '@krov/contracts';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { useLanguage } from '@/i18n/use-language';
import { ListStates, MoreButton } from '@/shared/ui/ListStates';
import { formatDateTime } from './format';
import { useAuditLog } from './use-audit-log';

/** The audit log (issue 29): every admin action, who, when, what, why; newest first, by action. */
export function AuditLog({ onNotFound }: { onNotFound(): void }) {
  const t = useTranslations('admin.auditLog');
  const [action, setAction] = useState<AuditAction | 'all'>('all');
  const list = useAuditLog(action, onNotFound);
  const filterId = useId();
  return (
    // Under AdminView's heading of the section: no heading of its own.
    <div className="space-y-4" data-testid="admin-audit-log">
      <div className="flex items-center gap-2">
        <label htmlFor={filterId} className="text-sm font-medium text-slate-700">
          {t('filter')}
        </label>
        <select
          id={filterId}
          value={action}
          onChange={(event) => setAction(event.target.value as AuditAction | 'all')}
          className="rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm"
        >
          <option value="all">{t('all')}</option>
          {auditActions.map((each) => (
            <option key={each} value={each}>
              {t(`actions.${each}`)}
            </option>
          ))}
        </select>
      </div>
      <ListStates
        list={list}
        texts={{ loadFailed: t('loadFailed'), empty: t('empty') }}
        emptyTestId="admin-audit-empty"
      >
        <ol className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {list.items.map((entry) => (
            <AuditRow key={entry.id} entry={entry} />
          ))}
        </ol>
        <MoreButton list={list} label={t('loadMore')} />
      </ListStates>
    </div>
  );
}

function AuditRow({ entry }: { entry: AdminAuditEntry }) {
  const t = useTranslations('admin.auditLog');
  const language = useLanguage();
  const details = Object.entries(entry.details).filter(([, value]) => value !== null);
  return (
    <li className="space-y-1 p-4 text-sm" data-testid="admin-audit-entry" data-action={entry.action}>
      <p className="text-slate-600">
        <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, language)}</time> ·{' '}
        <span className="font-medium text-slate-800">{entry.admin?.name ?? t('formerAdmin')}</span>
      </p>
      <p className="font-semibold text-slate-900">
        {t(`actions.${entry.action}`)} ·{' '}
        <span className="font-normal text-slate-700">
          {t(`subjects.${entry.subject.type}`)}{' '}
          {entry.subject.type === 'listing' ? (
            <Link href={`/p/${entry.subject.id}`} className="font-mono text-xs hover:underline">
              {entry.subject.id}
            </Link>
          ) : (
            <span className="font-mono text-xs">{entry.subject.id}</span>
          )}
        </span>
      </p>
      {entry.reason && <p className="break-words whitespace-pre-wrap text-slate-900">{entry.reason}</p>}
      {details.length > 0 && (
        <p className="text-xs text-slate-600">
          {details.map(([key, value]) => `${key}: ${String(value)}`).join(' · ')}
        </p>
      )}
    </li>
  );
}
