import { clsx } from 'clsx';

interface SpinnerProps {
  /** Announced to screen readers; without it the spinner is decorative (e.g. inside a busy button). */
  label?: string;
  className?: string;
}

export function Spinner({ label, className }: SpinnerProps) {
  const svg = (
    <svg
      className={clsx('size-4 animate-spin', className)}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      data-testid="spinner"
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
  if (!label) return svg;
  return (
    <span role="status" className="inline-flex items-center gap-2">
      {svg}
      <span className="sr-only">{label}</span>
    </span>
  );
}
