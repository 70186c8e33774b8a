import type { Language, ListingType, PlaceResponse } from '@krov/contracts';
import { getTranslations } from 'next-intl/server';
import { textLinkClasses } from '@/shared/ui/text-link';
import { filterLabel } from './filter-labels';
import { activeFilters, withoutFilter, withoutFilters } from './filters';
import { SearchLink } from './SearchLink';
import { type SearchState, searchHref } from './url-state';

/**
 * Nothing matched: ways to widen the search, each a link: without one of the filters, without
 * any, in the place that contains this one, in the whole country.
 */
export async function EmptyResults({
  listingType,
  place,
  state,
  language,
}: {
  listingType: ListingType;
  place: PlaceResponse | null;
  state: SearchState;
  language: Language;
}) {
  const t = await getTranslations('search.empty');
  const slug = place?.slug ?? null;
  const keys = activeFilters(state);
  const parent = place?.parents.filter((each) => each.kind !== 'country').at(-1);
  const suggestions: { href: string; text: string }[] = [
    ...keys.map((key) => ({
      href: searchHref(listingType, slug, withoutFilter(state, key)),
      text: t('dropFilter', { filter: filterLabel(key, state, language) }),
    })),
    ...(keys.length > 1
      ? [{ href: searchHref(listingType, slug, withoutFilters(state)), text: t('dropAll') }]
      : []),
    ...(parent
      ? [{ href: searchHref(listingType, parent.slug, state), text: t('parent', { place: parent.name }) }]
      : []),
    ...(place && place.kind !== 'country'
      ? [{ href: searchHref(listingType, null, state), text: t('wholeCountry') }]
      : []),
  ];
  return (
    <div
      className="rounded-2xl border border-dashed border-slate-300 bg-white p-6"
      data-testid="search-empty"
    >
      <h2 className="text-lg font-semibold text-slate-900">{t('title')}</h2>
      {suggestions.length > 0 && (
        <>
          <p className="mt-2 text-slate-700">{t('text')}</p>
          <ul className="mt-2 flex flex-col gap-1.5">
            {suggestions.map((suggestion) => (
              <li key={suggestion.href}>
                <SearchLink href={suggestion.href} className={textLinkClasses}>
                  {suggestion.text}
                </SearchLink>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
