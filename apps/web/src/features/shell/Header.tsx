import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { buttonClasses } from '@/shared/ui/Button';
import { HeaderUserArea } from './HeaderUserArea';
import { PlusIcon } from './icons';
import { Logo } from './Logo';
import { PhoneMenuButton } from './PhoneMenuButton';

/**
 * The site header (docs/product/SPEC.md §2 "Shared shell"). Everything here is the same for every visitor and is
 * prerendered; only HeaderUserArea depends on the login, and it renders on the client inside a
 * box of fixed size, so nothing moves when it appears.
 */
export async function Header() {
  const t = await getTranslations('shell.header');
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-header max-w-6xl items-center gap-2 px-4 sm:gap-4">
        <Link
          prefetch={false}
          href="/"
          aria-label={t('homeLink')}
          className="-ml-1 flex items-center gap-2 rounded-md px-1 py-1 text-brand-600"
        >
          <Logo className="size-8" />
          <span className="text-xl font-bold tracking-tight text-slate-900">Krov</span>
        </Link>
        <nav aria-label={t('mainNav')} className="ml-4 hidden items-center gap-1 md:flex">
          <Link prefetch={false} href="/buy" className={buttonClasses('tertiary', 'sm')}>
            {t('buy')}
          </Link>
          <Link prefetch={false} href="/rent" className={buttonClasses('tertiary', 'sm')}>
            {t('rent')}
          </Link>
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <Link
            prefetch={false}
            href="/me/properties/new"
            className={buttonClasses('primary', 'sm', 'px-2.5 sm:px-3')}
          >
            <PlusIcon className="size-5" />
            <span className="sr-only sm:not-sr-only">{t('addProperty')}</span>
          </Link>
          <HeaderUserArea />
          <PhoneMenuButton />
        </div>
      </div>
    </header>
  );
}
