import type { PropertyResponse } from '@krov/contracts';
import { useTranslations } from 'next-intl';
import { useLanguage } from '@/i18n/use-language';
import { formatArea, formatPrice } from '@/shared/format/format-price';
import { ModalLink } from '@/shared/ui/modal-navigation/ModalLink';
import { photoSrcSet, placeNames } from './types';

/**
 * A public listing as a card (similar listings, the home page's newest): cover, price, size,
 * rooms and place, linking /p/{id}, which opens as a modal over the page. No 'use client': under
 * /p/{id} it renders on the server (only its ModalLink hydrates); the home page's client list
 * renders it in the browser.
 */
export function ListingCard({ listing }: { listing: PropertyResponse }) {
  const t = useTranslations('propertyPage');
  const tProperties = useTranslations('properties');
  const language = useLanguage();
  const cover = listing.photos.find((photo) => photo.variants.length > 0);
  const title = tProperties(`title.${listing.listingType}`, {
    type: tProperties(`propertyTypes.${listing.propertyType}`),
  });
  const place = placeNames(listing).slice(-2).join(', ');
  return (
    <article
      className="group relative flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm focus-within:ring-2 focus-within:ring-brand-600"
      data-testid="listing-card"
      data-property-id={listing.id}
    >
      <div className="relative aspect-[4/3] bg-slate-100">
        {cover && (
          // biome-ignore lint/performance/noImgElement: WebP variants from the api host with their own srcset.
          <img
            src={cover.variants[0]?.url}
            srcSet={photoSrcSet(cover)}
            sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
            alt=""
            loading="lazy"
            decoding="async"
            className="size-full object-cover"
          />
        )}
        {listing.soldAt && (
          <span className="absolute top-3 left-3 rounded-full bg-emerald-800 px-3 py-1 text-xs font-bold tracking-wide text-white uppercase">
            {t('sold')}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <p className="text-lg font-bold text-slate-900" data-testid="listing-card-price">
          {formatPrice(listing, language, tProperties('price.onRequest'))}
        </p>
        <h3 className="text-base font-semibold text-slate-900">
          <ModalLink
            href={`/p/${listing.id}`}
            className="after:absolute after:inset-0 hover:underline focus-visible:outline-none"
          >
            {title}
          </ModalLink>
        </h3>
        <p className="text-sm text-slate-700">
          {formatArea(listing.size, language)}
          {listing.bedrooms !== null && <> · {t('card.rooms', { count: listing.bedrooms })}</>}
        </p>
        {place && <p className="text-sm text-slate-600">{place}</p>}
      </div>
    </article>
  );
}
