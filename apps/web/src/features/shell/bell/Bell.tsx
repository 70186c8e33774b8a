'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { useLanguage } from '@/i18n/use-language';
import { pluralForm } from '@/shared/format/plural';
import { QueryProvider } from '@/shared/query/QueryProvider';
import { useAppStore } from '@/shared/state/app-store';
import { loadToasts } from '@/shared/ui/toast';
import { BellIcon } from '../icons';
import { badgeText } from './bell-logic';
import { useUnreadCount } from './use-unread-count';

// The list's code loads when the bell is first opened.
const BellPanel = dynamic(() => import('./BellPanel').then((module) => module.BellPanel), { ssr: false });

/**
 * The bell of a logged-in user (docs/product/DECISIONS.md, Notifications): the unread count as a
 * badge, kept fresh (use-unread-count.ts), and the panel of notifications under it, inside the
 * header's landmark (no portal: a dropdown on wide screens, a sheet under the header on phones).
 * Its server data goes through the app's QueryClient (the bell is loaded for a logged-in user
 * only, after the page: TanStack Query stays out of the first load).
 */
export function Bell() {
  return (
    <QueryProvider>
      <BellWithCount />
    </QueryProvider>
  );
}

function BellWithCount() {
  const t = useTranslations('bell');
  const language = useLanguage();
  const count = useAppStore((state) => state.unreadNotifications);
  // A logged-in visitor's pages write (messages, listings, payments): the error path's code comes
  // with the session's own, before anything can fail (docs/decisions/175).
  useEffect(() => {
    loadToasts().catch(() => undefined);
  }, []);
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useUnreadCount();

  const badge = badgeText(count);
  return (
    <div ref={wrapper} className="sm:relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((was) => !was)}
        className="relative inline-flex size-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 hover:text-slate-900 aria-expanded:bg-slate-100"
        data-testid="bell-button"
      >
        <BellIcon className="size-6" />
        <span className="sr-only">{t('label')}</span>
        {badge && (
          <>
            <span
              className="absolute top-0.5 right-0 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-[11px] leading-none font-bold text-white ring-2 ring-white"
              aria-hidden="true"
              data-testid="bell-badge"
            >
              {badge}
            </span>
            <span className="sr-only">{t(`unread.${pluralForm(count, language)}`, { count })}</span>
          </>
        )}
      </button>
      {open && (
        <BellPanel
          id={panelId}
          container={wrapper}
          onClose={(returnFocus) => {
            setOpen(false);
            if (returnFocus) button.current?.focus();
          }}
        />
      )}
    </div>
  );
}
