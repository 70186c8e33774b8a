import type { Language, ListingType } from '@krov/contracts';
import { getTranslations } from 'next-intl/server';
import { CloseIcon } from '@/shared/ui/CloseIcon';
import { textLinkClasses } from '@/shared/ui/text-link';
import { filterLabel } from './filter-labels';
import { activeFilters, withoutFilter, withoutFilters } from './filters';
import { SearchLink } from './SearchLink';
import { type PlaceRef, type SearchState, searchHref } from './url-state';

/**
 * The filters in effect as chips, each a link to the same search without it ("clear filter"),
 * and one link without any: plain links, so they work without JavaScript and keep the place.
 * The place is a chip too, first: a typed sentence sets it like any filter (issue 31), so it is
 * removed like one (the same search over the whole country); "clear filters" keeps it, as before.
 */
export async function ActiveFilters({
  listingType,
  place,
  state,
  language,
}: {
  listingType: ListingType;
  place: PlaceRef | null;
  state: SearchState;
  language: Language;
}) {
  const keys = activeFilters(state);
  if (keys.length === 0 && !place) return null;
  const t = await getTranslations('search.filters');
  const slug = place?.slug ?? null;
  const chips = [
    ...(place ? [{ key: 'place', label: place.name, href: searchHref(listingType, null, state) }] : []),
    ...keys.map((key) => ({
      key,
      label: filterLabel(key, state, language),
      href: searchHref(listingType, slug, withoutFilter(state, key)),
    })),
  ];
  return (
    <section
      aria-label={t('active')}
      className="flex flex-wrap items-center gap-2"
      data-testid="active-filters"
    >
      <ul className="flex flex-wrap gap-2">
        {chips.map(({ key, label, href }) => (
          <li key={key}>
            <SearchLink
              href={href}
              scroll={false}
              aria-label={t('remove', { filter: label })}
              className="inline-flex min-h-9 items-center gap-1.5 rounded-full bg-brand-50 px-3 text-sm font-medium text-brand-800 hover:bg-brand-100"
            >
              {label}
              <CloseIcon className="size-4" />
            </SearchLink>
          </li>
        ))}
      </ul>
      {keys.length > 0 && (
        <SearchLink
          href={searchHref(listingType, slug, withoutFilters(state))}
          scroll={false}
          className={textLinkClasses}
          data-testid="clear-filters"
        >
          {t('clearAll')}
        </SearchLink>
      )}
    </section>
  );
}
