'use client';

import { notificationLimits } from '@krov/contracts/constants';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { useLanguage } from '@/i18n/use-language';
import { request } from '@/shared/api/client';
import { safeNextPath } from '@/shared/navigation/safe-next-path';
import { useCursorList } from '@/shared/query/use-cursor-list';
import { useAppStore } from '@/shared/state/app-store';
import { Button } from '@/shared/ui/Button';
import { Spinner } from '@/shared/ui/Spinner';
import { textLinkClasses } from '@/shared/ui/text-link';
import { relativeTime, toMarkRead } from './bell-logic';
import { bellKeys } from './query-keys';

/** The api's page size. */
const pageSize = notificationLimits.pageSize;

/**
 * The bell's panel: the notifications newest first, 20 at a time ("show older" by the api's
 * cursor); what it shows unread is marked read at once (the badge follows the api's count) but
 * keeps its mark while the panel is open; "mark all read"; a click opens the notification's page.
 * Escape or a click outside closes it.
 */
export function BellPanel({
  id,
  container,
  onClose,
}: {
  id: string;
  /** The bell and its panel: a click inside does not close it. */
  container: RefObject<HTMLElement | null>;
  onClose(returnFocus: boolean): void;
}) {
  const t = useTranslations('bell');
  const language = useLanguage();
  const setCount = useAppStore((state) => state.setUnreadNotifications);
  const list = useCursorList({
    queryKey: bellKeys.panel,
    fetchPage: (cursor, signal) =>
      request(
        'notifications',
        { query: { limit: pageSize, ...(cursor ? { cursor } : {}) } },
        { signal, quiet: true },
      ),
    // A notification that arrived meanwhile shifts the pages: one already shown is not repeated.
    keyOf: (item) => item.id,
    // Each opening reads them again.
    gcTime: 0,
  });
  const { pages, updateItems } = list;
  /**
   * The notifications that were unread when this opening showed them: they keep their mark while
   * the panel stays open (the user sees what was new), though the api has them read already.
   */
  const [unreadShown, setUnreadShown] = useState<string[]>([]);
  const seenPages = useRef(0);

  const markRead = useCallback(
    (ids: string[]) => {
      if (ids.length === 0) return;
      request('markNotificationsRead', { body: { ids } }, { quiet: true }).then(
        (answer) => {
          const read = new Set(ids);
          const at = new Date().toISOString();
          updateItems((items) =>
            items.map((item) => (read.has(item.id) && item.readAt === null ? { ...item, readAt: at } : item)),
          );
          setCount(answer.count);
        },
        () => undefined,
      );
    },
    [setCount, updateItems],
  );

  // Each page as it comes: what it shows unread keeps its mark and is marked read.
  useEffect(() => {
    if (pages.length <= seenPages.current) return;
    const known = new Set(
      pages.slice(0, seenPages.current).flatMap((page) => page.items.map((item) => item.id)),
    );
    for (const page of pages.slice(seenPages.current)) {
      const fresh = page.items
        .filter((item) => item.readAt === null && !known.has(item.id))
        .map((item) => item.id);
      for (const item of page.items) known.add(item.id);
      setUnreadShown((shown) => [...shown, ...fresh]);
      markRead(toMarkRead(page.items));
    }
    seenPages.current = pages.length;
  }, [pages, markRead]);

  useEffect(() => {
    const onPointer = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) onClose(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose(true);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [container, onClose]);

  const markAll = () =>
    request('markNotificationsRead', { body: { all: true } }).then(
      (answer) => {
        const at = new Date().toISOString();
        updateItems((items) => items.map((item) => (item.readAt === null ? { ...item, readAt: at } : item)));
        setUnreadShown([]);
        setCount(answer.count);
      },
      () => undefined,
    );

  const now = Date.now();
  const anyUnread = unreadShown.length > 0 || list.items.some((item) => item.readAt === null);
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="absolute inset-x-0 top-full z-40 flex max-h-[calc(100dvh-var(--spacing-header))] flex-col border-b border-slate-200 bg-white shadow-lg sm:inset-x-auto sm:right-0 sm:mt-2 sm:max-h-[70vh] sm:w-96 sm:rounded-xl sm:border"
      data-testid="bell-panel"
    >
      <div className="flex items-center justify-between gap-3 border-b border-slate-100 px-4 py-3">
        <h2 id={`${id}-title`} className="text-base font-semibold text-slate-900">
          {t('title')}
        </h2>
        {list.items.length > 0 && (
          <button
            type="button"
            onClick={() => void markAll()}
            disabled={!anyUnread}
            className="text-sm font-semibold text-brand-700 hover:underline disabled:cursor-default disabled:text-slate-400 disabled:no-underline"
            data-testid="bell-mark-all"
          >
            {t('markAllRead')}
          </button>
        )}
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {!list.loaded && !list.failed && (
          <div className="flex min-h-24 items-center justify-center text-slate-600">
            <Spinner label={t('loading')} className="size-5" />
          </div>
        )}
        {list.failed && <p className="px-4 py-6 text-sm text-slate-700">{t('loadFailed')}</p>}
        {list.loaded && list.items.length === 0 && (
          <p className="px-4 py-6 text-sm text-slate-700" data-testid="bell-empty">
            {t('empty')}
          </p>
        )}
        {list.items.length > 0 && (
          <ul className="divide-y divide-slate-100" data-testid="bell-list">
            {list.items.map((item) => {
              const unread = unreadShown.includes(item.id);
              return (
                <li key={item.id} data-testid="bell-item" data-unread={unread ? 'true' : undefined}>
                  <Link
                    href={safeNextPath(item.link)}
                    onClick={() => onClose(false)}
                    className="flex gap-3 px-4 py-3 hover:bg-slate-50 focus-visible:bg-slate-50"
                  >
                    <span
                      aria-hidden="true"
                      className={`mt-1.5 size-2 shrink-0 rounded-full ${unread ? 'bg-brand-600' : ''}`}
                    />
                    <span className="min-w-0 flex-1">
                      <span className="block text-sm font-semibold text-slate-900">
                        {item.title}
                        {unread && <span className="sr-only"> ({t('unreadMark')})</span>}
                      </span>
                      <span className="mt-0.5 block text-sm text-slate-700">{item.description}</span>
                      <time dateTime={item.createdAt} className="mt-1 block text-xs text-slate-500">
                        {relativeTime(item.createdAt, now, language, (key, values) =>
                          t(`time.${key}`, values),
                        )}
                      </time>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
        {list.hasMore && (
          <div className="flex justify-center px-4 py-3">
            <Button colour="secondary" size="sm" pending={list.loadingMore} onClick={list.loadMore}>
              {t('loadMore')}
            </Button>
          </div>
        )}
      </div>
      <div className="border-t border-slate-100 px-4 py-3 text-sm">
        <Link href="/me/notifications" onClick={() => onClose(false)} className={textLinkClasses}>
          {t('settings')}
        </Link>
      </div>
    </section>
  );
}
