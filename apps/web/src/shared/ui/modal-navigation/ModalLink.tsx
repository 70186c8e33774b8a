'use client';

import Link from 'next/link';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useModalNavigation } from './ModalNavigation';
import { isPlainLeftClick, keepsScroll } from './rules';

export interface ModalLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  /** Open as a modal over this page when a modal route matches (default true). */
  modal?: boolean;
  /** Keep the scroll position on a normal navigation. */
  noScroll?: boolean;
  children: ReactNode;
}

/**
 * A link that opens its page as a modal over the current one (when a modal route is registered
 * for it), and otherwise navigates without resetting the scroll. A middle click, a modifier key or
 * a target opens the real page, as any link would.
 */
export function ModalLink({
  href,
  modal = true,
  noScroll,
  onClick,
  children,
  ...anchorProps
}: ModalLinkProps) {
  const { openModal, preloadModal } = useModalNavigation();
  // The modal's code is fetched on the intent (hover, touch, focus), so it is there at the press.
  const preload = modal ? () => preloadModal(href) : undefined;
  return (
    <Link
      // A plain click opens the modal, which fetches its own data: prefetching the page is waste.
      prefetch={modal ? false : null}
      {...anchorProps}
      href={href}
      scroll={!keepsScroll({ modal, noScroll })}
      onPointerEnter={preload}
      onTouchStart={preload}
      onFocus={preload}
      onClick={(event) => {
        onClick?.(event);
        if (!modal || !isPlainLeftClick(event, anchorProps.target)) return;
        if (openModal(href)) event.preventDefault();
      }}
    >
      {children}
    </Link>
  );
}
