// "Nacrtaj područje" (issue 31, point 2): an area drawn on the search map with a mouse and with a
// finger goes into the URL (`nacrtano`), the list then shows only the listings inside it, its corners
// can be dragged (the URL follows) and it can be cleared. The product runs without map tiles.
import { bs } from '@krov/messages';
import { type APIRequestContext, type CDPSession, expect, type Page } from '@playwright/test';
import { apiOf } from '../api.ts';
import { webUrl } from '../ports.ts';
import { acceptCookies, newUser, type TestUser, test } from '../support.ts';
import { androidPhone, logIn } from './first-minutes-fixtures.ts';
import { payFor } from './payment-fixtures.ts';

const S = bs.searchMap;

/** Three flats in a row west to east, far from other tests' listings: A and B get drawn around, C not. */
const row = [
  { lat: 44.0011, lng: 17.3003 },
  { lat: 44.0012, lng: 17.3201 },
  { lat: 44.0013, lng: 17.3452 },
];
/**
 * This worker's three prices: the search is narrowed to them, so another worker's row at the same
 * spots (each worker publishes its own) neither clusters with these pins nor joins the list.
 */
const base = 150_000 + Math.floor(Math.random() * 9_000) * 10;
const prices = row.map((_, index) => base + index + 1);
/** The three's box, where the map starts ("search this area", which drawing then replaces). */
const start = `/buy?cijena=${base + 1}-${base + 3}&prikaz=mapa&podrucje=17.29,43.99,17.355,44.012`;

type Point = { x: number; y: number };

async function publishedAt(
  api: APIRequestContext,
  spot: (typeof row)[number],
  price: number,
): Promise<string> {
  const { id } = await apiOf(api).call('createProperty', {
    body: {
      listingType: 'sell',
      propertyType: 'apartment',
      size: 64,
      bedrooms: 2,
      bathrooms: 1,
      features: [],
      price,
      description: 'Stan za pretragu po nacrtanom području na mapi.',
      address: `Nacrtana ${Math.floor(Math.random() * 90) + 1}`,
      location: { lat: spot.lat, lng: spot.lng },
    },
  });
  await payFor(api, id);
  return id;
}

/** Where a listing's pin points on the screen: under its price tag's tip. */
async function pinPoint(page: Page, id: string): Promise<Point> {
  const pin = page.locator(`[data-pin-id="${id}"]`);
  await expect(pin).toBeVisible({ timeout: 15_000 });
  const box = await pin.boundingBox();
  if (!box) throw new Error(`no pin for ${id}`);
  return { x: box.x + box.width / 2, y: box.y + box.height + 6 };
}

/** A closed path around A and B, not C: a rectangle traced in many small steps, as a hand would. */
function around(a: Point, b: Point, c: Point): Point[] {
  const [left, right] = [a.x - 45, (b.x + c.x) / 2];
  const [top, bottom] = [Math.min(a.y, b.y) - 50, Math.max(a.y, b.y) + 35];
  const corners = [
    { x: left, y: top },
    { x: right, y: top },
    { x: right, y: bottom },
    { x: left, y: bottom },
    { x: left, y: top },
  ];
  const sides = corners.slice(1).flatMap((to, side) => {
    const from = corners[side] as Point;
    return Array.from({ length: 12 }, (_, step) => ({
      x: Math.round(from.x + ((to.x - from.x) * (step + 1)) / 12),
      y: Math.round(from.y + ((to.y - from.y) * (step + 1)) / 12),
    }));
  });
  return [{ x: Math.round(left), y: Math.round(top) }, ...sides];
}

/** A mouse pressed at the path's first point, moved along it, released at its last. */
async function mouseDraw(page: Page, [begin, ...rest]: Point[]): Promise<void> {
  if (!begin) return;
  await page.mouse.move(begin.x, begin.y);
  await page.mouse.down();
  for (const point of rest) await page.mouse.move(point.x, point.y);
  await page.mouse.up();
}

/** A finger on the phone's screen, as its touch events: down at the first point, lifted at the last. */
async function fingerDraw(cdp: CDPSession, [begin, ...rest]: Point[]): Promise<void> {
  if (!begin) return;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [begin] });
  for (const point of rest)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** The page scrolled so the whole map shows right under the sticky header. */
