'use client';

import type { ChatSummary } from '@krov/contracts';
import { clsx } from 'clsx';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useLanguage } from '@/i18n/use-language';
import { pluralForm } from '@/shared/format/plural';
import { Avatar } from './Avatar';
import { useListingLine } from './ListingCard';
import { listTime } from './time-format';

/** One conversation in the list: who, the listing, the last message, when, and how many unread. */
export function ChatListItem({
  chat,
  me,
  active,
  now,
}: {
  chat: ChatSummary;
  me: string | null;
  active: boolean;
  now: Date;
}) {
  const t = useTranslations('chat.list');
  const language = useLanguage();
  const line = useListingLine();
  const last = chat.lastMessage;
  const body = last ? (last.text ?? t('photo')) : t('noMessagesYet');
  const preview = last && me !== null && last.senderId === me ? t('you', { text: body }) : body;
  const unread = chat.unreadCount > 0;
  return (
    <li>
      <Link
        href={`/messages/${chat.id}`}
        prefetch={false}
        aria-current={active ? 'page' : undefined}
        className={clsx(
          'flex gap-3 px-4 py-3 hover:bg-slate-50 focus-visible:bg-slate-50',
          active && 'bg-brand-50 hover:bg-brand-50',
        )}
        data-testid="chat-list-item"
        data-chat-id={chat.id}
      >
        <Avatar name={chat.user.name} image={chat.user.profileImage} size="sm" />
        <span className="flex min-w-0 flex-1 flex-col">
          <span className="flex items-baseline gap-2">
            <span
              className={clsx(
                'min-w-0 flex-1 truncate text-slate-900',
                unread ? 'font-bold' : 'font-semibold',
              )}
            >
              {chat.user.name}
            </span>
            <time dateTime={chat.lastMessageAt} className="shrink-0 text-xs text-slate-600">
              {listTime(chat.lastMessageAt, now, language)}
            </time>
          </span>
          {chat.property && (
            <span
              className={clsx('truncate text-xs text-slate-600', !chat.property.available && 'line-through')}
              data-testid="chat-list-listing"
            >
              {line(chat.property)}
            </span>
          )}
          <span className="flex items-center gap-2">
            <span
              className={clsx(
                'min-w-0 flex-1 truncate text-sm',
                unread ? 'font-semibold text-slate-900' : 'text-slate-600',
              )}
              data-testid="chat-list-preview"
            >
              {preview}
            </span>
            {unread && (
              <span
                className="flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-brand-600 px-1.5 text-[11px] font-bold text-white"
                data-testid="chat-unread"
              >
                <span aria-hidden="true">{chat.unreadCount > 99 ? '99+' : chat.unreadCount}</span>
                <span className="sr-only">
                  {t(`unread.${pluralForm(chat.unreadCount, language)}`, { count: chat.unreadCount })}
                </span>
              </span>
            )}
          </span>
        </span>
      </Link>
    </li>
  );
}
