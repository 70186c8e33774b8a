'use client';

import { type ListingAction, lifecycleRow, type MyProperty } from '@krov/contracts';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useLanguage } from '@/i18n/use-language';
import { formatArea, formatDate, formatKm, formatPrice } from '@/shared/format/format-price';
import { smallestVariant } from '../properties-api';
import { ListingQuality } from '../quality/ListingQuality';
import { CardActions } from './CardActions';
import { CardAgent } from './CardAgent';
import { CardAvailability } from './CardAvailability';
import { CardStats } from './CardStats';
import type { Assignment } from './use-agency-assignment';
import type { CardAction } from './use-listing-actions';

export interface PropertyCardProps {
  listing: MyProperty;
  /** Now, in ms (the list's clock): which action fits the listing's state. */
  now: number;
  /** The action running on this card, if any (its button shows a spinner, the others wait). */
  pending: ListingAction | null;
  onAction(action: CardAction): void;
  /** The agency's owner: who holds an agency listing, and giving it to another agent. */
  assignment: Assignment | null;
}

/**
 * One of the owner's listings: cover, price, size, place, where it stands, who holds it (an
 * agency's), and what can be done.
 */
export function PropertyCard({ listing, now, pending, onAction, assignment }: PropertyCardProps) {
  const t = useTranslations('myProperties');
  const tProperties = useTranslations('properties');
  const language = useLanguage();
  const titleId = useId();
  const state = lifecycleRow(listing);
  const cover = listing.photos[0];
  const coverUrl = cover?.ready ? smallestVariant(cover) : null;
  const title = tProperties(`title.${listing.listingType}`, {
    type: tProperties(`propertyTypes.${listing.propertyType}`),
  });
  const place = [listing.place.municipality.name, listing.place.city?.name]
    .filter((name, index, all) => name && all.indexOf(name) === index)
    .join(', ');
  const date = (iso: string | null) => (iso ? formatDate(iso, language) : '');

  const statusText =
    state === 'sold'
      ? t('card.soldOn', { date: date(listing.soldAt) })
      : state === 'listed'
        ? t('card.validUntil', { date: date(listing.validUntil) })
        : state === 'expired'
          ? t('card.expiredOn', { date: date(listing.validUntil) })
          : state === 'hidden'
            ? listing.hiddenReason === 'unconfirmed'
              ? t('card.hiddenUnconfirmed')
              : listing.validUntil
                ? t('card.hidden', { date: date(listing.validUntil) })
                : t('card.hiddenNoDate')
            : t('card.unpaid');

  return (
    <article
      aria-labelledby={titleId}
      data-testid="property-card"
      data-property-id={listing.id}
      className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm sm:flex-row"
    >
      <div className="relative aspect-[16/9] shrink-0 bg-slate-100 sm:aspect-[4/3] sm:w-60">
        {coverUrl ? (
          // biome-ignore lint/performance/noImgElement: a small WebP variant from the api host.
          <img
            src={coverUrl}
            alt=""
            className="size-full object-cover"
            loading="lazy"
            data-testid="property-cover"
          />
        ) : (
          <div className="flex size-full items-center justify-center text-sm text-slate-600">
            {t('card.noPhoto')}
          </div>
        )}
        {listing.soldAt && (
          <span
            className="absolute top-3 left-3 rounded-full bg-emerald-700 px-3 py-1 text-xs font-bold tracking-wide text-white uppercase"
            data-testid="sold-badge"
          >
            {t('card.sold')}
          </span>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3 p-4 sm:p-5">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          <div className="min-w-0">
            <h2 id={titleId} className="text-base font-semibold text-slate-900">
              {/* The listing as buyers see it (its owner sees it in every state). */}
              <Link href={`/p/${listing.id}`} className="hover:underline" data-testid="property-link">
                {title}
              </Link>
            </h2>
            <p className="truncate text-sm text-slate-600">{listing.address}</p>
          </div>
          <div className="text-right">
            <p className="text-lg font-bold whitespace-nowrap text-slate-900" data-testid="property-price">
              {formatPrice(listing, language, tProperties('price.onRequest'))}
            </p>
            {listing.hidePrice && listing.price !== null && (
              <p className="text-xs whitespace-nowrap text-slate-600">
                {t('card.hiddenPrice', { price: formatKm(listing.price, language) })}
              </p>
            )}
          </div>
        </div>
        <p className="text-sm text-slate-700">
          <span className="whitespace-nowrap">{formatArea(listing.size, language)}</span>
          {place && <span> · {place}</span>}
        </p>
        <p className="text-sm font-medium text-slate-800" data-testid="property-status">
          {statusText}
        </p>
        <CardAvailability listing={listing} />
        {/* What would make it better for buyers; a sold listing is done. */}
        {listing.quality && !listing.soldAt && <ListingQuality quality={listing.quality} compact />}
        <CardAgent listing={listing} assignment={assignment} />
        <CardStats stats={listing.stats} />
        <CardActions listing={listing} pending={pending} onAction={onAction} now={now} />
      </div>
    </article>
  );
}
