import type { ListingType } from '@krov/contracts';
import { clsx } from 'clsx';
import { getTranslations } from 'next-intl/server';
import { barButtonClasses } from './bar-button';
import { SearchLink } from './SearchLink';
import { type SearchState, type SearchView, searchHref } from './url-state';

/**
 * List or map: two links (`prikaz=mapa`), so back, forward and a shared link keep the view. On a
 * phone the results bar has room for one button: the other view's (the current one's link hides).
 */
export async function ViewToggle({
  listingType,
  place,
  state,
}: {
  listingType: ListingType;
  place: string | null;
  state: SearchState;
}) {
  const t = await getTranslations('search.view');
  const views: SearchView[] = ['list', 'map'];
  return (
    <nav
      aria-label={t('label')}
      className="flex sm:inline-flex sm:rounded-lg sm:border sm:border-slate-300 sm:bg-white sm:p-0.5"
    >
      {views.map((view) => {
        const current = state.view === view;
        return (
          <SearchLink
            key={view}
            href={searchHref(listingType, place, { ...state, view })}
            scroll={false}
            aria-current={current ? 'page' : undefined}
            className={clsx(
              'sm:h-10 sm:rounded-md sm:border-0',
              current
                ? 'hidden items-center bg-brand-600 px-3 text-sm font-semibold text-white sm:inline-flex'
                : barButtonClasses('sm:bg-transparent sm:text-slate-700 sm:hover:bg-slate-100'),
            )}
            data-testid={`view-${view}`}
          >
            {t(view)}
          </SearchLink>
        );
      })}
    </nav>
  );
}
