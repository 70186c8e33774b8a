'use client';

import type { SearchQueryInput } from '@krov/contracts';
import { interpolate } from '@krov/messages/locales';
import { type ReactNode, useEffect, useRef } from 'react';
import { request } from '@/shared/api/client';
import { useCursorList } from '@/shared/query/use-cursor-list';
import { ListingCard } from './ListingCard';

export interface MoreListingCardsProps {
  /** The search's query without its cursor (the search page's filters, an agency's slug). */
  query: SearchQueryInput;
  /** Where the server's page ended. */
  nextCursor: string;
  /** The React Query key of these pages (the feature's own). */
  queryKey: readonly unknown[];
  labels: { loaded: string; loadFailed: string };
  /** The list's test id. */
  testId: string;
  /** The control that loads the next page (a link that also works without JavaScript, or a button). */
  loadMore(control: { cursor: string; busy: boolean; onLoad(): void }): ReactNode;
}

/**
 * The search's pages after the server's, as cards below it, 24 at a time: the scroll stays where
 * it is and focus moves to the first new card. They stay in the QueryClient, so coming back shows
 * them again without asking the api. Used by the search results and an agency's listings.
 */
export function MoreListingCards({
  query,
  nextCursor,
  queryKey,
  labels,
  testId,
  loadMore,
}: MoreListingCardsProps) {
  const more = useCursorList({
    queryKey,
    fetchPage: (cursor, signal) =>
      request('searchProperties', { query: { ...query, cursor } }, { signal, quiet: true }),
    firstCursor: nextCursor,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const { pages, items } = more;
  const cursor = pages.length === 0 ? nextCursor : pages.at(-1)?.nextCursor;

  const list = useRef<HTMLUListElement>(null);
  const shownPages = useRef(pages.length);
  useEffect(() => {
    if (pages.length <= shownPages.current) return;
    const firstNew = pages.slice(0, -1).reduce((sum, page) => sum + page.items.length, 0);
    shownPages.current = pages.length;
    list.current
      ?.querySelectorAll<HTMLAnchorElement>('[data-testid="listing-card"] h3 a')
      [firstNew]?.focus({ preventScroll: true });
  }, [pages]);

  return (
    <>
      {items.length > 0 && (
        <ul ref={list} className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid={testId}>
          {items.map((item) => (
            <li key={item.id} className="flex">
              <ListingCard listing={item} />
            </li>
          ))}
        </ul>
      )}
      <p className="sr-only" aria-live="polite">
        {pages.length > 0 ? interpolate(labels.loaded, { count: pages.at(-1)?.items.length ?? 0 }) : ''}
      </p>
      {more.lastFailed && (
        <p role="alert" className="mt-6 text-center text-slate-700">
          {labels.loadFailed}
        </p>
      )}
      {cursor &&
        loadMore({
          cursor,
          busy: more.fetching,
          onLoad: () => (more.lastFailed && pages.length === 0 ? more.retry() : more.loadMore()),
        })}
    </>
  );
}
