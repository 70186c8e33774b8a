'use client';

import type { PropertyResponse } from '@krov/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { type RefObject, useEffect, useRef } from 'react';
import { useLanguage } from '@/i18n/use-language';
import { request } from '@/shared/api/client';
import { formatArea, formatPrice } from '@/shared/format/format-price';
import { pluralForm } from '@/shared/format/plural';
import { ConfirmedAge } from '@/shared/listings/ConfirmedAge';
import { CloseIcon } from '@/shared/ui/CloseIcon';
import { ModalLink } from '@/shared/ui/modal-navigation/ModalLink';
import type { MapSide } from './MapMarkers';
import { useCardInVisibleMap } from './use-card-in-visible-map';
import { searchMapKeys } from './use-map-listings';

export interface SelectedListingProps {
  id: string;
  /** The side of the map the pin is on: on a wide screen the card opens on the other. */
  pinSide: MapSide;
  /** The map's box, whose part on the screen the card stays inside. */
  mapBox: RefObject<HTMLElement | null>;
  onClose(): void;
}

/**
 * The chosen pin's listing (GET /api/properties/{id}: the pin carries only its price and types).
 * On a phone a sheet along the screen's bottom edge, as map apps show a place; on a wider screen
 * a card beside the pin, inside the part of the map that is on the screen. It takes the focus, so
 * Enter on a pin and then Tab reach "Otvori oglas"; Escape closes it. Its link opens /p/{id} as a
 * modal over the search.
 */
export function SelectedListing({ id, pinSide, mapBox, onClose }: SelectedListingProps) {
  const t = useTranslations('searchMap');
  const card = useRef<HTMLElement>(null);
  const listing = useQuery({
    queryKey: searchMapKeys.listing(id),
    queryFn: ({ signal }) => request('property', { params: { id } }, { signal, quiet: true }),
    staleTime: 30_000,
  });
  const top = useCardInVisibleMap(card, mapBox, listing.status);
  useEffect(() => {
    card.current?.focus({ preventScroll: true });
  }, []);
  return (
    <section
      ref={card}
      tabIndex={-1}
      aria-label={t('card')}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
      className={`fixed inset-x-0 bottom-0 z-[45] rounded-t-2xl bg-white p-4 pb-[max(1rem,env(safe-area-inset-bottom))] shadow-[0_-4px_24px_rgb(0_0_0/0.18)] ring-1 ring-slate-200 outline-none sm:absolute sm:inset-x-auto sm:bottom-auto sm:z-10 sm:w-80 sm:rounded-2xl sm:pb-4 sm:shadow-xl ${
        pinSide === 'right' ? 'sm:left-14' : 'sm:right-3'
      }`}
      style={top === null ? undefined : { top }}
      data-testid="map-selected"
    >
      {listing.data ? (
        <ListingSummary listing={listing.data} />
      ) : (
        <p className="pr-10 text-sm text-slate-700" role="status">
          {listing.isError ? t('cardFailed') : t('cardLoading')}
        </p>
      )}
      {/* After the summary: from the card, Tab reaches "Otvori oglas" first. */}
      <button
        type="button"
        onClick={onClose}
        aria-label={t('closeCard')}
        className="absolute top-2 right-2 flex size-9 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900"
      >
        <CloseIcon className="size-5" />
      </button>
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
      {!listing.soldAt && <ConfirmedAge confirmedAt={listing.confirmedAt} />}
      <ModalLink
        href={`/p/${listing.id}`}
        className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:underline"
      >
        {t('open')}
      </ModalLink>
    </div>
  );
}