async function mapInView(page: Page): Promise<void> {
  const map = page.getByRole('region', { name: S.label });
  await expect(map).toBeVisible();
  await page.evaluate(
    (element) => {
      if (!element) throw new Error('no map');
      const headerBottom = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
      window.scrollBy(0, element.getBoundingClientRect().top - headerBottom);
    },
    await map.elementHandle(),
  );
}

/** The drawn area's parameter, once the URL has it. */
async function areaInUrl(page: Page, not?: string): Promise<string> {
  await expect
    .poll(() => new URL(page.url()).searchParams.get('nacrtano') ?? '', { timeout: 15_000 })
    .not.toBe(not ?? '');
  return new URL(page.url()).searchParams.get('nacrtano') ?? '';
}

async function expectOnlyInside(page: Page, api: APIRequestContext, ids: string[], polygon: string) {
  const results = page.locator('section[aria-labelledby="search-results-title"]');
  const [a, b, c] = ids as [string, string, string];
  await expect(results.locator(`[data-property-id="${a}"]`)).toBeVisible();
  await expect(results.locator(`[data-property-id="${b}"]`)).toBeVisible();
  await expect(results.locator(`[data-property-id="${c}"]`)).toHaveCount(0);
  const { total } = await apiOf(api).call('searchProperties', {
    query: { listingType: 'sell', priceMin: base + 1, priceMax: base + 3, polygon, limit: 1 },
  });
  expect(total).toBe(2);
  await expect(page.getByTestId('search-count')).toContainText(String(total));
  await expect(page.getByTestId('map-total')).toHaveAttribute('data-total', String(total), {
    timeout: 15_000,
  });
  // The chip says so, and removes it.
  await expect(page.getByTestId('active-filters')).toContainText(bs.search.chips.polygon);
}

let api: APIRequestContext;
let ids: string[];
let owner: TestUser;

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(120_000);
  api = await playwright.request.newContext();
  owner = await newUser(api, { name: 'Nada Crtić', tag: 'crtanje', verifyPhone: true });
  ids = [];
  for (const [index, spot] of row.entries()) ids.push(await publishedAt(api, spot, prices[index] ?? base));
});

test.afterAll(async () => {
  await api.dispose();
});

test.beforeEach(async ({ context }) => {
  await acceptCookies(context, webUrl);
});

test.describe('with a mouse', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('draws around listings, edits a corner and clears the area', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(start);
    await mapInView(page);
    const [a, b, c] = ids as [string, string, string];
    const points = [await pinPoint(page, a), await pinPoint(page, b), await pinPoint(page, c)] as const;

    const view = await page.getByTestId('map-total').getAttribute('data-bbox');
    await page.getByRole('button', { name: S.draw }).click();
    await expect(page.getByTestId('draw-hint')).toHaveText(S.drawHint);
    // A slip of the hand is no area: said so, and drawing goes on.
    await mouseDraw(page, [
      { x: points[0].x, y: points[0].y },
      { x: points[0].x + 6, y: points[0].y + 3 },
    ]);
    await expect(page.getByTestId('draw-hint')).toHaveText(S.tooSmall);
    expect(new URL(page.url()).searchParams.get('nacrtano')).toBeNull();

    await mouseDraw(page, around(...points));
    const drawn = await areaInUrl(page);
    // One area at a time: the drawn one replaced the box; the map neither panned nor zoomed.
    expect(new URL(page.url()).searchParams.get('podrucje')).toBeNull();
    await expect(page.getByTestId('map-total')).toHaveAttribute('data-bbox', view ?? '');
    expect(drawn.split(',').length).toBeLessThanOrEqual(100);
    await expect(page.locator('path.krov-drawn-area')).toHaveCount(1);
    await expectOnlyInside(page, api, ids, drawn);

    // Edit: the first corner (where the line began) dragged up and left; "Gotovo" saves it.
    await page.getByRole('button', { name: S.edit }).click();
    const corner = page.getByTitle(S.corner.replace('{number}', '1'), { exact: true });
    const box = await corner.boundingBox();
    if (!box) throw new Error('no corner handle');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x - 30, box.y - 25, { steps: 6 });
    await page.mouse.up();
    await page.getByRole('button', { name: S.done }).click();
    const edited = await areaInUrl(page, drawn);
    expect(edited.split(',').length).toBe(drawn.split(',').length);
    await expectOnlyInside(page, api, ids, edited);

    await page.getByRole('button', { name: S.clear }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('nacrtano')).toBeNull();
    await expect(page.locator('path.krov-drawn-area')).toHaveCount(0);
    await expect(page.getByTestId('active-filters')).not.toContainText(bs.search.chips.polygon);
    await expect(page.getByRole('button', { name: S.draw })).toBeVisible();
  });
});

