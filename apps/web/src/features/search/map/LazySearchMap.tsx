'use client';

import dynamic from 'next/dynamic';
import type { SearchMapProps } from './SearchMap';

export type { SearchMapFilters, SearchMapProps } from './SearchMap';

/**
 * The search map as the search page embeds it: Leaflet and the map's code download only when
 * this renders (the list view never loads them), and never on the server. The grey box holds the
 * map's place meanwhile.
 */
export const LazySearchMap = dynamic<SearchMapProps>(() => import('./SearchMap'), {
  ssr: false,
  // The map's box (SearchMap's searchMapBoxClasses), inline: a module for it cost /buy's budget.
  loading: () => (
    <div
      className="-mx-4 h-[calc(100dvh-var(--spacing-header))] min-h-96 bg-slate-200 sm:mx-0 sm:h-[70vh] sm:rounded-2xl"
      aria-hidden="true"
    />
  ),
});
