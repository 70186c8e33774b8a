import type { PropertyResponse } from '@krov/contracts';
import { useTranslations } from 'next-intl';
import { useLanguage } from '@/i18n/use-language';
import { formatArea, formatKm, formatPrice } from '@/shared/format/format-price';
import { pluralForm } from '@/shared/format/plural';
import { CardHeart } from './CardHeart';
import { ConfirmedAge } from './ConfirmedAge';
import { ListingCardLink } from './ListingCardLink';
import { coverPhoto, photoSrcSet, placeNames } from './listing-parts';

export interface ListingCardProps {
  listing: PropertyResponse;
  /** The card's title level under the list's heading (h3 under a page's h2). */
  headingLevel?: 2 | 3 | 4;
  /** The first cards of a page: their photo loads at once, as the page's largest image. */
  priority?: boolean;
  /** How wide the card is drawn, for the browser's choice among the photo's variants. */
  sizes?: string;
}

const defaultSizes = '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw';

/**
 * A public listing as a result card (search results, the home page, saved listings, similar
 * listings): cover photo from its variants, price or "price on request", size, bedrooms, place,
 * a "sold" badge, when it was last confirmed available, how many offers a property several
 * advertisers offer has ("3 ponude · od 180.000 KM"), and a heart that saves. The title links /p/{id}, which opens as a modal over
 * the page (closing it leaves the page as it was); its link stretches over the whole card.
 * No 'use client': rendered on the server where the list is (only the link and heart hydrate),
 * and in the browser inside client lists.
 */
export function ListingCard({
  listing,
  headingLevel = 3,
  priority = false,
  sizes = defaultSizes,
}: ListingCardProps) {
  const t = useTranslations('listingCard');
  const tProperties = useTranslations('properties');
  const language = useLanguage();
  const cover = coverPhoto(listing);
  const title = tProperties(`title.${listing.listingType}`, {
    type: tProperties(`propertyTypes.${listing.propertyType}`),
  });
  const place = placeNames(listing).slice(-2).join(', ');
  const price = formatPrice(listing, language, tProperties('price.onRequest'));
  const Heading = `h${headingLevel}` as const;
  const offers = listing.offers.length;
  const lowest = lowestOfferPrice(listing);
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
            sizes={sizes}
            alt=""
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
            className="size-full object-cover"
          />
        )}
        {listing.soldAt && (
          <span
            className="absolute top-3 left-3 rounded-full bg-emerald-800 px-3 py-1 text-xs font-bold tracking-wide text-white uppercase"
            data-testid="listing-card-sold"
          >
            {t('sold')}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <p className="text-lg font-bold text-slate-900" data-testid="listing-card-price">
          {price}
        </p>
        <Heading className="text-base font-semibold text-slate-900">
          <ListingCardLink
            preview={{ id: listing.id, title, price, place }}
            className="after:absolute after:inset-0 hover:underline focus-visible:outline-none"
          >
            {title}
          </ListingCardLink>
        </Heading>
        <p className="text-sm text-slate-700" data-testid="listing-card-facts">
          {formatArea(listing.size, language)}
          {listing.bedrooms !== null && (
            <> · {t(`bedrooms.${pluralForm(listing.bedrooms, language)}`, { count: listing.bedrooms })}</>
          )}
        </p>
        {place && <p className="text-sm text-slate-600">{place}</p>}
        {/* A property several advertisers offer is one card (issue 30): how many, from what price. */}
        {offers > 1 && (
          <p className="text-sm font-semibold text-brand-700" data-testid="listing-card-offers">
            {t(`offers.${pluralForm(offers, language)}`, { count: offers })}
            {lowest !== null && <> · {t('fromPrice', { price: formatKm(lowest, language) })}</>}
          </p>
        )}
        {/* Not on a sold one: it is no longer offered, whenever it was last confirmed. */}
        {!listing.soldAt && <ConfirmedAge confirmedAt={listing.confirmedAt} className="mt-1" />}
      </div>
      {/* After the title in the tab order; drawn over the photo's corner. */}
      <CardHeart id={listing.id} label={t('save', { title, place })} />
    </article>
  );
}

/** The cheapest public price among a property's offers; null when every one is on request. */
export function lowestOfferPrice(listing: Pick<PropertyResponse, 'offers'>): number | null {
  const prices = listing.offers.flatMap((offer) => (offer.price === null ? [] : [offer.price]));
  return prices.length > 0 ? Math.min(...prices) : null;
}
