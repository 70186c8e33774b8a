import type { Language } from '@krov/contracts';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { formatNumber } from '@/shared/format/format-price';
import type { PopularPlace } from './home-data';

/** The big towns with their public listings for sale and for rent, each linking its search. */
export async function PopularPlaces({ places, language }: { places: PopularPlace[]; language: Language }) {
  const t = await getTranslations('home.popular');
  if (places.length === 0) return null;
  const count = (value: number) => formatNumber(value, language, 0);
  return (
    <section aria-labelledby="home-popular" className="mx-auto max-w-6xl px-4 pt-14">
      <h2 id="home-popular" className="text-2xl font-bold tracking-tight text-slate-900">
        {t('title')}
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="popular-places">
        {places.map((place) => (
          <li
            key={place.slug}
            className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
            data-testid="popular-place"
            data-slug={place.slug}
          >
            <h3 className="text-lg font-semibold text-slate-900">{place.name}</h3>
            <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
              <Link href={`/buy/${place.slug}`} className="font-medium text-brand-700 hover:underline">
                {t('forSale', { count: count(place.sell) })}
              </Link>
              <Link href={`/rent/${place.slug}`} className="font-medium text-brand-700 hover:underline">
                {t('forRent', { count: count(place.rent) })}
              </Link>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
