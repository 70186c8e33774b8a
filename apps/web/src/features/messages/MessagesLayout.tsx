'use client';

import { clsx } from 'clsx';
import { useSelectedLayoutSegment } from 'next/navigation';
import { type ReactNode, useEffect } from 'react';
import { ChatList } from './ChatList';
import { refreshUnreadFlag } from './unread';

/**
 * /messages and /messages/{id} (docs/decisions: the messages' layout): side by side from 768 px
 * (the list stays while conversations change); below it, separate screens: the list at /messages,
 * a conversation alone at /messages/{id} with a way back. The list lives in the layout, so it
 * keeps its search and scroll while conversations are opened.
 */
export function MessagesLayout({ children }: { children: ReactNode }) {
  const segment = useSelectedLayoutSegment();
  const open = segment !== null;

  // Visiting the messages clears the dot once nothing is unread (docs/product/SPEC.md §4); leaving
  // them with messages still unread (pushed while here, where the dot is not set) shows it again.
  useEffect(() => {
    void refreshUnreadFlag();
    return () => void refreshUnreadFlag();
  }, []);

  return (
    <div
      className="flex h-[calc(100dvh-var(--spacing-header))] min-h-[28rem] overflow-hidden bg-white md:h-[calc(100dvh-var(--spacing-header)-3rem)] md:rounded-2xl md:border md:border-slate-200 md:shadow-sm"
      data-testid="messages"
    >
      <section
        className={clsx(
          'min-h-0 w-full flex-col md:flex md:w-80 md:shrink-0 md:border-r md:border-slate-200',
          open ? 'hidden' : 'flex',
        )}
        data-testid="chat-list-pane"
      >
        <ChatList activeId={open && segment !== 'new' ? segment : null} />
      </section>
      <section
        className={clsx('min-h-0 min-w-0 flex-1 flex-col', open ? 'flex' : 'hidden md:flex')}
        data-testid="conversation-pane"
      >
        {children}
      </section>
    </div>
  );
}
