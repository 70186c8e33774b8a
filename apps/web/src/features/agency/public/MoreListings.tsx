'use client';

import { MoreListingCards } from '@/shared/listings/MoreListingCards';
import { QueryProvider } from '@/shared/query/QueryProvider';
import { agencyKeys } from '../query-keys';
import { type AgencyListingsLabels, LoadMoreButton } from './LoadMoreButton';

interface MoreListingsProps {
  slug: string;
  /** Where the server's page ended. */
  nextCursor: string;
  labels: AgencyListingsLabels;
}

/** The agency's listings after the server's page, newest first, through the search's agency filter. */
export default function MoreListings({ slug, nextCursor, labels }: MoreListingsProps) {
  return (
    <QueryProvider>
      <MoreListingCards
        query={{ agency: slug, sort: 'newest' }}
        nextCursor={nextCursor}
        queryKey={agencyKeys.listings(slug, nextCursor)}
        labels={labels}
        testId="agency-listings-more"
        loadMore={({ busy, onLoad }) => (
          <LoadMoreButton label={labels.loadMore} busy={busy} onLoad={onLoad} />
        )}
      />
    </QueryProvider>
  );
}
