import { type ListingType, listingTypes } from '@krov/contracts';
import { clsx } from 'clsx';
import { getTranslations } from 'next-intl/server';
import { SearchLink } from './SearchLink';
import { type SearchState, searchHref } from './url-state';

/**
 * Buy or rent in the same place: the other listing type keeps the filters but the price (sale
 * and rent prices are different scales) and the sort.
 */
export async function ListingTypeSwitch({
  listingType,
  place,
  state,
}: {
  listingType: ListingType;
  place: string | null;
  state: SearchState;
}) {
  const t = await getTranslations('search.listingTypes');
  const { priceMin: _, priceMax: __, ...kept } = state;
  return (
    <nav aria-label={t('label')} className="flex gap-1 border-b border-slate-200">
      {listingTypes.map((type) => {
        const current = type === listingType;
        return (
          <SearchLink
            key={type}
            href={
              current
                ? searchHref(type, place, state)
                : searchHref(type, place, { ...kept, sort: 'relevant' })
            }
            aria-current={current ? 'page' : undefined}
            className={clsx(
              '-mb-px inline-flex h-11 items-center border-b-2 px-4 text-sm font-semibold',
              current
                ? 'border-brand-600 text-brand-800'
                : 'border-transparent text-slate-600 hover:text-slate-900',
            )}
          >
            {t(type)}
          </SearchLink>
        );
      })}
    </nav>
  );
}
