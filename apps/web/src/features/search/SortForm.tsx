import { type ListingType, sortOptions } from '@krov/contracts';
import { getTranslations } from 'next-intl/server';
import { SearchForm } from './SearchForm';
import { type PlaceRef, param, type SearchState, searchParamsOf, sortWords } from './url-state';

/**
 * The sort: a select that applies at once with JavaScript (SearchForm submits on change), and a
 * GET form with an "Apply" button without it. The other parameters go along as they are. On a
 * phone it is one of the bar's buttons, "Poredaj", with the select laid over it unseen: a tap
 * opens the phone's own list of choices. From the `sm` width the label and the select show.
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
      className="relative flex items-center gap-2 rounded-lg max-sm:has-[select:focus-visible]:outline-2 max-sm:has-[select:focus-visible]:outline-brand-600"
    >
      {hidden(kept.filter(([name]) => name !== param.view))}
      <label
        htmlFor="search-sort"
        className="inline-flex h-11 w-full min-w-0 items-center justify-center gap-1.5 whitespace-nowrap rounded-lg border border-slate-300 bg-white px-2 text-sm font-semibold text-slate-800 sm:h-auto sm:w-auto sm:border-0 sm:bg-transparent sm:px-0 sm:font-medium sm:text-slate-700"
      >
        <SortIcon />
        {t('label')}
      </label>
      <select
        id="search-sort"
        name={param.sort}
        defaultValue={state.sort === 'relevant' ? '' : sortWords[state.sort]}
        className="absolute inset-0 h-11 w-full cursor-pointer opacity-0 sm:static sm:w-auto sm:rounded-lg sm:border sm:border-slate-300 sm:bg-white sm:px-3 sm:text-sm sm:text-slate-900 sm:opacity-100 sm:focus:border-brand-600 sm:focus:outline-2 sm:focus:outline-brand-600"
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

function SortIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-4 shrink-0 sm:hidden" aria-hidden="true" fill="none">
      <path
        d="M7 4v16m0 0-3-3m3 3 3-3M17 20V4m0 0-3 3m3-3 3 3"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
