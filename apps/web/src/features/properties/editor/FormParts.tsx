import { clsx } from 'clsx';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** A part of the listing form: a card with its heading. */
export function FormSection({
  title,
  description,
  children,
  testId,
  focusOnMount = false,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  testId?: string;
  /** The next step of a flow: its heading takes focus (and the screen) when it appears. */
  focusOnMount?: boolean;
}) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!focusOnMount) return;
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'start' });
  }, [focusOnMount]);
  return (
    <section
      aria-labelledby={id}
      data-testid={testId}
      className="border-t border-slate-200 py-7 first:border-t-0 first:pt-0 sm:rounded-2xl sm:border sm:border-slate-200 sm:bg-white sm:p-6 sm:shadow-sm sm:first:border-t sm:first:pt-6"
    >
      <h2
        id={id}
        ref={heading}
        tabIndex={focusOnMount ? -1 : undefined}
        className="text-lg font-semibold text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
      >
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}

export interface ChoiceOption {
  value: string;
  label: string;
}

/**
 * One choice of a few, as a row of segments: real radio buttons (keyboard and screen readers
 * treat them as such), each laid transparently over its segment so a click lands on the input.
 */
export function SegmentedChoice({
  legend,
  options,
  registration,
  error,
}: {
  legend: string;
  options: readonly ChoiceOption[];
  registration: UseFormRegisterReturn;
  error?: string | undefined;
}) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="min-w-0">
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div
        className={clsx(
          'mt-1.5 inline-flex max-w-full flex-wrap gap-1 rounded-xl border bg-slate-100 p-1',
          error ? 'border-red-600' : 'border-slate-300',
        )}
      >
        {options.map((option) => (
          <label key={option.value} className="relative">
            <input
              type="radio"
              value={option.value}
              aria-invalid={error ? true : undefined}
              className="peer absolute inset-0 z-10 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
              {...registration}
            />
            <span className="block rounded-lg px-4 py-2 text-sm font-medium text-slate-700 transition-colors peer-checked:bg-white peer-checked:text-brand-700 peer-checked:shadow-sm peer-hover:text-slate-900 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-brand-600">
              {option.label}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** Several of a set, as chips that toggle: checkboxes under the hood, laid over each chip. */
export function ToggleChips({
  legend,
  hint,
  options,
  registration,
}: {
  legend: string;
  hint?: string;
  options: readonly ChoiceOption[];
  registration: UseFormRegisterReturn;
}) {
  const hintId = useId();
  return (
    <fieldset aria-describedby={hint ? hintId : undefined} className="min-w-0">
      <legend className="sr-only">{legend}</legend>
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {options.map((option) => (
          <label key={option.value} className="relative">
            <input
              type="checkbox"
              value={option.value}
              className="peer absolute inset-0 z-10 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
              {...registration}
            />
            <span className="flex items-center gap-1.5 rounded-full border border-slate-300 bg-white px-3.5 py-1.5 text-sm font-medium text-slate-700 transition-colors peer-checked:border-brand-600 peer-checked:bg-brand-50 peer-checked:text-brand-700 peer-hover:border-slate-400 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 [&>svg]:hidden peer-checked:[&>svg]:block">
              <svg viewBox="0 0 16 16" className="size-3.5" aria-hidden="true" fill="none">
                <path d="M3 8.5l3 3 7-7" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
              {option.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The unit inside a number field's right edge. */
export function Unit({ children }: { children: ReactNode }) {
  return (
    <span className="pr-3 text-sm text-slate-500" aria-hidden="true">
      {children}
    </span>
  );
}
