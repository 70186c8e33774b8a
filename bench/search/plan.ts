import { sortOptions } from '@krov/contracts';
import {
  autocompleteScenarios,
  broadQuery,
  deepPage,
  mapScenarios,
  placeQuery,
  polygonScenarios,
  type Scenario,
  searchScenarios,
  targets,
} from './scenarios.ts';
import { cursorForPage, type Get } from './walk.ts';

/** The cursor of page `target` of a search (deep-cursor.ts). */
export type CursorAt = (search: string, target: number) => Promise<{ cursor: string | null; page: number }>;

export interface Planned {
  scenarios: Scenario[];
  /** What could not be measured, and why (an endpoint not there yet, results too few for page 500). */
  notes: string[];
}

/**
 * The scenarios for this data: every group whose endpoint the api has, and for each sort the page
 * 500 deep of the place search (or, where that search ends sooner, of the whole country's sales;
 * where even that ends sooner, its deepest page), with the cursor "load more" would reach.
 */
export async function planScenarios(
  get: Get,
  /** Whether the api has a GET route for the path: asked without a request, so no cache is warmed. */
  hasRoute: (path: string) => boolean,
  cursorAt: CursorAt,
  only?: string,
): Promise<Planned> {
  const notes: string[] = [];
  const groups: Scenario[][] = [];
  const wanted = (group: string) => !only || only.split(',').includes(group);

  if (wanted('search')) groups.push(searchScenarios(placeQuery));
  if (wanted('search-deep') && hasRoute('/api/properties')) {
    const deep: Scenario[] = [];
    // The cursor made from the repository is the one "load more" reaches (checked on page 4).
    const shallow = `${broadQuery}&sort=relevant`;
    const [walked, made] = [await cursorForPage(get, shallow, 4), await cursorAt(shallow, 4)];
    if (walked.cursor !== made.cursor)
      throw new Error(`page 4's cursor: walked ${walked.cursor}, made ${made.cursor}`);
    for (const sort of sortOptions) {
      let query = `${placeQuery}&sort=${sort}`;
      let found = await cursorAt(query, deepPage);
      if (found.page < deepPage) {
        notes.push(
          `${sort}: the place search ends at page ${found.page}; the deep page is of "${broadQuery}"`,
        );
        query = `${broadQuery}&sort=${sort}`;
        found = await cursorAt(query, deepPage);
      }
      if (!found.cursor) {
        notes.push(`${sort}: a single page of results, no deep page to measure`);
        continue;
      }
      const path = `/api/properties?${query}&cursor=${encodeURIComponent(found.cursor)}`;
      deep.push({
        group: 'search-deep',
        name: `search ${sort}, page ${found.page}${query.startsWith(`${broadQuery}&`) ? ' (all sales)' : ''}`,
        path,
        p95TargetMs: targets.searchP95Ms,
        sort,
        page: found.page,
      });
    }
    groups.push(deep);
  }
  if (wanted('map')) groups.push(mapScenarios());
  if (wanted('autocomplete')) groups.push(autocompleteScenarios());
  if (wanted('polygon')) groups.push(polygonScenarios());

  const scenarios: Scenario[] = [];
  for (const group of groups) {
    const first = group[0];
    if (!first) continue;
    const route = first.path.split('?')[0] as string;
    if (!hasRoute(route)) {
      notes.push(`${first.group}: the api has no ${route} yet; not measured`);
      continue;
    }
    scenarios.push(...group);
  }
  return { scenarios, notes };
}
