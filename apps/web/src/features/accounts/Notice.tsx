import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/** A short message in the page (a sent code, a done step); a polite live region so it is announced. */
export function Notice({
  children,
  tone = 'info',
  className,
}: {
  children: ReactNode;
  tone?: 'info' | 'success';
  className?: string;
}) {
  return (
    <p
      role="status"
      className={clsx(
        'rounded-lg border px-3 py-2.5 text-sm',
        tone === 'success'
          ? 'border-emerald-200 bg-emerald-50 text-emerald-900'
          : 'border-slate-200 bg-slate-50 text-slate-800',
        className,
      )}
    >
      {children}
    </p>
  );
}