test.describe('with a finger on a phone', () => {
  test.use(androidPhone);

  test('draws around listings, drags a corner and clears the area', async ({ page, context }) => {
    test.setTimeout(90_000);
    await page.goto(start);
    const cdp = await context.newCDPSession(page);
    const [a, b, c] = ids as [string, string, string];
    await mapInView(page);
    await page.getByRole('button', { name: S.draw }).tap();
    await expect(page.getByTestId('draw-hint')).toHaveText(S.drawHint);
    const points = [await pinPoint(page, a), await pinPoint(page, b), await pinPoint(page, c)] as const;
    const scrolled = await page.evaluate(() => window.scrollY);
    const view = await page.getByTestId('map-total').getAttribute('data-bbox');
    await fingerDraw(cdp, around(...points));
    const drawn = await areaInUrl(page);
    // The finger drew: neither the page nor the map moved, and the map stays where it was drawn on.
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await expect(page.getByTestId('map-total')).toHaveAttribute('data-bbox', view ?? '');
    await expect(page.locator('path.krov-drawn-area')).toHaveCount(1);
    await expectOnlyInside(page, api, ids, drawn);

    await page.getByRole('button', { name: S.edit }).tap();
    const corner = page.getByTitle(S.corner.replace('{number}', '1'), { exact: true });
    const box = await corner.boundingBox();
    if (!box) throw new Error('no corner handle');
    const from = { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) };
    await fingerDraw(
      cdp,
      Array.from({ length: 9 }, (_, step) => ({ x: from.x - 3 * step, y: from.y - 3 * step })),
    );
    await page.getByRole('button', { name: S.done }).tap();
    const edited = await areaInUrl(page, drawn);
    await expectOnlyInside(page, api, ids, edited);

    await page.getByRole('button', { name: S.clear }).tap();
    await expect.poll(() => new URL(page.url()).searchParams.get('nacrtano')).toBeNull();
    await expect(page.locator('path.krov-drawn-area')).toHaveCount(0);
  });
});

test('a search with a drawn area is saved, described and opened again as it was', async ({ page }) => {
  test.setTimeout(90_000);
  // Around A and B (not C), as a link or a saved search carries it.
  const searchPath = `/buy?cijena=${base + 1}-${base + 3}&nacrtano=17.295+43.998,17.33+43.998,17.33+44.004,17.295+44.004`;
  await page.goto(searchPath);
  await expect(page.getByTestId('search-count')).toContainText('2');
  const control = page.getByTestId('save-search');
  await control.getByRole('button', { name: bs.savedSearches.save.button, exact: true }).click();
  await control.getByRole('button', { name: bs.savedSearches.save.confirm, exact: true }).click();
  await expect(page).toHaveURL(/\/login\?next=/);
  await logIn(page, owner);
  await expect(page).toHaveURL(searchPath, { timeout: 30_000 });
  await expect(page.getByTestId('save-search-saved')).toBeVisible({ timeout: 15_000 });

  await page.goto('/me/searches');
  const row = page.getByTestId('saved-search');
  await expect(row).toHaveCount(1, { timeout: 15_000 });
  await expect(row).toContainText(bs.savedSearches.words.drawnArea);
  await expect(row.getByTestId('saved-search-open')).toHaveAttribute('href', searchPath);

  // On the map the link opens fitted to the area, outlined, with only the two inside.
  await page.goto(`${searchPath}&prikaz=mapa`);
  await expect(page.locator('path.krov-drawn-area')).toHaveCount(1);
  const [a, b, c] = ids as [string, string, string];
  await pinPoint(page, a);
  await pinPoint(page, b);
  await expect(page.getByTestId('map-total')).toHaveAttribute('data-total', '2', { timeout: 15_000 });
  await expect(page.locator(`[data-pin-id="${c}"]`)).toHaveCount(0);
  // The view is the area's box (rounded outward), not the country's.
  const [west = 0, , east = 180] = ((await page.getByTestId('map-total').getAttribute('data-bbox')) ?? '')
    .split(',')
    .map(Number);
  expect(east - west).toBeLessThan(0.2);
});
