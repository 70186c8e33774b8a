import { clsx } from 'clsx';

export interface SwitchProps {
  checked: boolean;
  onChange(checked: boolean): void;
  /** Its name: a label, or the id of the element that names it. */
  label?: string;
  labelledBy?: string;
  describedBy?: string;
  disabled?: boolean;
  /** Busy: shown as it is, clicks ignored, announced as busy. */
  pending?: boolean;
  'data-testid'?: string;
}

/** An on/off switch (role="switch", aria-checked): a button, so Space and Enter toggle it. */
export function Switch({
  checked,
  onChange,
  label,
  labelledBy,
  describedBy,
  disabled = false,
  pending = false,
  ...rest
}: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-busy={pending || undefined}
      disabled={disabled}
      data-testid={rest['data-testid']}
      onClick={() => {
        if (!pending) onChange(!checked);
      }}
      className={clsx(
        'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        checked ? 'bg-brand-600' : 'bg-slate-300',
        (disabled || pending) && 'cursor-not-allowed opacity-60',
      )}
    >
      <span
        aria-hidden="true"
        className={clsx(
          'inline-block size-6 rounded-full bg-white shadow transition-transform',
          checked ? 'translate-x-[1.375rem]' : 'translate-x-0.5',
        )}
      />
    </button>
  );
}
