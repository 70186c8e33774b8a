'use client';

import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/shared/ui/Button';
import { usePhoneRevealStore } from './phone-reveal';

export interface PhoneRevealProps {
  id: string;
  /** Logged out: where "show the number" leads instead (the login, which comes back to finish it). */
  loggedIn: boolean;
  toLogin: () => void;
  /** The owner card's roomy look, or the contact bar's compact one. */
  look: 'card' | 'bar';
  /** Asked for before the login: revealed (and focused) as the page opens after it. */
  revealNow?: boolean;
}

/**
 * "Prikaži broj telefona", then the number as a call link. Focus follows to the number the
 * press revealed (the button is gone), in this place only: the other place just shows it.
 */
export function PhoneReveal({ id, loggedIn, toLogin, look, revealNow = false }: PhoneRevealProps) {
  const t = useTranslations('propertyPage.owner');
  const phone = usePhoneRevealStore((state) => state.revealed[id]);
  const pending = usePhoneRevealStore((state) => state.pending[id] ?? false);
  const reveal = usePhoneRevealStore((state) => state.reveal);
  const number = useRef<HTMLAnchorElement>(null);
  const [toFocus, setToFocus] = useState(false);
  const testId = look === 'card' ? 'owner-phone' : 'contact-bar-phone';

  useEffect(() => {
    if (!toFocus || !number.current) return;
    number.current.focus();
    setToFocus(false);
  }, [toFocus]);

  const press = async () => {
    if (!loggedIn) {
      toLogin();
      return;
    }
    if (await reveal(id)) setToFocus(true);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the login brought the visitor back.
  useEffect(() => {
    if (revealNow) void press();
  }, [revealNow]);

  if (phone === null) {
    return (
      <p className={clsx('text-slate-700', look === 'bar' ? 'text-xs' : 'text-sm')} data-testid={testId}>
        {t('noPhone')}
      </p>
    );
  }
  if (phone) {
    return (
      <a
        ref={number}
        href={`tel:${phone.dialled}`}
        className={clsx(
          'block rounded-xl text-center font-bold',
          look === 'bar'
            ? 'bg-brand-700 px-4 py-2.5 text-white'
            : 'bg-brand-50 px-4 py-3 text-lg text-brand-800',
        )}
        data-testid={testId}
        aria-label={t('call', { phone: phone.shown })}
      >
        {phone.shown}
      </a>
    );
  }
  return (
    <Button
      colour="primary"
      size="md"
      fullWidth
      pending={pending}
      onClick={press}
      // The bar on a phone shows the short label, so the advertiser's name keeps its room; the
      // name stays the whole phrase, which begins with it (docs/decisions/167-phone-fit-and-favicon.md).
      aria-label={look === 'bar' ? t('showPhone') : undefined}
    >
      {look === 'bar' ? (
        <>
          <span className="sm:hidden">{t('showPhoneShort')}</span>
          <span className="hidden sm:inline">{t('showPhone')}</span>
        </>
      ) : (
        t('showPhone')
      )}
    </Button>
  );
}
