'use client';

import { useRef } from 'react';

/**
 * Gives focus back to what opened a Radix dialog when it closes. Radix returns focus to its
 * Dialog.Trigger; dialogs opened otherwise (a link that pushes a modal route, a photo tile) have
 * none, and focus fell to the page's start. Spread the handlers on Dialog.Content: the opener is
 * taken as the dialog mounts, before Radix moves focus into it.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = opener.current;
      if (!target?.isConnected || target === document.body) return;
      event.preventDefault();
      target.focus();
    },
  };
}
