import { clsx } from 'clsx';
import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  label: ReactNode;
  /** The field's error text (already translated); marks the input invalid and is announced. */
  error?: string | undefined;
  /** A help text under the field. */
  hint?: ReactNode;
  /** React 19 passes refs as props, so react-hook-form's `register()` spreads straight in. */
  ref?: Ref<HTMLInputElement>;
  /** Something inside the input's right edge (e.g. the password toggle). */
  trailing?: ReactNode;
  className?: string;
}

export const inputClasses =
  'block h-11 w-full rounded-lg border bg-white px-3 text-base text-slate-900 shadow-xs placeholder:text-slate-400 focus:outline-2 focus:outline-offset-0 disabled:bg-slate-50 disabled:text-slate-500 sm:text-sm';

/** A labelled input with its hint and error text wired up for screen readers. */
export function TextField({
  label,
  error,
  hint,
  trailing,
  className,
  id,
  type = 'text',
  ref,
  ...inputProps
}: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={clsx('space-y-1.5', className)}>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        <input
          {...inputProps}
          ref={ref}
          id={inputId}
          type={type}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={clsx(
            inputClasses,
            error
              ? 'border-red-600 focus:outline-red-600'
              : 'border-slate-300 focus:border-brand-600 focus:outline-brand-600',
            trailing ? 'pr-12' : undefined,
          )}
        />
        {trailing && <div className="absolute inset-y-0 right-0 flex items-center pr-1">{trailing}</div>}
      </div>
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
