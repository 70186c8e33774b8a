'use client';

import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { request } from '@/shared/api/client';
import { pushServer } from '@/shared/push/push-server';
import { browserPush, forgetPush } from '@/shared/push/push-subscription';
import { useAuthStore } from '@/shared/state/auth-store';
import { logout } from '@/shared/state/logout';
import { UserIcon } from './icons';

const itemClasses =
  'flex h-10 w-full cursor-pointer select-none items-center rounded-md px-3 text-sm text-slate-800 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800';

/**
 * The logged-in user's dropdown (docs/product/SPEC.md §2): profile, agency (members only), listings,
 * saved, searches, payments (docs/decisions/153-payments-on-the-web.md), logout.
 */
export function UserMenu() {
  const t = useTranslations('shell');
  const router = useRouter();
  const user = useAuthStore((state) => state.user);

  const links = [
    { href: '/me/profile', label: t('userMenu.profile') },
    ...(user?.agency ? [{ href: '/me/agency', label: t('userMenu.agency') }] : []),
    { href: '/me/properties', label: t('userMenu.properties') },
    { href: '/me/saved', label: t('userMenu.saved') },
    { href: '/me/searches', label: t('userMenu.searches') },
    { href: '/me/orders', label: t('userMenu.orders') },
  ];

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="inline-flex size-10 items-center justify-center overflow-hidden rounded-full border border-slate-200 bg-slate-100 text-slate-600 hover:border-slate-300 data-[state=open]:ring-2 data-[state=open]:ring-brand-600">
        {/* The name as hidden text, not aria-label: the visible initials are no label (axe label-content-name-mismatch). */}
        <span className="sr-only">
          {user ? `${t('header.userMenu')}: ${user.name}` : t('header.userMenu')}
        </span>
        {user?.profileImage ? (
          // biome-ignore lint/performance/noImgElement: a 40 px avatar from the api host; next/image adds nothing here.
          <img src={user.profileImage} alt="" className="size-full object-cover" width={40} height={40} />
        ) : user?.name ? (
          <span className="text-sm font-semibold" aria-hidden="true">
            {initials(user.name)}
          </span>
        ) : (
          <UserIcon className="size-6" />
        )}
      </DropdownMenu.Trigger>
      {/* No portal: the menu stays inside the header's landmark (axe `region`), as the phone menu does. */}
      <DropdownMenu.Content
        align="end"
        sideOffset={8}
        className="z-50 min-w-56 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
      >
        {user && (
          <div className="px-3 pt-2 pb-2.5">
            <p className="truncate text-sm font-semibold text-slate-900">{user.name}</p>
            <p className="truncate text-xs text-slate-600">{user.email}</p>
          </div>
        )}
        {links.map((link) => (
          <DropdownMenu.Item key={link.href} asChild className={itemClasses}>
            <Link href={link.href}>{link.label}</Link>
          </DropdownMenu.Item>
        ))}
        <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
        <DropdownMenu.Item
          className={itemClasses}
          onSelect={() => {
            void logout({
              // Push to this browser ends with the session (shared/push forgetPush), then the session.
              callServer: () =>
                forgetPush(browserPush(), pushServer({ quiet: true })).then(() =>
                  request('logout', {}, { quiet: true }),
                ),
              // The router's pages were rendered for the session: drop them with it.
              navigate: (path) => {
                router.push(path);
                router.refresh();
              },
            });
          }}
        >
          {t('userMenu.logout')}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '';
  return `${first}${last}`.toUpperCase();
}
