// What the home page specs share: the home page's HTML as a visitor without JavaScript gets it.
import { expect, type Page } from '@playwright/test';

/** The home page's cached copy is never 30 s old (docs/decisions/097-home-page-data.md): a little more. */
export const homeRenewalMs = 40_000;

/** The listing ids of the newest cards in the HTML of `/`, in order. */
export function newestIdsIn(html: string): string[] {
  const list = html.split('data-testid="newest-listings"')[1] ?? '';
  return [...list.matchAll(/data-property-id="([0-9a-f-]{36})"/g)].map((match) => match[1] ?? '');
}

/** Reloads `/` until its HTML shows the listing among the newest (the cached copy is renewed). */
export async function reloadHomeUntilItShows(page: Page, id: string): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.goto('/');
        return newestIdsIn(await page.content()).includes(id);
      },
      { timeout: homeRenewalMs, intervals: [1_000, 2_000, 5_000], message: `the home page shows ${id}` },
    )
    .toBe(true);
}
