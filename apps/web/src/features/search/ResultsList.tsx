'use client';

import type { SearchQueryInput } from '@krov/contracts';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { LoadMoreLink } from './LoadMoreLink';

export interface ResultsListProps {
  /** The search's api query without a cursor. */
  query: SearchQueryInput;
  /** `nextCursor` of the page the server rendered (null: there is no more). */
  nextCursor: string | null;
  /** This search's page; with `od=<cursor>` the next page as a page of its own. */
  pageHref: string;
  labels: { loadMore: string; loaded: string; loadFailed: string };
  /** The server-rendered cards of the first page, as <li>s. */
  children: ReactNode;
}

// The pages "load more" adds, with TanStack Query: loaded on the first click, so the page's first
// load carries neither (its JavaScript budget, docs/decisions/091-search-pages.md).
const MoreResults = lazy(() => import('./MoreResults'));

/** The searches whose "load more" this tab has used: coming back to one shows its pages again. */
const expanded = new Set<string>();

/** The results grid: the server's first page, and below it what "load more" adds. */
export function ResultsList({ query, nextCursor, pageHref, labels, children }: ResultsListProps) {
  const key = JSON.stringify([query, nextCursor]);
  const [more, setMore] = useState(() => expanded.has(key));
  const loadMore = () => {
    expanded.add(key);
    setMore(true);
  };
  return (
    <>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="search-results">
        {children}
      </ul>
      {nextCursor !== null &&
        (more ? (
          <Suspense
            fallback={
              <LoadMoreLink
                pageHref={pageHref}
                cursor={nextCursor}
                label={labels.loadMore}
                busy
                onLoad={loadMore}
              />
            }
          >
            <MoreResults query={query} nextCursor={nextCursor} pageHref={pageHref} labels={labels} />
          </Suspense>
        ) : (
          <LoadMoreLink
            pageHref={pageHref}
            cursor={nextCursor}
            label={labels.loadMore}
            busy={false}
            onLoad={loadMore}
          />
        ))}
    </>
  );
}
