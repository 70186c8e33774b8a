import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import { useLanguage } from '@/i18n/use-language';
import { confirmedAgeText } from './confirmed-age';

/**
 * "Provjereno dostupno prije 3 dana": when the advertiser last said the listing is still there
 * (issue 29), on result cards, the property page and the owner's list. No 'use client': rendered
 * on the server where the list is, and in the browser inside client lists.
 */
export function ConfirmedAge({
  confirmedAt,
  className,
}: {
  confirmedAt: string | null | undefined;
  className?: string;
}) {
  const t = useTranslations('listingCard.confirmed');
  const language = useLanguage();
  const text = confirmedAgeText(confirmedAt, new Date(), language);
  if (!text) return null;
  return (
    <p
      className={clsx('flex items-center gap-1 text-sm text-emerald-800', className)}
      data-testid="confirmed-age"
      // The server's day and the browser's may differ around midnight: the browser's wins quietly.
      suppressHydrationWarning
    >
      <svg viewBox="0 0 20 20" className="size-4 shrink-0" aria-hidden="true" fill="none">
        <path
          d="m5 10.5 3 3 7-7"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {t(text.key, text.values)}
    </p>
  );
}
