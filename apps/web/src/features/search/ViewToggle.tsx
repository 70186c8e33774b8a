import type { ListingType } from '@krov/contracts';
import { clsx } from 'clsx';
import { getTranslations } from 'next-intl/server';
import { SearchLink } from './SearchLink';
import { type SearchState, type SearchView, searchHref } from './url-state';

/** List or map: two links (`prikaz=mapa`), so back, forward and a shared link keep the view. */
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
    <nav aria-label={t('label')} className="inline-flex rounded-lg border border-slate-300 bg-white p-0.5">
      {views.map((view) => {
        const current = state.view === view;
        return (
          <SearchLink
            key={view}
            href={searchHref(listingType, place, { ...state, view })}
            scroll={false}
            aria-current={current ? 'page' : undefined}
            className={clsx(
              'inline-flex h-10 items-center rounded-md px-4 text-sm font-semibold',
              current ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100',
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
