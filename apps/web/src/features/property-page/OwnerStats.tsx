'use client';

import type { ListingStats } from '@krov/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '@/shared/api/client';
import { QueryProvider } from '@/shared/query/QueryProvider';
import { OwnerStatsView } from './OwnerStatsView';
import { propertyPageKeys } from './query-keys';

/**
 * The owner's counters on their own listing: views, saves and contacts so far (asked for only
 * when the owner looks at it, each time: visitors' pages never carry them). Loaded with its own
 * TanStack Query when the owner's tools show (OwnerTools), out of /p/{id}'s first load.
 */
export function OwnerStats({ id }: { id: string }) {
  return (
    <QueryProvider>
      <OwnerStatsQuery id={id} />
    </QueryProvider>
  );
}

function OwnerStatsQuery({ id }: { id: string }) {
  const stats = useQuery<ListingStats>({
    queryKey: propertyPageKeys.stats(id),
    // Quiet: the counters are extras, the owner's tools work without them.
    queryFn: ({ signal }) => request('propertyStatistics', { params: { id } }, { signal, quiet: true }),
    gcTime: 0,
  });
  return <OwnerStatsView stats={stats.data ?? null} />;
}
