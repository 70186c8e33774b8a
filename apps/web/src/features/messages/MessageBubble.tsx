'use client';

import type { ChatPhoto, SafetyTipKind, SuspiciousLink } from '@krov/contracts';
import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import { LinkWarning } from './LinkWarning';

export type BubbleStatus = 'sending' | 'failed' | 'sent' | 'read';

export interface BubbleProps {
  mine: boolean;
  text: string | null;
  photos: readonly ChatPhoto[];
  sentAt: string;
  /** "14:05" in Sarajevo. */
  time: string;
  /** Own messages only. */
  status?: BubbleStatus;
  /** Shown to the reader (never on one's own messages). */
  safetyTips: readonly SafetyTipKind[];
  /** The message's suspicious link: its warning is shown to the reader, beside the safety tips. */
  suspiciousLink: SuspiciousLink | null;
  senderName: string;
  onRetry?: () => void;
}

/** Photos are drawn at most this wide, with the height their own proportions give. */
const photoWidthMax = 240;

function StatusMark({ status }: { status: BubbleStatus }) {
  const t = useTranslations('chat.conversation');
  if (status === 'sending') return <span className="text-slate-500">{t('sending')}</span>;
  if (status === 'failed') return null;
  const read = status === 'read';
  return (
    <span
      className={clsx('inline-flex items-center', read ? 'text-brand-700' : 'text-slate-500')}
      title={t(status)}
    >
      <svg
        viewBox="0 0 20 12"
        className="h-3 w-5"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      >
        <path d="M1 6.5 4.5 10 11 2" strokeLinecap="round" strokeLinejoin="round" />
        {read && <path d="M8.5 10 15 2.5" strokeLinecap="round" strokeLinejoin="round" />}
      </svg>
      <span className="sr-only">{t(status)}</span>
    </span>
  );
}

/**
 * One message: its text (escaped by React, line breaks kept), its photos at their proportions
 * (links to the full photo), the time, and on one's own the sent / read mark (read once the other
 * member's read mark reached it), "sending", or "not sent" with "Try again". A message the reader
 * did not send carries under it the warning of a suspicious link, then its safety tips.
 */
export function MessageBubble({
  mine,
  text,
  photos,
  sentAt,
  time,
  status,
  safetyTips,
  suspiciousLink,
  senderName,
  onRetry,
}: BubbleProps) {
  const t = useTranslations('chat.conversation');
  const tSafety = useTranslations('chat.safety');
  return (
    <div className={clsx('flex flex-col gap-1', mine ? 'items-end' : 'items-start')}>
      <div
        className={clsx(
          'max-w-[85%] rounded-2xl px-3 py-2 text-[15px] leading-snug sm:max-w-[75%]',
          mine ? 'rounded-br-md bg-brand-600 text-white' : 'rounded-bl-md bg-slate-100 text-slate-900',
          status === 'sending' && 'opacity-75',
          status === 'failed' && 'ring-2 ring-red-600',
        )}
      >
        {photos.length > 0 && (
          <div className={clsx('flex flex-wrap gap-1', text && 'mb-1.5')}>
            {photos.map((photo) => (
              <a
                key={photo.url}
                href={photo.url}
                target="_blank"
                rel="noopener"
                className="block overflow-hidden rounded-lg"
                title={t('openPhoto')}
              >
                {/* biome-ignore lint/performance/noImgElement: a message photo on the page's origin, sized by its own proportions. */}
                <img
                  src={photo.url}
                  alt={t('photoAlt', { name: senderName })}
                  width={photo.width}
                  height={photo.height}
                  loading="lazy"
                  style={{ width: Math.min(photoWidthMax, photo.width) }}
                  className="block h-auto max-w-full bg-slate-200"
                  data-testid="message-photo"
                />
              </a>
            ))}
          </div>
        )}
        {text && <p className="break-words whitespace-pre-wrap">{text}</p>}
      </div>
      <div className="flex items-center gap-1.5 px-1 text-xs text-slate-600">
        <time dateTime={sentAt}>{time}</time>
        {mine && status && <StatusMark status={status} />}
      </div>
      {status === 'failed' && (
        <p className="flex items-center gap-2 px-1 text-xs text-red-700" role="alert">
          {t('failed')}
          <button type="button" onClick={onRetry} className="font-semibold underline underline-offset-2">
            {t('retry')}
          </button>
        </p>
      )}
      {!mine && suspiciousLink && <LinkWarning link={suspiciousLink} />}
      {!mine && safetyTips.length > 0 && (
        <aside
          className="max-w-[85%] rounded-xl border border-amber-300 bg-amber-50 px-3 py-2 text-xs text-amber-950 sm:max-w-[75%]"
          data-testid="safety-tip"
          aria-label={tSafety('title')}
        >
          <p className="font-semibold">{tSafety('title')}</p>
          <ul className="mt-0.5 space-y-0.5">
            {safetyTips.map((kind) => (
              <li key={kind}>{tSafety(kind)}</li>
            ))}
          </ul>
        </aside>
      )}
    </div>
  );
}
