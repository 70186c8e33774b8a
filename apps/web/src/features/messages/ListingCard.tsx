'use client';

import type { ChatProperty } from '@krov/contracts';
import { clsx } from 'clsx';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useLanguage } from '@/i18n/use-language';
import { formatKm } from '@/shared/format/format-price';

/** "Stan na prodaju · Koševo · 150.000 KM": the listing's line in the list and on its card. */
export function useListingLine(): (property: ChatProperty) => string {
  const tProperties = useTranslations('properties');
  const language = useLanguage();
  return (property) =>
    [
      tProperties(`title.${property.listingType}`, {
        type: tProperties(`propertyTypes.${property.propertyType}`),
      }),
      property.place,
      property.price === null ? tProperties('price.onRequest') : formatKm(property.price, language),
    ].join(' · ');
}

/**
 * The listing a conversation is about: photo, line and address, linking /p/{id}; greyed (with a
 * word saying so) once it is no longer public.
 */
export function ListingCard({
  property,
  label,
  action,
}: {
  property: ChatProperty;
  label: string;
  action?: ReactNode;
}) {
  const t = useTranslations('chat.conversation');
  const line = useListingLine();
  return (
    <div
      className={clsx(
        'flex items-center gap-3 rounded-xl border border-slate-200 bg-slate-50 p-2',
        !property.available && 'opacity-60 grayscale',
      )}
      data-testid="chat-listing"
      data-available={property.available}
    >
      {property.imageUrl ? (
        // biome-ignore lint/performance/noImgElement: a listing's small photo on the page's origin.
        <img
          src={property.imageUrl}
          alt=""
          width={64}
          height={48}
          className="h-12 w-16 shrink-0 rounded-md object-cover"
        />
      ) : (
        <span aria-hidden="true" className="h-12 w-16 shrink-0 rounded-md bg-slate-200" />
      )}
      <div className="min-w-0 flex-1 text-sm">
        <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</p>
        <Link
          href={`/p/${property.id}`}
          prefetch={false}
          className="block truncate font-semibold text-slate-900 underline-offset-2 hover:underline"
        >
          {line(property)}
        </Link>
        <p className="truncate text-slate-600">
          {property.available ? property.address : t('listingUnavailable')}
        </p>
      </div>
      {action}
    </div>
  );
}
