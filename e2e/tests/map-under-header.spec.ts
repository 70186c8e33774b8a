// Issue 27, item 3: the header (and the banners) stay above every map. Leaflet's panes carry
// z-indexes of 400 to 1000; without a stacking context of their own they painted over the sticky
// header, and a tap on "Prijavi se", the logo, "+" or the menu reached the map's outline instead.
// At 390×844, touch, on the demo data. The product runs without map tiles (playwright.config.ts).
import { bs } from '@krov/messages';
import { expect, type Locator, type Page } from '@playwright/test';
import { apiOf } from '../api.ts';
import { webUrl } from '../ports.ts';
import { acceptCookies, test } from '../support.ts';

const H = bs.shell.header;

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test.beforeEach(async ({ context }) => {
  await acceptCookies(context, webUrl);
});

/**
 * Scrolls the page so the map's middle (where the country's outline and the marks are) lies under
 * the header's controls: the map runs under the header.
 */
async function scrollMapUnderHeader(page: Page, map: Locator): Promise<void> {
  await map.scrollIntoViewIfNeeded();
  await page.evaluate(
    (element) => {
      if (!element) throw new Error('no map');
      const header = document.querySelector('header');
      const headerBottom = header ? header.getBoundingClientRect().bottom : 0;
      const box = element.getBoundingClientRect();
      window.scrollBy(0, box.top + box.height / 2 - headerBottom / 2);
    },
    await map.elementHandle(),
  );
  const box = await map.boundingBox();
  const header = await page.locator('header').first().boundingBox();
  if (!box || !header) throw new Error('no boxes');
  // The map really is under the header's controls.
  expect(box.y).toBeLessThan(header.y + header.height / 2);
}

/** Every header control a person taps is the header's own element at its centre, not the map's. */
async function expectHeaderOnTop(page: Page): Promise<void> {
  const header = page.locator('header').first();
  const controls = [
    header.getByRole('link', { name: H.homeLink }),
    header.getByRole('link', { name: H.addProperty }),
    header.getByRole('link', { name: H.login }),
    header.getByRole('button', { name: H.menu }),
  ];
  for (const control of controls) {
    const box = await control.boundingBox();
    if (!box) throw new Error('a header control has no box');
    const onTop = await page.evaluate(
      ({ x, y }) => {
        const hit = document.elementFromPoint(x, y);
        return {
          inHeader: Boolean(hit?.closest('header')),
          what: hit ? `${hit.tagName.toLowerCase()}.${String(hit.getAttribute('class'))}` : 'nothing',
        };
      },
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(onTop, `the element under ${await control.textContent()}`).toMatchObject({ inHeader: true });
  }
}

for (const path of ['/buy?prikaz=mapa', '/buy/sarajevo?prikaz=mapa']) {
  test(`the header stays above the search map on ${path}, and its login answers a tap`, async ({ page }) => {
    await page.goto(path);
    const map = page.getByRole('region', { name: bs.searchMap.label });
    await expect(map).toBeVisible();
    await expect(page.getByTestId('map-total')).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 });
    await scrollMapUnderHeader(page, map);
    await expectHeaderOnTop(page);
    await page.locator('header').first().getByRole('link', { name: H.login }).tap();
    await expect(page).toHaveURL(/\/login/);
  });
}

test('the header stays above the location map of a listing', async ({ page }) => {
  const query = { listingType: 'sell', place: 'sarajevo', limit: 1 } as const;
  const [listing] = (await apiOf(page.request).call('searchProperties', { query })).items;
  if (!listing) throw new Error('the demo data has no listing in Sarajevo');
  await page.goto(`/p/${listing.id}`);
  const box = page.getByTestId('place-map');
  await box.scrollIntoViewIfNeeded();
  // The map loads once its box comes near the screen.
  await expect(box.locator('.leaflet-container')).toBeVisible();
  await scrollMapUnderHeader(page, box);
  await expectHeaderOnTop(page);
  await page.locator('header').first().getByRole('link', { name: H.login }).tap();
  await expect(page).toHaveURL(/\/login/);
});
