'use client';

import { type AdminReportItem, type ReportAction, reportReasons } from '@krov/contracts';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useLanguage } from '@/i18n/use-language';
import { Button } from '@/shared/ui/Button';
import { formatDateTime } from './format';

const messagesShown = 5;
/** The reasons the catalogue names: users' own, a conversation's report, the system's flags. */
const namedReasons = new Set<string>([...reportReasons, 'chat', 'photo_reuse', 'not_same_property']);

/**
 * One item of the queue: what is reported (a listing, a conversation, a user), how often and why,
 * the latest words of the reporters, beside it the listing or the conversation and whom a
 * suspension would suspend; open, the three actions; resolved, how.
 */
export function ReportItemCard({
  item,
  onResolve,
}: {
  item: AdminReportItem;
  onResolve(action: ReportAction): void;
}) {
  const t = useTranslations('admin.reports');
  const language = useLanguage();
  const headingId = `admin-report-${item.subject}-${item.id}`;
  const reasonText = (reason: string) => (namedReasons.has(reason) ? t(`reasons.${reason}`) : reason);
  const title =
    item.subject === 'listing'
      ? (item.listing?.address ?? t('deletedListing'))
      : item.subject === 'chat'
        ? t('chatTitle', { names: item.chat?.members.map((member) => member.name).join(', ') ?? '' })
        : (item.user?.name ?? '—');
  const names = new Map(item.chat?.members.map((member) => [member.userId, member.name]));
  const messages = [...(item.chat?.messages ?? [])].slice(0, messagesShown).reverse();

  return (
    <article
      aria-labelledby={headingId}
      className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5"
      data-testid="admin-report"
      data-id={item.id}
      data-subject={item.subject}
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {t(`subject.${item.subject}`)}
          </p>
          <h3 id={headingId} className="font-semibold break-words text-slate-900">
            {item.subject === 'listing' && item.listing ? (
              <Link href={`/p/${item.listing.id}`} className="hover:underline">
                {title}
              </Link>
            ) : (
              title
            )}
          </h3>
          <p className="text-sm text-slate-600">
            {t('latestAt', { date: formatDateTime(item.createdAt, language) })}
            {item.listing && ` · ${t(`listingStatus.${item.listing.status}`)}`}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {item.system && (
            <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
              {t('system')}
            </span>
          )}
          <span
            className="rounded-full bg-slate-900 px-2.5 py-0.5 text-xs font-semibold text-white"
            data-testid="admin-report-count"
          >
            {t('count', { count: item.count })}
          </span>
        </div>
      </header>
      <ul className="flex flex-wrap gap-2 text-sm" aria-label={t('reasonsLabel')}>
        {Object.entries(item.reasons).map(([reason, count]) => (
          <li key={reason} className="rounded-lg bg-slate-100 px-2 py-1 text-slate-800">
            {reasonText(reason)} · {count}
          </li>
        ))}
      </ul>
      {item.photoReuse && (
        <p className="text-sm text-slate-800" data-testid="admin-report-photo-reuse">
          {item.photoReuse.listingId ? (
            <>
              {t('photoReuse')}{' '}
              <Link href={`/p/${item.photoReuse.listingId}`} className="font-medium underline">
                {item.photoReuse.address ?? item.photoReuse.listingId}
              </Link>
            </>
          ) : (
            t('photoReuseDeleted')
          )}
        </p>
      )}
      {item.latest.some((report) => report.text) && (
        <ul className="space-y-1 text-sm text-slate-800">
          {item.latest
            .filter((report) => report.text)
            .map((report) => (
              <li key={`${report.createdAt}:${report.text}`} className="break-words whitespace-pre-wrap">
                {t('quoted', { text: report.text })}
              </li>
            ))}
        </ul>
      )}
      {item.chat && (
        <div className="text-sm">
          <h4 className="font-medium text-slate-600">{t('members')}</h4>
          <ul className="mt-0.5 text-slate-900">
            {item.chat.members.map((member) => (
              <li key={member.userId} className="break-words" data-testid="admin-report-member">
                {member.name} · {member.email}
              </li>
            ))}
          </ul>
        </div>
      )}
      {messages.length > 0 && (
        <ol
          className="max-h-64 space-y-2 overflow-y-auto rounded-xl bg-slate-50 p-3"
          aria-label={t('messages')}
        >
          {messages.map((message) => (
            <li key={message.id} className="text-sm" data-testid="admin-report-message">
              <p className="text-xs text-slate-600">
                <span className="font-semibold text-slate-800">{names.get(message.senderId) ?? '—'}</span> ·{' '}
                <time dateTime={message.sentAt}>{formatDateTime(message.sentAt, language)}</time>
              </p>
              {message.text && (
                <p className="break-words whitespace-pre-wrap text-slate-900">{message.text}</p>
              )}
            </li>
          ))}
        </ol>
      )}
      {item.user && (
        <p className="text-sm text-slate-700">
          {t(item.subject === 'listing' ? 'owner' : 'reported')}:{' '}
          <span className="text-slate-900">
            {item.user.name} · {item.user.email}
          </span>
        </p>
      )}
      {item.resolution ? (
        <p
          className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-800"
          data-testid="admin-report-resolution"
        >
          {t(`resolution.${item.resolution.action}`, {
            date: formatDateTime(item.resolution.resolvedAt, language),
          })}{' '}
          <span className="break-words whitespace-pre-wrap">{item.resolution.reason}</span>
        </p>
      ) : (
        item.status === 'open' && (
          <div className="flex flex-wrap gap-2">
            <Button
              colour="secondary"
              size="sm"
              aria-describedby={headingId}
              onClick={() => onResolve('dismiss')}
            >
              {t('resolve.dismiss.button')}
            </Button>
            {item.subject === 'listing' && item.listing?.status === 'listed' && (
              <Button
                colour="negative"
                size="sm"
                aria-describedby={headingId}
                onClick={() => onResolve('hide_listing')}
              >
                {t('resolve.hide_listing.button')}
              </Button>
            )}
            {item.user && (
              <Button
                colour="negative"
                size="sm"
                aria-describedby={headingId}
                onClick={() => onResolve('suspend_user')}
              >
                {t('resolve.suspend_user.button')}
              </Button>
            )}
          </div>
        )
      )}
    </article>
  );
}
