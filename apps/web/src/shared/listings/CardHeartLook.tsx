'use client';

import { clsx } from 'clsx';
import { HeartIcon } from './HeartIcon';

/**
 * The round heart over a card's photo, as it looks for a visitor, while the toggle's code loads,
 * and as the toggle itself. A toggle button: its name stays, `aria-pressed` says saved or not.
 */
export function CardHeartLook({
  label,
  saved,
  pending,
  waiting = false,
  onClick,
}: {
  label: string;
  saved: boolean;
  pending: boolean;
  /** Before the toggle's code has arrived: busy, and a click is not taken. */
  waiting?: boolean;
  onClick(): void;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={saved}
      aria-busy={pending || waiting || undefined}
      aria-disabled={waiting || undefined}
      onClick={() => {
        if (!pending && !waiting) onClick();
      }}
      // Above the card's stretched link, so a click saves instead of opening the listing.
      className={clsx(
        'absolute top-2 right-2 z-10 flex size-11 items-center justify-center rounded-full bg-white/95 shadow-md transition-colors hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        saved ? 'text-red-700' : 'text-slate-800',
      )}
      data-testid="card-save-button"
    >
      <HeartIcon filled={saved} className="size-6" />
    </button>
  );
}
