'use client';

import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useAppStore } from '@/shared/state/app-store';
import { useAuthStore } from '@/shared/state/auth-store';
import { buttonClasses } from '@/shared/ui/Button';
import { useHydrated } from '@/shared/ui/use-hydrated';
import { ChatIcon } from './icons';

// The menu (a Radix dropdown) only exists for logged-in users: visitors never download it.
const UserMenu = dynamic(() => import('./UserMenu').then((module) => module.UserMenu), {
  ssr: false,
  loading: () => <span className="inline-block size-10" aria-hidden="true" />,
});

// The bell, its unread count and polling: loaded for logged-in users only; its panel when opened.
const Bell = dynamic(() => import('./bell/Bell').then((module) => module.Bell), {
  ssr: false,
  loading: () => <span className="inline-block size-10" aria-hidden="true" />,
});

/**
 * The user-specific part of the header: Login when logged out; Messages (with the unread dot), the
 * notifications' bell and the user menu when logged in. Fed by the persisted auth state and
 * GET /api/users/me (AppStart); the bell asks for its own count. Its box has a fixed size and stays empty until hydration: no layout shift, no mismatch.
 */
export function HeaderUserArea() {
  const hydrated = useHydrated();
  const isLoggedIn = useAuthStore((state) => state.isLoggedIn);
  const hasUnreadMessage = useAppStore((state) => state.hasUnreadMessage);
  const t = useTranslations('shell.header');

  return (
    <div className="flex h-10 w-32 items-center justify-end gap-1" data-testid="header-user-area">
      {!hydrated ? null : isLoggedIn ? (
        <>
          <Link
            href="/messages"
            className="relative inline-flex size-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 hover:text-slate-900"
            title={t('messages')}
          >
            <ChatIcon className="size-6" />
            <span className="sr-only">{t('messages')}</span>
            {hasUnreadMessage && (
              <>
                <span
                  className="absolute top-1.5 right-1.5 size-2.5 rounded-full bg-brand-600 ring-2 ring-white"
                  data-testid="unread-dot"
                  aria-hidden="true"
                />
                <span className="sr-only">{t('unreadMessages')}</span>
              </>
            )}
          </Link>
          <Bell />
          <UserMenu />
        </>
      ) : (
        // No prefetch: the login page's forms (zod, the phone library) would load on every page.
        <Link prefetch={false} href="/login" className={buttonClasses('tertiary', 'sm', 'px-2')}>
          {t('login')}
        </Link>
      )}
    </div>
  );
}
