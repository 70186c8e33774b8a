import type { ListingType, SearchFiltersInput } from '@krov/contracts';
import { ClientMessages } from '@/i18n/ClientMessages';
import { placeAutocompleteMessages } from '@/shared/places/client-messages';
import { FilterPanel } from './FilterPanel';
import { resultsBarAttribute } from './results-bar-attribute';
import { SortForm } from './SortForm';
import { saveSearchMessages } from './saved-searches/client-messages';
import { SaveSearchControl } from './saved-searches/SaveSearchControl';
import type { PlaceRef, SearchState } from './url-state';
import { ViewToggle } from './ViewToggle';

/**
 * The results bar (docs/decisions/166-results-first-on-a-phone.md): the count and four controls,
 * filter · sort · map · save, as OLX.ba, Rightmove and Idealista put them, so the first photo is
 * on a phone's first screen. On a phone the controls share one row and the count sits under it;
 * from the `sm` width the count is on the left of the same row. The filters' form and the save
 * panel open under the bar, over the results: the row on a phone, the whole bar on a desktop is
 * their containing block. Keyed by the search (`searchKey`): after a navigation the fields show
 * the URL's values, not stale ones.
 */
export function ResultsBar({
  action,
  listingType,
  place,
  slug,
  state,
  count,
  filters,
  searchKey,
}: {
  action: string;
  listingType: ListingType;
  place: PlaceRef | null;
  slug: string | null;
  state: SearchState;
  count: string;
  filters: SearchFiltersInput;
  searchKey: string;
}) {
  const forms = { action, listingType, place, state };
  return (
    <div
      {...{ [resultsBarAttribute]: '' }}
      className="mt-3 flex flex-col-reverse gap-2 sm:relative sm:mt-6 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
    >
      <p className="font-semibold text-slate-900 sm:text-lg" aria-live="polite" data-testid="search-count">
        {count}
      </p>
      <div className="flex gap-1.5 max-sm:relative sm:gap-2 [&>*]:min-w-0 [&>*]:flex-auto sm:[&>*]:flex-none">
        {/* The place autocomplete's texts (shared/places/client-messages.ts). */}
        <ClientMessages texts={placeAutocompleteMessages}>
          <FilterPanel key={searchKey} {...forms} />
        </ClientMessages>
        <SortForm key={searchKey} {...forms} />
        <ViewToggle listingType={listingType} place={slug} state={state} />
        {/* Its texts come with the search pages only (saved-searches/client-messages.ts). */}
        <ClientMessages texts={saveSearchMessages}>
          <SaveSearchControl key={searchKey} filters={filters} />
        </ClientMessages>
      </div>
    </div>
  );
}
