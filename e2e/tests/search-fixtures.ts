// What the search specs share: the api's answer for a search, the cards a page shows, texts.
import { bs } from '@krov/messages';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { apiOf } from '../api.ts';

export const S = bs.search;

export interface SearchAnswer {
  ids: string[];
  prices: (number | null)[];
  total: number;
  totalExact: boolean;
  nextCursor: string | null;
}

/** GET /api/properties with the api's own names: what the page must show, in the same order. */
export async function apiSearch(
  request: APIRequestContext,
  query: Record<string, string>,
): Promise<SearchAnswer> {
  const answer = await apiOf(request).call('searchProperties', { query });
  return {
    ids: answer.items.map((item) => item.id),
    prices: answer.items.map((item) => item.price),
    total: answer.total,
    totalExact: answer.totalExact,
    nextCursor: answer.nextCursor,
  };
}

/** Both pages of a search the api answers, 24 and then the 24 after. */
export async function apiTwoPages(request: APIRequestContext, query: Record<string, string>) {
  const first = await apiSearch(request, query);
  expect(first.nextCursor, 'the search has a second page').not.toBeNull();
  const second = await apiSearch(request, { ...query, cursor: first.nextCursor ?? '' });
  return { first, second };
}

export function cards(page: Page): Locator {
  return page.getByTestId('listing-card');
}

/** The listing ids of the cards shown, in order. */
export async function cardIds(page: Page): Promise<string[]> {
  return cards(page).evaluateAll((elements) =>
    elements.map((element) => element.getAttribute('data-property-id') ?? ''),
  );
}

/** "109 oglasa": the count as the page writes it (Bosnian plural forms). */
export function countText(total: number): string {
  const lastDigit = total % 10;
  const lastTwo = total % 100;
  const form =
    lastDigit === 1 && lastTwo !== 11
      ? 'one'
      : lastDigit >= 2 && lastDigit <= 4 && (lastTwo < 12 || lastTwo > 14)
        ? 'few'
        : 'other';
  return S.count[form].replace('{count}', total.toLocaleString('de-DE'));
}

/** The filter form inside its disclosure, opened. */
export async function openFilters(page: Page): Promise<Locator> {
  await page.getByTestId('search-filters').locator('summary').click();
  return page.getByRole('form', { name: S.filters.title });
}
