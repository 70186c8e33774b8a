'use client';

import { useTranslations } from 'next-intl';
import { useLanguage } from '@/i18n/use-language';
import { formatNumber } from '@/shared/format/format-price';
import { bboxParam } from './map-view';
import type { MapListings, MapView } from './use-map-listings';

/**
 * The line under the map's top edge that says what it shows: how many listings (the clusters'
 * counts and the pins add up to it), that none are here, that they are loading, or that they could
 * not be loaded (with a retry). A polite live region, so a moved map is announced once settled.
 */
export function MapStatus({ listings, view }: { listings: MapListings; view: MapView | null }) {
  const t = useTranslations('searchMap');
  const tCommon = useTranslations('common');
  const language = useLanguage();
  const total = listings.answer?.total;
  return (
    <div className="pointer-events-none absolute bottom-3 left-3 z-10 flex max-w-[calc(100%-1.5rem)] items-center gap-2">
      <p
        role="status"
        className="rounded-full bg-white/95 px-3 py-1.5 text-sm font-medium text-slate-800 shadow ring-1 ring-slate-200"
        data-testid="map-total"
        data-total={total ?? ''}
        // The box shown, and the one asked about (grown to whole cells, decision 104), for the
        // tests that compare the total with the search's.
        data-bbox={view ? bboxParam(view.bbox) : ''}
        data-asked-bbox={listings.asked ?? ''}
        aria-busy={listings.loading}
      >
        {listings.failed
          ? t('failed')
          : total === undefined
            ? t('loading')
            : total === 0
              ? t('empty')
              : t('total', { count: formatNumber(total, language, 0) })}
      </p>
      {listings.failed && (
        <button
          type="button"
          onClick={listings.retry}
          className="pointer-events-auto rounded-full bg-white px-3 py-1.5 text-sm font-semibold text-brand-700 shadow ring-1 ring-slate-200 hover:bg-brand-50"
        >
          {tCommon('tryAgain')}
        </button>
      )}
    </div>
  );
}
