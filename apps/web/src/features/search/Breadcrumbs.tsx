import { getTranslations } from 'next-intl/server';
import { SearchLink } from './SearchLink';
import type { Crumb } from './seo';

/** Home › Prodaja › Sarajevo › Centar Sarajevo: the last one is this page. */
export async function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const t = await getTranslations('search.breadcrumbs');
  return (
    <nav aria-label={t('label')} className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-1.5">
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
    </nav>
  );
}
