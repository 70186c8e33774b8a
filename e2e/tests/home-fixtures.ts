// What the home page specs share: the home page's HTML as a visitor without JavaScript gets it.
import { expect, type Page } from '@playwright/test';

/**
 * The home page's cached copy is renewed once 30 s old (docs/decisions/097-home-page-data.md): the
 * request after that is answered from the old copy while the new one renders, which on two busy
 * cores took over 10 s (a listing published a moment ago was not there after 40 s once). A minute
 * guards against a copy that is never renewed.
 */
export const homeRenewalMs = 60_000;

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
