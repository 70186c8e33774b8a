import { clsx } from 'clsx';

export function StatusBadge({ verified, label }: { verified: boolean; label: string }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold',
        verified
          ? 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200'
          : 'bg-amber-50 text-amber-900 ring-1 ring-amber-200',
      )}
    >
      {label}
    </span>
  );
}
