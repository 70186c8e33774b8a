import type { PropertyResponse } from '@krov/contracts';
import { getTranslations } from 'next-intl/server';
import { ListingCard } from '@/shared/listings/ListingCard';

/** The newest public listings as cards, in the server's HTML; null (the api did not answer) leaves it out. */
export async function NewestSection({ listings }: { listings: PropertyResponse[] | null }) {
  const t = await getTranslations('propertyPage.newest');
  if (listings === null) return null;
  return (
    <section aria-labelledby="home-newest" className="mx-auto max-w-6xl px-4 pt-14">
      <h2 id="home-newest" className="text-2xl font-bold tracking-tight text-slate-900">
        {t('title')}
      </h2>
      {listings.length === 0 ? (
        <p className="mt-4 text-slate-700">{t('none')}</p>
      ) : (
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="newest-listings">
          {listings.map((listing, index) => (
            <li key={listing.id} className="flex">
              <ListingCard listing={listing} priority={index === 0} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
