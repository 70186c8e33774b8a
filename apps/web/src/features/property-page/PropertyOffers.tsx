import type { PropertyResponse } from '@krov/contracts';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useLanguage } from '@/i18n/use-language';
import { formatKm } from '@/shared/format/format-price';
import { NotSamePropertyButton } from './NotSamePropertyButton';

/**
 * "Ponude za ovu nekretninu" (issue 30): a property several advertisers offer lists every offer,
 * the best first: who offers it (the agency, else a private advertiser), its price, a link to its
 * page; this listing's own offer is marked, not linked. Nothing when it is the only offer. The
 * listing's owner may say another offer is not the same property (NotSamePropertyButton).
 * No 'use client': rendered on the server on /p/{id}, in the browser in the modal.
 */
export function PropertyOffers({ listing, level }: { listing: PropertyResponse; level: number }) {
  const t = useTranslations('propertyPage.offers');
  const onRequest = useTranslations('properties')('price.onRequest');
  const language = useLanguage();
  if (listing.offers.length < 2) return null;
  const Heading = level <= 2 ? 'h2' : 'h3';
  return (
    <section data-testid="property-offers">
      <Heading className="mb-1 text-xl font-semibold text-slate-900">{t('title')}</Heading>
      <p className="mb-3 text-sm text-slate-600">{t('intro')}</p>
      <ul className="flex flex-col divide-y divide-slate-100 rounded-xl border border-slate-200">
        {listing.offers.map((offer) => {
          const advertiser = offer.agency?.name ?? t('privateAdvertiser');
          const price = offer.price === null ? onRequest : formatKm(offer.price, language);
          const own = offer.propertyId === listing.id;
          return (
            <li
              key={offer.propertyId}
              className="flex items-center justify-between gap-4 px-4 py-3"
              data-testid="property-offer"
            >
              <span className="text-slate-800">
                {own ? (
                  <>
                    {advertiser} <span className="text-sm text-slate-600">({t('thisOffer')})</span>
                  </>
                ) : (
                  <Link
                    href={`/p/${offer.propertyId}`}
                    className="text-brand-700 underline hover:no-underline"
                    aria-label={t('open', { advertiser, price })}
                  >
                    {advertiser}
                  </Link>
                )}
              </span>
              <span className="flex flex-wrap items-center justify-end gap-3">
                {!own && (
                  <NotSamePropertyButton
                    id={listing.id}
                    ownerId={listing.ownerId}
                    otherPropertyId={offer.propertyId}
                    advertiser={advertiser}
                  />
                )}
                <span className="font-semibold text-slate-900" data-testid="property-offer-price">
                  {price}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
