import type { Language, PropertyResponse } from '@krov/contracts';
import { translate } from '@krov/messages';
import type { Metadata } from 'next';
import { formatArea, formatPrice } from '@/shared/format/format-price';
import { largestVariant, placeNames } from '@/shared/listings/listing-parts';

/** "Stan na prodaju" / "Apartment for sale". */
export function listingTitle(listing: PropertyResponse, language: Language): string {
  return translate(language, `properties.title.${listing.listingType}`, {
    type: translate(language, `properties.propertyTypes.${listing.propertyType}`),
  });
}

/** The page title: what, how big, where ("Stan na prodaju, 62 m², Centar Sarajevo"). */
export function pageTitle(listing: PropertyResponse, language: Language): string {
  const town = listing.place.city?.name ?? listing.place.municipality.name;
  return `${listingTitle(listing, language)}, ${formatArea(listing.size, language)}, ${town}`;
}

export function metaDescription(listing: PropertyResponse, language: Language): string {
  const summary = translate(language, 'propertyPage.metaDescription', {
    title: listingTitle(listing, language),
    size: formatArea(listing.size, language),
    place: placeNames(listing).join(', '),
    price: formatPrice(listing, language, translate(language, 'properties.price.onRequest')),
  });
  const description = listing.description.replace(/\s+/g, ' ').trim();
  const full = description ? `${summary} ${description}` : summary;
  return full.length > 160 ? `${full.slice(0, 157).trimEnd()}…` : full;
}

/**
 * A photo's absolute address for crawlers and link previews: the api answers file addresses as paths,
 * which the site serves on its own origin (docs/decisions/089-one-origin-for-the-browser.md).
 */
function absolute(src: string, webUrl: string): string {
  return new URL(src, `${webUrl}/`).toString();
}

export function canonicalUrl(webUrl: string, id: string): string {
  return `${webUrl}/p/${encodeURIComponent(id)}`;
}

/** Title, description, canonical URL, Open Graph and Twitter card of /p/{id}. */
export function propertyMetadata(listing: PropertyResponse, language: Language, webUrl: string): Metadata {
  const title = pageTitle(listing, language);
  const description = metaDescription(listing, language);
  const url = canonicalUrl(webUrl, listing.id);
  const cover = listing.photos[0];
  const largest = largestVariant(cover);
  const image = largest ? absolute(largest, webUrl) : null;
  const images = image
    ? [{ url: image, ...(cover?.width && cover.height ? { width: cover.width, height: cover.height } : {}) }]
    : undefined;
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: {
      type: 'website',
      siteName: 'Krov',
      title,
      description,
      url,
      locale: language === 'bs' ? 'bs_BA' : 'en_GB',
      ...(images ? { images } : {}),
    },
    twitter: {
      card: 'summary_large_image',
      title,
      description,
      ...(image ? { images: [image] } : {}),
    },
  };
}

/** schema.org RealEstateListing with its Offer (BAM; no price when it is on request) and the place. */
export function propertyJsonLd(listing: PropertyResponse, language: Language, webUrl: string) {
  const url = canonicalUrl(webUrl, listing.id);
  const { place } = listing;
  const images = listing.photos
    .map((photo) => largestVariant(photo))
    .filter((src): src is string => !!src)
    .map((src) => absolute(src, webUrl));
  const showsPrice = !listing.hidePrice && listing.price !== null;
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    '@id': url,
    url,
    name: pageTitle(listing, language),
    description: metaDescription(listing, language),
    inLanguage: language,
    ...(listing.publishedAt ? { datePosted: listing.publishedAt } : {}),
    ...(images.length ? { image: images } : {}),
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'BAM',
      ...(showsPrice ? { price: listing.price } : {}),
      businessFunction: `https://purl.org/goodrelations/v1#${listing.listingType === 'rent' ? 'LeaseOut' : 'Sell'}`,
      availability: listing.soldAt ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
    },
    contentLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        streetAddress: listing.address,
        addressLocality: place.city?.name ?? place.municipality.name,
        ...(place.canton
          ? { addressRegion: place.canton.name }
          : place.entity
            ? { addressRegion: place.entity.name }
            : {}),
        addressCountry: 'BA',
      },
      geo: { '@type': 'GeoCoordinates', latitude: listing.location.lat, longitude: listing.location.lng },
    },
    floorSize: { '@type': 'QuantitativeValue', value: listing.size, unitCode: 'MTK' },
  };
}
