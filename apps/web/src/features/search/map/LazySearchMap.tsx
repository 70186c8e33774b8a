'use client';

import dynamic from 'next/dynamic';
import { searchMapBoxClasses } from './map-box';
import type { SearchMapProps } from './SearchMap';

export type { SearchMapFilters, SearchMapProps } from './SearchMap';

/**
 * The search map as the search page embeds it: Leaflet and the map's code download only when
 * this renders (the list view never loads them), and never on the server. The grey box holds the
 * map's place meanwhile.
 */
export const LazySearchMap = dynamic<SearchMapProps>(() => import('./SearchMap'), {
  ssr: false,
  loading: () => <div className={searchMapBoxClasses} aria-hidden="true" />,
});
