'use client';

import { useTranslations } from 'next-intl';
import { buttonClasses } from '@/shared/ui/Button';

/** The heart button as it looks: the same for a visitor, while the toggle loads, and the toggle itself. */
export function SaveButtonLook({
  saved,
  pending,
  waiting = false,
  onClick,
}: {
  saved: boolean;
  pending: boolean;
  /** Shown before the toggle's code has arrived. */
  waiting?: boolean;
  onClick(): void;
}) {
  const t = useTranslations('propertyPage.save');
  return (
    <button
      type="button"
      className={buttonClasses('secondary', 'md')}
      aria-pressed={saved}
      aria-busy={pending || waiting || undefined}
      aria-disabled={waiting || undefined}
      onClick={() => {
        if (!pending && !waiting) onClick();
      }}
      data-testid="save-button"
    >
      <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
        <path
          d="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2z"
          fill={saved ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      {saved ? t('unsave') : t('save')}
    </button>
  );
}
