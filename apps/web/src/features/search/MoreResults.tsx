'use client';

import type { SearchQueryInput } from '@krov/contracts';
import { MoreListingCards } from '@/shared/listings/MoreListingCards';
import { QueryProvider } from '@/shared/query/QueryProvider';
import { LoadMoreLink } from './LoadMoreLink';
import { searchKeys } from './query-keys';

interface MoreResultsProps {
  query: SearchQueryInput;
  /** Where the server's page ended. */
  nextCursor: string;
  pageHref: string;
  labels: { loadMore: string; loaded: string; loadFailed: string };
}

/** The search's results after the server's page; "load more" is a link that works without JavaScript. */
export default function MoreResults({ query, nextCursor, pageHref, labels }: MoreResultsProps) {
  return (
    <QueryProvider>
      <MoreListingCards
        query={query}
        nextCursor={nextCursor}
        queryKey={searchKeys.more(query, nextCursor)}
        labels={labels}
        testId="search-results-more"
        loadMore={({ cursor, busy, onLoad }) => (
          <LoadMoreLink
            pageHref={pageHref}
            cursor={cursor}
            label={labels.loadMore}
            busy={busy}
            onLoad={onLoad}
          />
        )}
      />
    </QueryProvider>
  );
}
