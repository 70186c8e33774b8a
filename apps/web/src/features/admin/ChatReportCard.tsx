'use client';

import type { AdminChatReportsResponse } from '@krov/contracts';
import { useTranslations } from 'next-intl';
import { useLanguage } from '@/i18n/use-language';
import { formatDateTime } from './format';

type Report = AdminChatReportsResponse['items'][number];

/** One reported conversation: when and why, who reported it, its two members and its messages. */
export function ChatReportCard({ report }: { report: Report }) {
  const t = useTranslations('admin.chatReports');
  const language = useLanguage();
  const names = new Map(report.members.map((member) => [member.userId, member.name]));
  names.set(report.reporter.userId, report.reporter.name);
  // The api sends the newest first; a conversation reads from the top.
  const messages = [...report.messages].reverse();
  const headingId = `admin-chat-report-${report.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5"
      data-testid="admin-chat-report"
    >
      <header>
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          {t('reportedBy', { name: report.reporter.name })}
        </h3>
        <p className="text-sm text-slate-600">
          <time dateTime={report.createdAt}>{formatDateTime(report.createdAt, language)}</time> ·{' '}
          {report.reporter.email}
        </p>
      </header>
      <dl className="grid gap-4 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-medium text-slate-600">{t('reason')}</dt>
          <dd
            className="mt-0.5 break-words whitespace-pre-wrap text-slate-900"
            data-testid="admin-report-reason"
          >
            {report.reason}
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">{t('members')}</dt>
          <dd className="mt-0.5 text-slate-900">
            <ul>
              {report.members.map((member) => (
                <li key={member.userId} data-testid="admin-report-member">
                  {member.name} · {member.email}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
      <div>
        <h4 className="text-sm font-medium text-slate-600">{t('messages')}</h4>
        {messages.length === 0 ? (
          <p className="mt-1 text-sm text-slate-700">{t('noMessages')}</p>
        ) : (
          <ol className="mt-2 max-h-96 space-y-2 overflow-y-auto rounded-xl bg-slate-50 p-3">
            {messages.map((message) => {
              const sender = names.get(message.senderId) ?? t('unknownSender');
              return (
                <li key={message.id} className="text-sm" data-testid="admin-report-message">
                  <p className="text-xs text-slate-600">
                    <span className="font-semibold text-slate-800">{sender}</span> ·{' '}
                    <time dateTime={message.sentAt}>{formatDateTime(message.sentAt, language)}</time>
                    {message.safetyTips.length > 0 &&
                      ` · ${message.safetyTips.map((kind) => t(`tips.${kind}`)).join(', ')}`}
                  </p>
                  {message.photos.length > 0 && (
                    <div className="mt-1 flex flex-wrap gap-1">
                      {message.photos.map((photo) => (
                        <a key={photo.url} href={photo.url} target="_blank" rel="noopener">
                          {/* biome-ignore lint/performance/noImgElement: a message photo on the page's origin, shown small. */}
                          <img
                            src={photo.url}
                            alt={t('photoAlt', { name: sender })}
                            width={photo.width}
                            height={photo.height}
                            loading="lazy"
                            className="block h-20 w-auto rounded-md bg-slate-200"
                            data-testid="admin-report-photo"
                          />
                        </a>
                      ))}
                    </div>
                  )}
                  {message.text && (
                    <p className="mt-0.5 break-words whitespace-pre-wrap text-slate-900">{message.text}</p>
                  )}
                </li>
              );
            })}
          </ol>
        )}
      </div>
    </article>
  );
}
