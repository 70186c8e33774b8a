import type { Language, ListingType } from '@krov/contracts';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/i18n/ClientMessages';
import { webServerConfig } from '@/shared/config.server';
import { ListingCard } from '@/shared/listings/ListingCard';
import { jsonLdText } from '@/shared/seo/json-ld';
import { textLinkClasses } from '@/shared/ui/text-link';
import { ActiveFilters } from './ActiveFilters';
import { Breadcrumbs } from './Breadcrumbs';
import { EmptyResults } from './EmptyResults';
import { apiFiltersOf, apiQueryOf } from './filters';
import { ListingTypeSwitch } from './ListingTypeSwitch';
import { MapPanel } from './MapPanel';
import { searchMapMessages } from './map/client-messages';
import { NotUnderstood } from './NotUnderstood';
import { ResultsBar } from './ResultsBar';
import { ResultsList } from './ResultsList';
import { resultsCount } from './results-count';
import { SearchLink } from './SearchLink';
import { queryOf, readResults, readSearchRequest, type SearchParamsRecord } from './search-request';
import { breadcrumbJsonLd, canonicalPath, searchBreadcrumbs, searchHeading, searchMetadata } from './seo';
import { searchHref } from './url-state';

export interface SearchPageProps {
  listingType: ListingType;
  /** The place of /buy/{addressSlug}; null on /buy and /rent. */
  slug: string | null;
  searchParams: Promise<SearchParamsRecord>;
  language: Language;
}

/** Title, description and canonical URL (the place page) of a search page. */
export async function searchPageMetadata({
  listingType,
  slug,
  searchParams,
  language,
}: SearchPageProps): Promise<Metadata> {
  const request = await readSearchRequest(listingType, slug, queryOf(await searchParams));
  return searchMetadata(listingType, request.place, request.state, language, webServerConfig().publicWebUrl);
}

/**
 * /buy, /rent, /buy/{addressSlug}, /rent/{addressSlug}, rendered on the server for every request:
 * the first 24 results are in the HTML with everything around them (filters, sort, count), and
 * every control is a link or a GET form that works before JavaScript (docs/decisions/091-search-pages.md).
 */
export async function SearchPage(props: SearchPageProps) {
  const { listingType, slug, language } = props;
  const request = await readSearchRequest(listingType, slug, queryOf(await props.searchParams));
  const { place, state, cursor } = request;
  const results = await readResults(request);
  const t = await getTranslations('search');
  const crumbs = searchBreadcrumbs(listingType, place, language);
  const href = searchHref(listingType, slug, state);
  const forms = {
    action: canonicalPath(listingType, slug),
    listingType,
    place: place && { slug: place.slug, name: place.name },
    state,
  };
  const webUrl = webServerConfig().publicWebUrl;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-3 sm:py-8" data-testid="search-page">
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD, with "<" escaped.
        dangerouslySetInnerHTML={{ __html: jsonLdText(breadcrumbJsonLd(crumbs, webUrl)) }}
      />
      <Breadcrumbs crumbs={crumbs} />
      <h1 className="mt-1 text-xl font-bold tracking-tight text-slate-900 sm:mt-3 sm:text-3xl">
        {searchHeading(listingType, place, state, language)}
      </h1>
      <div className="mt-2 sm:mt-4">
        <ListingTypeSwitch listingType={listingType} place={slug} state={state} />
      </div>
      {request.unknownPlace && (
        <p role="status" className="mt-4 rounded-lg bg-amber-50 px-4 py-3 text-amber-900">
          {t('filters.placeNotFound', {
            text: request.unknownPlace,
            place: place?.name ?? t('wholeCountry'),
          })}
        </p>
      )}
      <NotUnderstood words={request.notUnderstood} />
      <ResultsBar
        {...forms}
        slug={slug}
        count={resultsCount(results, language)}
        filters={apiFiltersOf(listingType, slug, state)}
        searchKey={href}
      />
      <div className="mt-2 empty:hidden sm:mt-3">
        <ActiveFilters listingType={listingType} place={forms.place} state={state} language={language} />
      </div>
      {state.view === 'map' && (
        // Its own stacking context: the bar's panels open over the map's layers.
        <div className="isolate mt-4">
          {/* The map's texts come with the map view only (map/client-messages.ts). */}
          <ClientMessages texts={searchMapMessages}>
            <MapPanel listingType={listingType} place={slug} placeBbox={place?.bbox ?? null} state={state} />
          </ClientMessages>
        </div>
      )}
      <section aria-labelledby="search-results-title" className="mt-4 sm:mt-6">
        <h2 id="search-results-title" className="sr-only">
          {t('results.title')}
        </h2>
        {results.items.length === 0 ? (
          <EmptyResults listingType={listingType} place={place} state={state} language={language} />
        ) : (
          <ResultsList
            key={`${href} ${cursor ?? ''}`}
            query={apiQueryOf(listingType, slug, state)}
            nextCursor={results.nextCursor}
            pageHref={href}
            labels={{
              loadMore: t('results.loadMore'),
              loaded: t('results.loaded'),
              loadFailed: t('results.loadFailed'),
            }}
          >
            {results.items.map((item, index) => (
              <li key={item.id} className="flex">
                <ListingCard listing={item} priority={index === 0} />
              </li>
            ))}
          </ResultsList>
        )}
        {cursor && (
          <p className="mt-6 text-center">
            <SearchLink href={href} className={textLinkClasses}>
              {t('results.firstPage')}
            </SearchLink>
          </p>
        )}
      </section>
    </div>
  );
}
