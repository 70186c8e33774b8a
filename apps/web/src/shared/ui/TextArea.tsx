import { clsx } from 'clsx';
import { type ReactNode, type Ref, type TextareaHTMLAttributes, useId } from 'react';

/** A labelled multi-line field with its error and an optional counter (the listing's and the agency's description). */
export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> {
  label: string;
  error?: string | undefined;
  /** Under the field, right-aligned (the character counter); announced politely. */
  counter?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextArea({ label, error, counter, className, id, ref, ...props }: TextAreaProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const counterId = `${inputId}-counter`;
  return (
    <div className={clsx('space-y-1.5', className)}>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        {...props}
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={
          [counter ? counterId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
        }
        className={clsx(
          'block min-h-40 w-full rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 shadow-xs focus:outline-2 focus:outline-offset-0 disabled:bg-slate-50 disabled:text-slate-500 sm:text-sm',
          error
            ? 'border-red-600 focus:outline-red-600'
            : 'border-slate-300 focus:border-brand-600 focus:outline-brand-600',
        )}
      />
      <div className="flex items-start justify-between gap-4">
        {error ? (
          <p id={errorId} className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : (
          <span />
        )}
        {counter && (
          <p id={counterId} className="shrink-0 text-sm text-slate-600 tabular-nums">
            {counter}
          </p>
        )}
      </div>
    </div>
  );
}
