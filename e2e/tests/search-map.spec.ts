// The search's map view: clusters and pins that add up to the search's total, "Search this area"
// after the map is moved, a pin's listing. The product runs without map tiles (playwright.config.ts).
import { bs } from '@krov/messages';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { apiOf } from '../api.ts';
import { webUrl } from '../ports.ts';
import { acceptCookies, expectAccessible, newUser, test } from '../support.ts';
import { payFor } from './payment-fixtures.ts';

const S = bs.searchMap;

/** Three flats for sale a few hundred metres apart around Marijin Dvor, Sarajevo. */
const spots = [
  { lat: 43.8581, lng: 18.4036, price: 233_000 },
  { lat: 43.8562, lng: 18.4081, price: 241_000 },
  { lat: 43.8549, lng: 18.3988, price: 0 },
];
const around = '18.395,43.852,18.412,43.861';

async function publishedAt(api: APIRequestContext, spot: (typeof spots)[number]): Promise<string> {
  const { id } = await apiOf(api).call('createProperty', {
    body: {
      listingType: 'sell',
      propertyType: 'apartment',
      size: 70,
      bedrooms: 2,
      bathrooms: 1,
      features: [],
      price: spot.price || 199_000,
      // The third one's price is hidden: its pin says "on request".
      hidePrice: spot.price === 0,
      description: 'Stan za kartu pretrage, blizu Marijin Dvora.',
      address: `Zmaja od Bosne ${Math.floor(Math.random() * 90) + 1}`,
      location: { lat: spot.lat, lng: spot.lng },
    },
  });
  // A private listing is paid for: the order, the sandbox's approved card, the notification.
  await payFor(api, id);
  return id;
}

async function searchTotal(api: APIRequestContext, query: string): Promise<number> {
  const search = Object.fromEntries(new URLSearchParams(`${query}&limit=1`));
  return (await apiOf(api).call('searchProperties', { query: search })).total;
}

/**
 * The map once its answer for the view shown is in: its total, the box it shows and the box it
 * asked about (the one shown grown to whole cells of the api's grid, decision 104).
 */
async function settledMap(page: Page): Promise<{ total: number; bbox: string; asked: string }> {
  const status = page.getByTestId('map-total');
  await expect(status).toHaveAttribute('aria-busy', 'false', { timeout: 15_000 });
  await expect(status).not.toHaveAttribute('data-total', '');
  return {
    total: Number(await status.getAttribute('data-total')),
    bbox: (await status.getAttribute('data-bbox')) ?? '',
    asked: (await status.getAttribute('data-asked-bbox')) ?? '',
  };
}

async function markedTotal(page: Page): Promise<number> {
  const clusters = await page
    .getByTestId('map-cluster')
    .evaluateAll((bubbles) => bubbles.map((bubble) => Number(bubble.getAttribute('data-count'))));
  const pins = await page.getByTestId('map-pin').count();
  return clusters.reduce((sum, count) => sum + count, 0) + pins;
}

