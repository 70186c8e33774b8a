import { type ListingType, sortOptions } from '@krov/contracts';
import { getTranslations } from 'next-intl/server';
import { SearchForm } from './SearchForm';
import { type PlaceRef, param, type SearchState, searchParamsOf, sortWords } from './url-state';

/**
 * The sort: a select that applies at once with JavaScript (SearchForm submits on change), and a
 * GET form with an "Apply" button without it. The other parameters go along as they are.
 */
export async function SortForm({
  action,
  listingType,
  place,
  state,
}: {
  action: string;
  listingType: ListingType;
  place: PlaceRef | null;
  state: SearchState;
}) {
  const t = await getTranslations('search.sort');
  // The other parameters go along in the URL's order (the sort comes before the view only), so the
  // page a visitor without JavaScript lands on has the same URL as with it.
  const kept = [...searchParamsOf(state)].filter(([name]) => name !== param.sort);
  const hidden = (entries: [string, string][]) =>
    entries.map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
  return (
    <SearchForm
      action={action}
      listingType={listingType}
      place={place}
      autoSubmit
      className="flex items-center gap-2"
    >
      {hidden(kept.filter(([name]) => name !== param.view))}
      <label htmlFor="search-sort" className="text-sm font-medium text-slate-700">
        {t('label')}
      </label>
      <select
        id="search-sort"
        name={param.sort}
        defaultValue={state.sort === 'relevant' ? '' : sortWords[state.sort]}
        className="h-11 rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-600 focus:outline-2 focus:outline-brand-600"
        data-testid="search-sort"
      >
        {sortOptions.map((sort) => (
          <option key={sort} value={sort === 'relevant' ? '' : sortWords[sort]}>
            {t(sort)}
          </option>
        ))}
      </select>
      {hidden(kept.filter(([name]) => name === param.view))}
      <noscript>
        <button type="submit" className="h-11 rounded-lg bg-brand-600 px-3 text-sm font-semibold text-white">
          {t('apply')}
        </button>
      </noscript>
    </SearchForm>
  );
}
