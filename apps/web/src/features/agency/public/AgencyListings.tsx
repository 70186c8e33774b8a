'use client';

import { lazy, type ReactNode, Suspense, useState } from 'react';
import { type AgencyListingsLabels, LoadMoreButton } from './LoadMoreButton';

// The pages "load more" adds come with TanStack Query on the first click: the page's first load
// carries neither.
const MoreListings = lazy(() => import('./MoreListings'));

/**
 * The agency's listings: the server's first page (cards rendered on the server), and below it what
 * "load more" adds. The page is one cached copy for everyone, so the next pages load in the
 * browser only (a visitor without JavaScript sees the first page).
 */
export function AgencyListings({
  slug,
  nextCursor,
  labels,
  children,
}: {
  slug: string;
  nextCursor: string | null;
  labels: AgencyListingsLabels;
  children: ReactNode;
}) {
  const [more, setMore] = useState(false);
  return (
    <>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="agency-listings">
        {children}
      </ul>
      {nextCursor !== null &&
        (more ? (
          <Suspense fallback={<LoadMoreButton label={labels.loadMore} busy onLoad={() => {}} />}>
            <MoreListings slug={slug} nextCursor={nextCursor} labels={labels} />
          </Suspense>
        ) : (
          <LoadMoreButton label={labels.loadMore} busy={false} onLoad={() => setMore(true)} />
        ))}
    </>
  );
}
