'use client';

import { useTranslations } from 'next-intl';
import { HeartIcon } from '@/shared/listings/HeartIcon';
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
      <HeartIcon filled={saved} />
      {saved ? t('unsave') : t('save')}
    </button>
  );
}
