'use client';

import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { type Locale, locales } from '@/i18n/locale';
import { MenuIcon } from './icons';
import { nativeNames, useChooseLanguage } from './use-choose-language';

const itemClasses =
  'flex h-11 w-full cursor-pointer select-none items-center rounded-md px-3 text-base text-slate-800 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800';

/**
 * The header's menu on a phone, where the main navigation does not fit: buy, rent, and the
 * site's language (before, only the footer's link changed it). Loaded when first asked for (PhoneMenuButton).
 */
export function PhoneMenu({ openAtStart = false }: { openAtStart?: boolean }) {
  const t = useTranslations('shell.header');
  const { current, choose } = useChooseLanguage();
  // Loaded by the press that asked for it: that press opens it (Radix moves focus into the menu).
  return (
    <DropdownMenu.Root modal={false} defaultOpen={openAtStart}>
      <DropdownMenu.Trigger
        className="inline-flex size-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 data-[state=open]:bg-slate-100"
        data-testid="phone-menu"
      >
        <MenuIcon className="size-6" />
        <span className="sr-only">{t('menu')}</span>
      </DropdownMenu.Trigger>
      {/* No portal: the menu stays inside the header's landmark (axe `region`). */}
      <DropdownMenu.Content
        align="end"
        sideOffset={8}
        className="z-50 min-w-56 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg"
      >
        <DropdownMenu.Item asChild className={itemClasses}>
          <Link href="/buy">{t('buy')}</Link>
        </DropdownMenu.Item>
        <DropdownMenu.Item asChild className={itemClasses}>
          <Link href="/rent">{t('rent')}</Link>
        </DropdownMenu.Item>
        <DropdownMenu.Separator className="my-1.5 h-px bg-slate-200" />
        <DropdownMenu.Label className="px-3 py-1 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          {t('language')}
        </DropdownMenu.Label>
        <DropdownMenu.RadioGroup
          value={current}
          onValueChange={(language) => void choose(language as Locale)}
        >
          {locales.map((language) => (
            <DropdownMenu.RadioItem key={language} value={language} className={itemClasses} lang={language}>
              <span className="flex-1">{nativeNames[language]}</span>
              <DropdownMenu.ItemIndicator className="text-brand-700" aria-hidden="true">
                ✓
              </DropdownMenu.ItemIndicator>
            </DropdownMenu.RadioItem>
          ))}
        </DropdownMenu.RadioGroup>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
