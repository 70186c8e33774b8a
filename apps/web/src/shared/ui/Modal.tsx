'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { CloseIcon } from './CloseIcon';
import { useReturnFocus } from './use-return-focus';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Every dialog needs a name for screen readers; hide it visually with `hideTitle`. */
  title: ReactNode;
  hideTitle?: boolean;
  description?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  children?: ReactNode;
  /** Extra classes for the panel. */
  className?: string;
}

const widths = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-3xl', xl: 'max-w-5xl' } as const;

/**
 * A dialog on Radix: focus trapped and returned to what opened it, Escape and a click outside close it, the page
 * behind is inert and does not scroll. On phones the panel fills the screen, but a small one (a
 * confirmation) stays a card.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  hideTitle = false,
  description,
  size = 'md',
  children,
  className,
}: ModalProps) {
  const t = useTranslations('ui');
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          className={clsx(
            'fixed z-50 flex flex-col overflow-y-auto bg-white shadow-xl focus:outline-none',
            // A listing's contact bar sticks to the panel's bottom and says how much room it takes.
            'scroll-pb-[var(--contact-bar-room,0px)]',
            // A small dialog (a confirmation) stays a card on a phone; the others fill its screen.
            size === 'sm'
              ? 'inset-x-4 top-1/2 max-h-[90vh] -translate-y-1/2 rounded-2xl sm:inset-x-auto sm:left-1/2 sm:w-[calc(100%-2rem)] sm:-translate-x-1/2'
              : 'inset-0 sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[90vh] sm:w-[calc(100%-2rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-2xl',
            widths[size],
            className,
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
          {...returnFocus}
        >
          <div className="flex items-start justify-between gap-4 px-5 pt-5 sm:px-6">
            <Dialog.Title className={clsx('text-lg font-semibold text-slate-900', hideTitle && 'sr-only')}>
              {title}
            </Dialog.Title>
            <Dialog.Close
              className="-mt-1 -mr-2 ml-auto inline-flex size-10 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-slate-900"
              aria-label={t('close')}
            >
              <CloseIcon className="size-5" />
            </Dialog.Close>
          </div>
          {description && (
            <Dialog.Description className="px-5 pt-1 text-sm text-slate-600 sm:px-6">
              {description}
            </Dialog.Description>
          )}
          <div className="px-5 pt-4 pb-6 sm:px-6">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
