'use client';

import type { ChatMessage } from '@krov/contracts';
import { useTranslations } from 'next-intl';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLanguage } from '@/i18n/use-language';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { isRead } from './chat-cache';
import { MessageBubble } from './MessageBubble';
import type { PendingMessage } from './pending';
import { clockTime, dayHeading, sarajevoDay } from './time-format';

export interface TimelineProps {
  messages: readonly ChatMessage[];
  pending: readonly PendingMessage[];
  me: string | null;
  otherName: string;
  otherReadAt: string | null;
  /** False while the first page is on its way. */
  loaded: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder(): void;
  onRetry(clientMessageId: string): void;
}

type Entry =
  | { kind: 'stored'; key: string; at: string; message: ChatMessage }
  | { kind: 'pending'; key: string; at: string; message: PendingMessage };

/** Entries by Sarajevo day, in order; pending ones (sent now) close the last day. */
function byDay(entries: Entry[]): { day: string; at: string; entries: Entry[] }[] {
  const days: { day: string; at: string; entries: Entry[] }[] = [];
  for (const entry of entries) {
    const day = sarajevoDay(entry.at);
    const last = days.at(-1);
    if (last?.day === day) last.entries.push(entry);
    else days.push({ day, at: entry.at, entries: [entry] });
  }
  return days;
}

/** Within this many pixels of the bottom, a new message scrolls into view. */
const nearBottomPx = 120;

/**
 * The conversation's messages under day headings, newest at the bottom: it opens scrolled to the
 * bottom, older pages load upward (when the top comes into view, or by the button) without moving
 * what is on screen, and a new message scrolls into view when the reader is at the bottom or sent
 * it. A live region: screen readers hear new messages.
 */
export function Timeline(props: TimelineProps) {
  const { messages, pending, me, otherName, otherReadAt, loaded, hasOlder, loadingOlder, onRetry } = props;
  const t = useTranslations('chat.conversation');
  const language = useLanguage();
  const scroller = useRef<HTMLDivElement>(null);
  const top = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);
  const previous = useRef<{ first: string | null; last: string | null; height: number } | null>(null);
  // The latest callback, so the observer is not remade at every render.
  const loadOlder = useRef(props.onLoadOlder);
  loadOlder.current = props.onLoadOlder;

  const entries: Entry[] = [
    ...messages.map((message) => ({ kind: 'stored' as const, key: message.id, at: message.sentAt, message })),
    ...pending.map((message) => ({
      kind: 'pending' as const,
      key: message.clientMessageId,
      at: new Date(message.createdAt).toISOString(),
      message,
    })),
  ];
  const first = entries[0]?.key ?? null;
  const lastEntry = entries.at(-1);
  const last = lastEntry?.key ?? null;
  const lastIsMine =
    lastEntry?.kind === 'pending' || (lastEntry !== undefined && lastEntry.message.senderId === me);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const before = previous.current;
    if (!before || before.last === null) {
      element.scrollTop = element.scrollHeight;
    } else if (last !== before.last) {
      if (nearBottom.current || lastIsMine) element.scrollTop = element.scrollHeight;
    } else if (first !== before.first) {
      // Older messages came in above: what was on screen stays where it was.
      element.scrollTop += element.scrollHeight - before.height;
    }
    previous.current = { first, last, height: element.scrollHeight };
  }, [first, last, lastIsMine]);

  useEffect(() => {
    const element = top.current;
    if (!element || !hasOlder || loadingOlder) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) loadOlder.current();
      },
      { root: scroller.current, rootMargin: '200px 0px 0px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasOlder, loadingOlder]);

  const now = new Date();
  const words = { today: t('today'), yesterday: t('yesterday') };
  return (
    <div
      ref={scroller}
      onScroll={(event) => {
        const element = event.currentTarget;
        nearBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < nearBottomPx;
      }}
      className="min-h-0 flex-1 overflow-y-auto px-3 py-4 [overflow-anchor:none] sm:px-5"
      data-testid="timeline"
    >
      <div ref={top} />
      {hasOlder && (
        <div className="mb-4 flex justify-center">
          <Button colour="tertiary" size="sm" pending={loadingOlder} onClick={() => loadOlder.current()}>
            {t('loadOlder')}
          </Button>
        </div>
      )}
      {!loaded ? (
        <div className="flex justify-center py-10 text-slate-600">
          <Spinner label={t('loading')} className="size-6" />
        </div>
      ) : (
        entries.length === 0 && (
          <p className="mx-auto max-w-sm py-10 text-center text-slate-600">{t('empty')}</p>
        )
      )}
      <div role="log" aria-label={otherName} className="flex flex-col gap-4">
        {byDay(entries).map((group) => (
          <section key={group.day} aria-label={dayHeading(group.at, now, language, words)}>
            <p className="mb-3 text-center text-xs font-semibold text-slate-600" aria-hidden="true">
              {dayHeading(group.at, now, language, words)}
            </p>
            <ol className="flex flex-col gap-2">
              {group.entries.map((entry) => {
                const mine = entry.kind === 'pending' || entry.message.senderId === me;
                const status =
                  entry.kind === 'pending'
                    ? entry.message.status
                    : mine
                      ? isRead(entry.message, otherReadAt)
                        ? 'read'
                        : 'sent'
                      : undefined;
                return (
                  <li key={entry.key} data-testid="message" data-mine={mine} data-status={status}>
                    <MessageBubble
                      mine={mine}
                      text={entry.message.text}
                      photos={entry.message.photos}
                      sentAt={entry.at}
                      time={clockTime(entry.at)}
                      status={status}
                      safetyTips={entry.kind === 'stored' ? entry.message.safetyTips : []}
                      suspiciousLink={entry.kind === 'stored' ? entry.message.suspiciousLink : null}
                      senderName={mine ? t('you') : otherName}
                      onRetry={() => onRetry(entry.key)}
                    />
                  </li>
                );
              })}
            </ol>
          </section>
        ))}
      </div>
    </div>
  );
}
