// Small things people notice on a phone (issue 27, items 13, 14 and 16): the contact bar shows the
// advertiser's whole name, the app banner its whole line, and /favicon.ico is an icon, not a 404.
import { bs } from '@krov/messages';
import { expect, type Locator } from '@playwright/test';
import { apiOf } from '../api.ts';
import { webUrl } from '../ports.ts';
import { acceptCookies, test } from '../support.ts';
import { androidPhone } from './first-minutes-fixtures.ts';
import { apiSearch } from './search-fixtures.ts';

test.use(androidPhone);

/** Whether an element shows all of its text: nothing cut off at its end (an ellipsis or a clip). */
function shownWhole(locator: Locator): Promise<{ text: string; cut: boolean }> {
  return locator.evaluate((element) => ({
    text: element.textContent ?? '',
    cut: element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight,
  }));
}

test('the contact bar shows the whole name of each demo advertiser and "Oglašivač"', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  await acceptCookies(context, baseURL ?? webUrl);
  // One listing of each advertiser among the first results for sale and for rent.
  const ids = [
    ...(await apiSearch(request, { listingType: 'sell' })).ids,
    ...(await apiSearch(request, { listingType: 'rent' })).ids,
  ];
  const byOwner = new Map<string, string>();
  for (const id of ids) {
    const listing = await apiOf(request).call('property', { params: { id } });
    // A sold listing's bar has no contact (the advertiser takes no more enquiries).
    if (listing.soldAt === null && !byOwner.has(listing.ownerId)) byOwner.set(listing.ownerId, id);
  }
  expect(byOwner.size).toBeGreaterThanOrEqual(3);

  const names: string[] = [];
  for (const id of byOwner.values()) {
    await page.goto(`/p/${id}`);
    const bar = page.getByTestId('contact-bar');
    await expect(bar.getByRole('button', { name: bs.propertyPage.owner.showPhone })).toBeVisible();
    for (const line of await bar.locator(':scope > div').first().locator('p').all()) {
      const shown = await shownWhole(line);
      expect(shown, `"${shown.text}" is cut on /p/${id}`).toEqual({ text: shown.text, cut: false });
      names.push(shown.text);
    }
  }
  expect(names).toContain(bs.propertyPage.owner.title);
});

test('the app banner shows its whole line at 390 px', async ({ page }) => {
  await page.goto('/buy/sarajevo?vrsta=stan');
  const banner = page.getByTestId('open-in-app-banner');
  await expect(banner).toBeVisible();
  const line = banner.getByText(bs.shell.openInApp.text, { exact: true });
  expect(await shownWhole(line)).toEqual({ text: bs.shell.openInApp.text, cut: false });
  // The store link and "not now" stay on the banner's one row, inside the screen.
  const link = await banner.getByRole('link', { name: bs.shell.openInApp.get }).boundingBox();
  expect((link?.x ?? 390) + (link?.width ?? 0)).toBeLessThanOrEqual(390);
  await expect(banner.getByRole('button', { name: bs.shell.openInApp.dismiss })).toBeInViewport();
});

test('/favicon.ico is an icon, and every page names it', async ({ page, request }) => {
  const icon = await request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toMatch(/^image\//);
  // An ICO file: reserved 0, type 1 (an icon), at least one image.
  const bytes = await icon.body();
  expect([bytes.readUInt16LE(0), bytes.readUInt16LE(2)]).toEqual([0, 1]);
  expect(bytes.readUInt16LE(4)).toBeGreaterThan(0);

  // A page load asks for no address that is missing (the browser's own /favicon.ico included).
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) missing.push(response.url());
  });
  await page.goto('/buy', { waitUntil: 'networkidle' });
  await expect(page.locator('link[rel="icon"][href^="/favicon.ico"]')).toHaveCount(1);
  expect(missing).toEqual([]);
});
