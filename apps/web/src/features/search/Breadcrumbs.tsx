import { getTranslations } from 'next-intl/server';
import { SearchLink } from './SearchLink';
import type { Crumb } from './seo';

/**
 * Home › Prodaja › Sarajevo › Centar Sarajevo: the last one is this page. On a phone one line that
 * scrolls sideways (it took three lines above the results), opened at its end, this page: a
 * row-reverse scroller starts at its right edge, without JavaScript. From the `sm` width it wraps.
 */
export async function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const t = await getTranslations('search.breadcrumbs');
  return (
    <nav aria-label={t('label')} className="text-sm text-slate-600">
      <div className="flex flex-row-reverse overflow-x-auto [scrollbar-width:none] sm:block sm:overflow-visible">
        <ol className="mr-auto flex shrink-0 items-center gap-x-1.5 whitespace-nowrap py-0.5 sm:flex-wrap sm:gap-y-1 sm:whitespace-normal">
          {crumbs.map((crumb, index) => {
            const last = index === crumbs.length - 1;
            return (
              <li key={crumb.path} className="flex shrink-0 items-center gap-1.5">
                {last ? (
                  <span aria-current="page" className="font-medium text-slate-900">
                    {crumb.name}
                  </span>
                ) : (
                  <>
                    <SearchLink href={crumb.path} className="hover:text-slate-900 hover:underline">
                      {crumb.name}
                    </SearchLink>
                    <span aria-hidden="true">›</span>
                  </>
                )}
              </li>
            );
          })}
        </ol>
      </div>
    </nav>
  );
}
