'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { useDebouncedValue } from '@/shared/places/use-debounced-value';
import { useAuthStore } from '@/shared/state/auth-store';
import { Button } from '@/shared/ui/Button';
import { MoreButton } from '@/shared/ui/ListStates';
import { Spinner } from '@/shared/ui/Spinner';
import { ChatListItem } from './ChatListItem';
import { chatLimits } from './chat-limits';
import { useChatList } from './use-chat-list';

/** Times in the list say "today" against this clock, renewed every minute. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** /messages: the conversations with a search (debounced), "show more", and the empty state. */
export function ChatList({ activeId }: { activeId: string | null }) {
  const t = useTranslations('chat.list');
  const tCommon = useTranslations('common');
  const [typed, setTyped] = useState('');
  const q = useDebouncedValue(typed.trim(), 300);
  const list = useChatList(q);
  const me = useAuthStore((state) => state.user?.id ?? null);
  const now = useNow();
  const searchId = useId();

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="border-b border-slate-200 px-4 pt-4 pb-3">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('heading')}</h1>
        <label htmlFor={searchId} className="sr-only">
          {t('search')}
        </label>
        <input
          id={searchId}
          type="search"
          value={typed}
          maxLength={chatLimits.searchMax}
          onChange={(event) => setTyped(event.target.value)}
          placeholder={t('searchPlaceholder')}
          className="mt-3 h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
          data-testid="chat-search"
        />
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto" aria-busy={list.searching}>
        {!list.loaded && !list.failed ? (
          <div className="flex min-h-40 items-center justify-center text-slate-600">
            <Spinner label={t('loading')} className="size-6" />
          </div>
        ) : list.failed ? (
          <div className="space-y-4 px-4 py-6 text-slate-700">
            <p>{t('loadFailed')}</p>
            <Button colour="secondary" onClick={list.retry}>
              {tCommon('tryAgain')}
            </Button>
          </div>
        ) : list.items.length === 0 ? (
          <div className="px-4 py-10 text-center" data-testid="chat-empty">
            <p className="font-semibold text-slate-900">{t('empty')}</p>
            {!q && <p className="mt-2 text-sm text-slate-600">{t('emptyHint')}</p>}
          </div>
        ) : (
          <>
            <ul className="divide-y divide-slate-100" data-testid="chat-list">
              {list.items.map((chat) => (
                <ChatListItem key={chat.id} chat={chat} me={me} active={chat.id === activeId} now={now} />
              ))}
            </ul>
            <MoreButton list={list} label={t('loadMore')} className="p-4" fullWidth />
          </>
        )}
      </div>
    </div>
  );
}
