'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { QueryProvider } from '@/shared/query/QueryProvider';
import { ListingCard } from './ListingCard';
import { propertyPageApi } from './property-page-api';
import { propertyPageKeys } from './query-keys';

const newestCount = 12;

/**
 * The home page's newest public listings, fetched in the browser so the home page stays static
 * (prerendered at build time, when no api runs). Each card opens /p/{id} as a modal.
 */
export function NewestListings() {
  return (
    <QueryProvider>
      <Newest />
    </QueryProvider>
  );
}

function Newest() {
  const t = useTranslations('propertyPage.newest');
  const newest = useQuery({
    queryKey: propertyPageKeys.newest(newestCount),
    queryFn: async ({ signal }) => (await propertyPageApi.newest(newestCount, { signal, quiet: true })).items,
  });
  // A failed load reads as "none yet" (quiet: the home page has nothing to apologise for).
  const items = newest.data ?? (newest.isError ? [] : null);

  return (
    <section aria-labelledby="home-newest" className="mx-auto max-w-6xl px-4 pt-14">
      <h2 id="home-newest" className="text-2xl font-bold tracking-tight text-slate-900">
        {t('title')}
      </h2>
      {items === null ? (
        <div className="mt-8 min-h-80" aria-hidden="true" />
      ) : items.length === 0 ? (
        <p className="mt-4 text-slate-700">{t('none')}</p>
      ) : (
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="newest-listings">
          {items.map((item) => (
            <li key={item.id} className="flex">
              <ListingCard listing={item} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
