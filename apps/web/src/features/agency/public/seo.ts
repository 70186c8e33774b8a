import type { Language, PublicAgencyResponse } from '@krov/contracts';
import { translate } from '@krov/messages';
import type { Metadata } from 'next';

export function agencyUrl(webUrl: string, slug: string): string {
  return `${webUrl}/agency/${encodeURIComponent(slug)}`;
}

/** A file address of the api (a path) as an absolute URL on the site's origin. */
function absolute(src: string, webUrl: string): string {
  return new URL(src, `${webUrl}/`).toString();
}

/** "Kuća Nekretnine, agencija za nekretnine: 12 na prodaju i 3 za izdavanje na Krovu. Titova 1, Sarajevo" */
export function agencyDescription(agency: PublicAgencyResponse, language: Language): string {
  const text = translate(language, 'agency.page.metaDescription', {
    agency: agency.name,
    sell: agency.listings.sell,
    rent: agency.listings.rent,
    address: agency.address,
  });
  return text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text;
}

/** Title, description, canonical URL and the link preview of /agency/{slug}. */
export function agencyMetadata(agency: PublicAgencyResponse, language: Language, webUrl: string): Metadata {
  const url = agencyUrl(webUrl, agency.slug);
  const description = agencyDescription(agency, language);
  const image = agency.logo ? absolute(agency.logo, webUrl) : null;
  return {
    title: agency.name,
    description,
    alternates: { canonical: url },
    openGraph: {
      type: 'website',
      siteName: 'Krov',
      title: agency.name,
      description,
      url,
      locale: language === 'bs' ? 'bs_BA' : 'en_GB',
      ...(image ? { images: [{ url: image }] } : {}),
    },
    twitter: { card: 'summary', title: agency.name, description },
  };
}

/** schema.org RealEstateAgent: contact, place, the agents as its employees. */
export function agencyJsonLd(agency: PublicAgencyResponse, language: Language, webUrl: string) {
  const url = agencyUrl(webUrl, agency.slug);
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    '@id': url,
    url,
    name: agency.name,
    ...(agency.description ? { description: agency.description } : {}),
    ...(agency.logo ? { logo: absolute(agency.logo, webUrl), image: absolute(agency.logo, webUrl) } : {}),
    telephone: agency.phoneNumber,
    email: agency.email,
    ...(agency.website ? { sameAs: [agency.website] } : {}),
    inLanguage: language,
    currenciesAccepted: 'BAM',
    address: { '@type': 'PostalAddress', streetAddress: agency.address, addressCountry: 'BA' },
    geo: { '@type': 'GeoCoordinates', latitude: agency.location.lat, longitude: agency.location.lng },
    areaServed: { '@type': 'Country', name: 'Bosnia and Herzegovina' },
    ...(agency.agents.length
      ? {
          employee: agency.agents.map((agent) => ({
            '@type': 'Person',
            name: agent.name,
            ...(agent.profileImage ? { image: absolute(agent.profileImage, webUrl) } : {}),
          })),
        }
      : {}),
  };
}
