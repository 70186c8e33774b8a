'use client';

import { interpolate } from '@krov/messages/locales';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { request } from '@/shared/api/client';
import { ListingCard } from '@/shared/listings/ListingCard';
import { QueryProvider } from '@/shared/query/QueryProvider';
import { agencyKeys } from '../query-keys';
import { type AgencyListingsLabels, LoadMoreButton } from './LoadMoreButton';

interface MoreListingsProps {
  slug: string;
  /** Where the server's page ended. */
  nextCursor: string;
  labels: AgencyListingsLabels;
}

export default function MoreListings(props: MoreListingsProps) {
  return (
    <QueryProvider>
      <More {...props} />
    </QueryProvider>
  );
}

/** The agency's listings after the server's page, 24 at a time; focus goes to the first new card. */
function More({ slug, nextCursor, labels }: MoreListingsProps) {
  const more = useInfiniteQuery({
    queryKey: agencyKeys.listings(slug, nextCursor),
    queryFn: ({ pageParam, signal }) =>
      request(
        'searchProperties',
        { query: { agency: slug, sort: 'newest', cursor: pageParam } },
        { signal, quiet: true },
      ),
    initialPageParam: nextCursor,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const pages = more.data?.pages ?? [];
  const items = pages.flatMap((page) => page.items);
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
        <ul
          ref={list}
          className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-3"
          data-testid="agency-listings-more"
        >
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
      {more.isError && (
        <p role="alert" className="mt-6 text-center text-slate-700">
          {labels.loadFailed}
        </p>
      )}
      {cursor && (
        <LoadMoreButton
          label={labels.loadMore}
          busy={more.isFetching}
          onLoad={() => void (more.isError && pages.length === 0 ? more.refetch() : more.fetchNextPage())}
        />
      )}
    </>
  );
}