test.describe('the search map', () => {
  let api: APIRequestContext;
  let ids: string[];

  test.beforeAll(async ({ playwright }) => {
    test.setTimeout(120_000);
    api = await playwright.request.newContext();
    await newUser(api, { name: 'Mirza Mapić', tag: 'mapa', verifyPhone: true });
    ids = [];
    for (const spot of spots) ids.push(await publishedAt(api, spot));
  });

  test.afterAll(async () => {
    await api.dispose();
  });

  test.beforeEach(async ({ context }) => {
    await acceptCookies(context, webUrl);
  });

  test('its clusters and pins add up to its total, the search’s total for the same box', async ({ page }) => {
    const tiles: string[] = [];
    page.on('request', (request) => {
      if (/\/\d+\/\d+\/\d+\.png/.test(request.url())) tiles.push(request.url());
    });
    await page.goto('/buy/sarajevo?prikaz=mapa');
    await expect(page.getByRole('region', { name: S.label })).toBeVisible();
    const { total, asked } = await settledMap(page);
    expect(total).toBeGreaterThanOrEqual(spots.length);
    expect(await markedTotal(page)).toBe(total);
    expect(await searchTotal(api, `listingType=sell&place=sarajevo&bbox=${asked}`)).toBe(total);
    await expect(page.getByTestId('map-total')).toHaveText(S.total.replace('{count}', String(total)));
    // This product serves no tiles (MAP_TILE_URL=''): the map stands on the bundled outline alone.
    expect(await (await page.request.get('/map-tiles.json')).json()).toEqual({ url: '', attribution: '' });
    expect(tiles).toEqual([]);
  });

  test('a moved map offers "Search this area", which searches the box shown', async ({ page }) => {
    await page.goto('/buy/sarajevo?prikaz=mapa');
    const map = page.getByRole('region', { name: S.label });
    await settledMap(page);
    const searchArea = page.getByRole('button', { name: S.searchArea });
    // The first view is the place's: nothing to search yet.
    await expect(searchArea).toHaveCount(0);

    const box = await map.boundingBox();
    if (!box) throw new Error('the map has no box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 120, box.y + box.height / 2 + 40, { steps: 8 });
    await page.mouse.up();
    await expect(searchArea).toBeVisible();
    const moved = await settledMap(page);
    expect(await markedTotal(page)).toBe(moved.total);

    await searchArea.click();
    await expect(page).toHaveURL(new RegExp(`podrucje=${moved.bbox.replace(/\./g, '\\.')}`));
    await expect(searchArea).toHaveCount(0);
    const total = await searchTotal(api, `listingType=sell&place=sarajevo&bbox=${moved.bbox}`);
    await expect(page.getByTestId('search-count')).toContainText(String(total));
    // The map stays where it was moved to: its own search does not make it jump.
    expect((await settledMap(page)).bbox).toBe(moved.bbox);
  });

  test('a pin shows its listing’s price, "on request" when hidden, and opens it', async ({ page }) => {
    // Up to four zoom steps before the two axe runs.
    test.setTimeout(120_000);
    await page.goto(`/buy/sarajevo?prikaz=mapa&podrucje=${around}`);
    await settledMap(page);
    const pin = page.getByTestId('map-pin').filter({ hasText: '233.000 KM' });
    const onRequest = page.getByTestId('map-pin').filter({ hasText: S.onRequest });
    // Pins that would overlap are drawn as a cluster (decision 170): zoom in until these come apart.
    for (
      let steps = 0;
      steps < 4 && ((await pin.count()) === 0 || (await onRequest.count()) === 0);
      steps += 1
    ) {
      const { bbox } = await settledMap(page);
      await page.getByRole('button', { name: bs.properties.map.zoomIn, exact: true }).click();
      // The zoom has ended once the view shown changed; then its marks are drawn.
      await expect(page.getByTestId('map-total')).not.toHaveAttribute('data-bbox', bbox);
      await settledMap(page);
    }
    await expect(pin).toHaveCount(1);
    await expect(onRequest).not.toHaveCount(0);
    // A pin is a button named by its type and price, chosen from the keyboard too.
    const pinButton = page.getByRole('button', {
      name: S.pin.replace('{type}', bs.properties.propertyTypes.apartment).replace('{price}', '233.000 KM'),
    });
    await pinButton.focus();
    await page.keyboard.press('Enter');
    const card = page.getByTestId('map-selected');
    await expect(card).toContainText('233.000 KM');
    await expect(card.getByRole('link', { name: S.open })).toHaveAttribute('href', `/p/${ids[0]}`);
    await expectAccessible(page);
    await card.getByRole('button', { name: S.closeCard }).click();
    await expect(card).toHaveCount(0);
  });

  test('a cluster zooms to its listings', async ({ page }) => {
    await page.goto('/buy?prikaz=mapa');
    await settledMap(page);
    const cluster = page.getByTestId('map-cluster').first();
    await expect(cluster).toBeVisible();
    const before = await settledMap(page);
    // The whole country holds more listings than pins are drawn for: bubbles whose counts add up.
    expect(await markedTotal(page)).toBe(before.total);
    expect(await searchTotal(api, `listingType=sell&bbox=${before.asked}`)).toBe(before.total);
    await cluster.click();
    await expect.poll(async () => (await settledMap(page)).bbox).not.toBe(before.bbox);
    const after = await settledMap(page);
    expect(await markedTotal(page)).toBe(after.total);
    await expect(page.getByRole('button', { name: S.searchArea })).toBeVisible();
  });
});
