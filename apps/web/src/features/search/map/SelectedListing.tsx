'use client';

import type { PropertyResponse } from '@krov/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useLanguage } from '@/i18n/use-language';
import { request } from '@/shared/api/client';
import { formatArea, formatPrice } from '@/shared/format/format-price';
import { pluralForm } from '@/shared/format/plural';
import { CloseIcon } from '@/shared/ui/CloseIcon';
import { ModalLink } from '@/shared/ui/modal-navigation/ModalLink';
import { searchMapKeys } from './use-map-listings';

/**
 * The chosen pin's listing, in a panel over the map's bottom edge (GET /api/properties/{id}: the
 * pin carries only its price and types). Its link opens /p/{id} as a modal over the search.
 */
export function SelectedListing({ id, onClose }: { id: string; onClose(): void }) {
  const t = useTranslations('searchMap');
  const listing = useQuery({
    queryKey: searchMapKeys.listing(id),
    queryFn: ({ signal }) => request('property', { params: { id } }, { signal, quiet: true }),
    staleTime: 30_000,
  });
  return (
    <section
      aria-label={t('card')}
      className="absolute inset-x-3 bottom-14 z-[1000] mx-auto max-w-md rounded-2xl bg-white p-4 shadow-xl ring-1 ring-slate-200"
      data-testid="map-selected"
    >
      <button
        type="button"
        onClick={onClose}
        aria-label={t('closeCard')}
        className="absolute top-2 right-2 flex size-9 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900"
      >
        <CloseIcon className="size-5" />
      </button>
      {listing.data ? (
        <ListingSummary listing={listing.data} />
      ) : (
        <p className="pr-10 text-sm text-slate-700" role="status">
          {listing.isError ? t('cardFailed') : t('cardLoading')}
        </p>
      )}
    </section>
  );
}

/** Price, title, size, rooms and place, linking the listing. */
function ListingSummary({ listing }: { listing: PropertyResponse }) {
  const t = useTranslations('searchMap');
  const tProperties = useTranslations('properties');
  const tCard = useTranslations('listingCard');
  const language = useLanguage();
  const { neighbourhood, municipality } = listing.place;
  const place = [neighbourhood?.name, municipality.name].filter(Boolean).join(', ');
  return (
    <div className="pr-10">
      <p className="text-lg font-bold text-slate-900">
        {formatPrice(listing, language, tProperties('price.onRequest'))}
      </p>
      <h2 className="font-semibold text-slate-900">
        {tProperties(`title.${listing.listingType}`, {
          type: tProperties(`propertyTypes.${listing.propertyType}`),
        })}
      </h2>
      <p className="text-sm text-slate-700">
        {formatArea(listing.size, language)}
        {listing.bedrooms !== null && (
          <> · {tCard(`bedrooms.${pluralForm(listing.bedrooms, language)}`, { count: listing.bedrooms })}</>
        )}
        {place && <> · {place}</>}
      </p>
      <ModalLink
        href={`/p/${listing.id}`}
        className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:underline"
      >
        {t('open')}
      </ModalLink>
    </div>
  );
}
