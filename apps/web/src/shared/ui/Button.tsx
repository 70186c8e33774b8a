import { clsx } from 'clsx';
import type { MouseEvent, ReactNode } from 'react';
import { Spinner } from './Spinner';

/** The shared button's colours (docs/product/SPEC.md §3). */
export const buttonColours = ['primary', 'secondary', 'secondaryLight', 'tertiary', 'negative'] as const;
export type ButtonColour = (typeof buttonColours)[number];
export type ButtonSize = 'sm' | 'md' | 'lg';

const colourClasses: Record<ButtonColour, string> = {
  primary: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700 active:bg-brand-800',
  secondary: 'border border-brand-600 bg-white text-brand-700 hover:bg-brand-50 active:bg-brand-100',
  secondaryLight: 'bg-brand-50 text-brand-700 hover:bg-brand-100 active:bg-brand-200',
  tertiary: 'text-slate-700 hover:bg-slate-100 hover:text-slate-900 active:bg-slate-200',
  negative: 'bg-red-700 text-white shadow-sm hover:bg-red-800 active:bg-red-900',
};

const sizeClasses: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
};

/** The classes of a button, for links that look like one (e.g. "Add property"). */
export function buttonClasses(
  colour: ButtonColour = 'primary',
  size: ButtonSize = 'md',
  extra?: string | false,
): string {
  return clsx(
    'inline-flex select-none items-center justify-center gap-2 whitespace-nowrap rounded-lg font-semibold transition-colors',
    colourClasses[colour],
    sizeClasses[size],
    extra,
  );
}

export interface ButtonProps {
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  colour?: ButtonColour;
  /** The button's text; `children` wins when both are given. */
  title?: string;
  children?: ReactNode;
  /** Shows a spinner, sets aria-busy; the button ignores clicks (and does not submit its form). */
  pending?: boolean;
  disabled?: boolean;
  /** 'button' unless told otherwise, so a button inside a form never submits by accident. */
  type?: 'button' | 'submit' | 'reset';
  size?: ButtonSize;
  fullWidth?: boolean;
  className?: string;
  'aria-label'?: string;
  /** What the button acts on, when its text alone does not say (one of several alike in a list). */
  'aria-describedby'?: string;
  form?: string;
  name?: string;
  value?: string;
}

/**
 * The shared button (docs/product/SPEC.md §3): not clickable while pending or disabled. Disabled uses the native
 * attribute; pending keeps the button focusable (focus is not lost mid-action) but marks it
 * aria-disabled and swallows clicks, including the form submission a submit button would cause.
 */
export function Button({
  onClick,
  colour = 'primary',
  title,
  children,
  pending = false,
  disabled = false,
  type = 'button',
  size = 'md',
  fullWidth = false,
  className,
  ...rest
}: ButtonProps) {
  const inert = pending || disabled;
  return (
    <button
      {...rest}
      type={type}
      data-colour={colour}
      disabled={disabled}
      aria-disabled={inert || undefined}
      aria-busy={pending || undefined}
      className={buttonClasses(
        colour,
        size,
        clsx(fullWidth && 'w-full', inert && 'cursor-not-allowed opacity-60', className),
      )}
      onClick={(event) => {
        if (inert) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      {pending && <Spinner />}
      {children ?? title}
    </button>
  );
}
