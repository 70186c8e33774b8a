import type { PropertyResponse } from '@krov/contracts';
import { tourLink, videoLink } from '@krov/contracts/media-links';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { useLanguage } from '@/i18n/use-language';
import { formatArea, formatDate, formatKm, formatNumber, formatPrice } from '@/shared/format/format-price';
import { ConfirmedAge } from '@/shared/listings/ConfirmedAge';
import { ListingCard } from '@/shared/listings/ListingCard';
import { BuyerCosts } from './BuyerCosts';
import { ContactBar } from './ContactBar';
import { LazyMortgageCalculator } from './LazyMortgageCalculator';
import { PlaceMap } from './PlaceMap';
import { DaysOnMarket, PriceHistory } from './PriceHistory';
import { OwnerCard, SaveButton, ShareButton, ViewCounter } from './PropertyActions';
import { PropertyMedia } from './PropertyMedia';
import { PropertyOffers } from './PropertyOffers';
import { ReportButton } from './ReportButton';
import type { PropertyPageData } from './types';

/**
 * The listing as a buyer sees it, on /p/{id} (server-rendered with the data) and in the modal
 * over a list (the same view with the data fetched in the browser). No 'use client': on /p/{id}
 * it renders as a server component, so its code and the formatting stay out of the page's
 * JavaScript; only the islands inside (gallery, actions, map, cards) are client components. In
 * the modal it is imported by a client module and runs in the browser.
 */
