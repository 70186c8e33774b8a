'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { MenuIcon } from './icons';

// The dropdown's code (Radix, its positioning) loads when the menu is first asked for: rendered at
// hydration it was 24 KB of every phone's first load.
const PhoneMenu = dynamic(() => import('./PhoneMenu').then((module) => module.PhoneMenu), {
  ssr: false,
  loading: () => <span className="inline-block size-10" aria-hidden="true" />,
});

const buttonClasses =
  'inline-flex size-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100';

/** The phone's menu button: shown below the width where the main navigation fits. */
export function PhoneMenuButton() {
  const t = useTranslations('shell.header');
  const [wanted, setWanted] = useState(false);
  return (
    <div className="md:hidden">
      {wanted ? (
        <PhoneMenu openAtStart />
      ) : (
        <button
          type="button"
          className={buttonClasses}
          aria-haspopup="menu"
          onClick={() => setWanted(true)}
          data-testid="phone-menu"
        >
          <MenuIcon className="size-6" />
          <span className="sr-only">{t('menu')}</span>
        </button>
      )}
    </div>
  );
}
