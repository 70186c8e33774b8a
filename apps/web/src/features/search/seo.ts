import type { Language, ListingType, PlaceResponse } from '@krov/contracts';
import { translate } from '@krov/messages';
import type { Metadata } from 'next';
import { listingTypePaths, type SearchState } from './url-state';

/** "Stanovi" when exactly one type is chosen, else "Nekretnine". */
function typesName(state: SearchState, language: Language): string {
  const [only, ...others] = state.propertyTypes;
  return translate(language, `search.types.${only && others.length === 0 ? only : 'any'}`);
}

/** The page's h1 and title: "Stanovi na prodaju – Centar Sarajevo", "Properties for rent – Bosnia and Herzegovina". */
export function searchHeading(
  listingType: ListingType,
  place: PlaceResponse | null,
  state: SearchState,
  language: Language,
): string {
  return translate(language, `search.heading.${listingType}`, {
    types: typesName(state, language),
    place: place?.name ?? translate(language, 'search.wholeCountry'),
  });
}

/**
 * The place page a search belongs to: /buy or /buy/{slug}, without any filter. Every filtered,
 * sorted or later-page URL names it as canonical, so search engines index one page per place and
 * listing type (docs/decisions/092-search-pages-seo.md).
 */
export function canonicalPath(listingType: ListingType, place: string | null): string {
  return place ? `${listingTypePaths[listingType]}/${place}` : listingTypePaths[listingType];
}

export function searchMetadata(
  listingType: ListingType,
  place: PlaceResponse | null,
  state: SearchState,
  language: Language,
  webUrl: string,
): Metadata {
  const title = searchHeading(listingType, place, state, language);
  const description = translate(language, 'search.metaDescription', { title });
  const url = `${webUrl}${canonicalPath(listingType, place?.slug ?? null)}`;
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
    },
  };
}

export interface Crumb {
  name: string;
  path: string;
}

/**
 * Home › Prodaja › the place's parents (the country is "Prodaja" itself) › the place: every step a
 * search page of the same listing type.
 */
export function searchBreadcrumbs(
  listingType: ListingType,
  place: PlaceResponse | null,
  language: Language,
): Crumb[] {
  const root = listingTypePaths[listingType];
  const crumbs: Crumb[] = [
    { name: translate(language, 'search.breadcrumbs.home'), path: '/' },
    { name: translate(language, `search.breadcrumbs.${listingType}`), path: root },
  ];
  if (!place || place.kind === 'country') return crumbs;
  for (const parent of place.parents) {
    if (parent.kind !== 'country') crumbs.push({ name: parent.name, path: `${root}/${parent.slug}` });
  }
  crumbs.push({ name: place.name, path: `${root}/${place.slug}` });
  return crumbs;
}

/** schema.org BreadcrumbList of the crumbs, with absolute URLs. */
export function breadcrumbJsonLd(crumbs: Crumb[], webUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${webUrl}${crumb.path}`,
    })),
  };
}