export function PropertyView({ data, headingLevel = 1 }: { data: PropertyPageData; headingLevel?: 1 | 2 }) {
  const { listing, owner, similar, history } = data;
  const t = useTranslations('propertyPage');
  const tProperties = useTranslations('properties');
  const language = useLanguage();
  const title = tProperties(`title.${listing.listingType}`, {
    type: tProperties(`propertyTypes.${listing.propertyType}`),
  });
  const showsPrice = !listing.hidePrice && listing.price !== null;
  const perSquareMetre =
    showsPrice && listing.size > 0
      ? formatKm(Math.round((listing.price as number) / listing.size), language)
      : null;
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const { place } = listing;

  return (
    <div className="flex flex-col gap-8" data-testid="property-page" data-property-id={listing.id}>
      <ViewCounter id={listing.id} />
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">
              {tProperties(`listingTypes.${listing.listingType}`)}
            </span>
            {listing.soldAt && (
              <span
                className="rounded-full bg-emerald-800 px-3 py-1 text-xs font-bold tracking-wide text-white uppercase"
                data-testid="sold-badge"
              >
                {t('sold')}
              </span>
            )}
          </div>
          <Heading className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {title}
          </Heading>
          <p className="mt-1 text-slate-700">
            {listing.address} ·{' '}
            {[place.neighbourhood?.name, place.municipality.name].filter(Boolean).join(', ')}
          </p>
        </div>
        {/* Under the title on a phone, left-aligned with it; beside it, right-aligned, from sm up. */}
        <div className="sm:text-right" data-testid="price-block">
          <p className="text-3xl font-bold text-slate-900" data-testid="price">
            {formatPrice(listing, language, tProperties('price.onRequest'))}
          </p>
          {perSquareMetre && (
            <p className="text-sm text-slate-600" data-testid="price-per-m2">
              {t('perSquareMetre', { price: perSquareMetre })}
            </p>
          )}
          {/* Not once sold: its days on the market have ended. */}
          {history?.firstListedAt && listing.soldAt === null && (
            <DaysOnMarket firstListedAt={history.firstListedAt} />
          )}
          {listing.soldAt === null && (
            <ConfirmedAge confirmedAt={listing.confirmedAt} className="sm:justify-end" />
          )}
        </div>
      </header>

      <PropertyMedia
        listing={listing}
        video={listing.videoUrl ? videoLink(listing.videoUrl) : null}
        tour={listing.tourUrl ? tourLink(listing.tourUrl) : null}
        title={title}
      />

      <div className="flex flex-wrap gap-2">
        <SaveButton id={listing.id} ownerId={listing.ownerId} sold={listing.soldAt !== null} />
        <ShareButton title={title} />
        <ReportButton id={listing.id} ownerId={listing.ownerId} agentId={listing.agentId} />
      </div>

      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-8">
          <Section title={t('facts.title')} level={headingLevel + 1}>
            <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3" data-testid="facts">
              <Fact label={t('facts.type')} value={tProperties(`propertyTypes.${listing.propertyType}`)} />
              <Fact label={t('facts.size')} value={formatArea(listing.size, language)} />
              {listing.bedrooms !== null && (
                <Fact label={t('facts.bedrooms')} value={formatNumber(listing.bedrooms, language, 0)} />
              )}
              {listing.bathrooms !== null && (
                <Fact label={t('facts.bathrooms')} value={formatNumber(listing.bathrooms, language, 0)} />
              )}
              {listing.floor !== null && (
                <Fact
                  label={t('facts.floor')}
                  value={
                    listing.totalFloors !== null
                      ? t('facts.floorOf', { floor: listing.floor, total: listing.totalFloors })
                      : String(listing.floor)
                  }
                />
              )}
              {listing.constructionYear !== null && (
                <Fact label={t('facts.year')} value={String(listing.constructionYear)} />
              )}
              {listing.parkings !== null && (
                <Fact label={t('facts.parkings')} value={formatNumber(listing.parkings, language, 0)} />
              )}
              {listing.garden !== null && listing.garden > 0 && (
                <Fact label={t('facts.garden')} value={formatArea(listing.garden, language)} />
              )}
            </dl>
          </Section>

          <PropertyOffers listing={listing} level={headingLevel + 1} />

          {history && <PriceHistory history={history} level={headingLevel + 1} />}

          {listing.listingType === 'sell' && (
            <>
              {data.costs && (
                <Section title={t('costs.title')} level={headingLevel + 1}>
                  <BuyerCosts costs={data.costs} />
                </Section>
              )}
              <Section title={t('mortgage.title')} level={headingLevel + 1}>
                {/* It reads its inputs from the URL, in the browser: the cached page renders without them. */}
                <LazyMortgageCalculator price={listing.hidePrice ? null : listing.price} />
              </Section>
            </>
          )}

          {listing.features.length > 0 && (
            <Section title={t('features')} level={headingLevel + 1}>
              <ul className="flex flex-wrap gap-2">
                {listing.features.map((feature) => (
                  <li key={feature} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
                    {tProperties(`features.${feature}`)}
                  </li>
                ))}
              </ul>
            </Section>
          )}

          {listing.description && (
            <Section title={t('description')} level={headingLevel + 1}>
              <p className="leading-7 whitespace-pre-line text-slate-800">{listing.description}</p>
            </Section>
          )}

          <Section title={t('place.title')} level={headingLevel + 1}>
            <dl className="mb-4 grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3">
              <Fact label={t('place.municipality')} value={place.municipality.name} />
              {place.city && <Fact label={t('place.city')} value={place.city.name} />}
              {place.neighbourhood && (
                <Fact label={t('place.neighbourhood')} value={place.neighbourhood.name} />
              )}
            </dl>
            <PlaceMap location={listing.location} />
          </Section>
        </div>
        <aside className="flex flex-col gap-4">
          {owner && (
            <OwnerCard
              id={listing.id}
              owner={owner}
              memberSince={formatDate(owner.memberSince, language)}
              ownerId={listing.ownerId}
              contactId={listing.agentId ?? listing.ownerId}
              sold={listing.soldAt !== null}
            />
          )}
        </aside>
      </div>

      {owner && listing.soldAt === null && (
        <ContactBar
          id={listing.id}
          owner={owner}
          ownerId={listing.ownerId}
          contactId={listing.agentId ?? listing.ownerId}
        />
      )}

      {/* None even with the wider rule (docs/decisions.md, The first ten minutes 2): no section. */}
      {similar.length > 0 && (
        <Section title={t('similar.title')} level={headingLevel + 1}>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="similar-listings">
            {similar.map((item: PropertyResponse) => (
              <li key={item.id} className="flex">
                <ListingCard listing={item} headingLevel={headingLevel === 1 ? 3 : 4} />
              </li>
            ))}
          </ul>
        </Section>
      )}
    </div>
  );
}

function Section({ title, level, children }: { title: string; level: number; children: ReactNode }) {
  const Heading = level <= 2 ? 'h2' : 'h3';
  return (
    <section>
      <Heading className="mb-3 text-xl font-semibold text-slate-900">{title}</Heading>
      {children}
    </section>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="font-semibold text-slate-900">{value}</dd>
    </div>
  );
}
