'use client';

import type { MouseEvent } from 'react';
import { buttonClasses } from '@/shared/ui/Button';
import { pageAfter } from './url-state';

/**
 * "Load more": a link to the next page of its own (`od=<cursor>`), for a visitor without
 * JavaScript and a middle click; a plain click appends the page instead.
 */
export function LoadMoreLink({
  pageHref,
  cursor,
  label,
  busy,
  onLoad,
}: {
  pageHref: string;
  cursor: string;
  label: string;
  busy: boolean;
  onLoad(): void;
}) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (!busy) onLoad();
  };
  return (
    <div className="mt-8 flex justify-center">
      <a
        href={pageAfter(pageHref, cursor)}
        onClick={onClick}
        aria-busy={busy || undefined}
        className={buttonClasses('secondary', 'lg', busy && 'opacity-70')}
        data-testid="load-more"
      >
        {label}
      </a>
    </div>
  );
}
