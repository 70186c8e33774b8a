// The listing on a phone (issue 12, point 6), at 390×844 with an Android phone's user agent: the
// photos swipe, a contact bar stays at the bottom of the screen, the price per m² lines up with the
// price, and the modal opens with the card's photo and price instead of an empty sheet.
import { type CDPSession, expect, type Locator, type Page } from '@playwright/test';
import { webUrl } from '../ports.ts';
import { acceptCookies, expectAccessible, newUser, test } from '../support.ts';
import { androidPhone, desktop, focusStopsHidden, logIn } from './first-minutes-fixtures.ts';
import { fill, P, publishedFlat } from './property-page-fixtures.ts';

test.use(androidPhone);

/** A finger dragged across `target` from right to left, as touch events of the phone's screen. */
async function swipeLeft(cdp: CDPSession, target: Locator) {
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to swipe');
  const x = Math.round(box.x + box.width * 0.8);
  const y = Math.round(box.y + box.height / 2);
  const distance = Math.round(box.width * 0.6);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let step = 1; step <= 10; step += 1) {
    const at = { x: x - (distance * step) / 10, y };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [at] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

async function edges(page: Page, testId: string) {
  const box = await page.getByTestId(testId).boundingBox();
  if (!box) throw new Error(`${testId} is not shown`);
  return { left: Math.round(box.x), right: Math.round(box.x + box.width) };
}

test('on a phone the photos swipe, the contact bar stays at the bottom, and the price per m² lines up', async ({
  page,
  context,
  baseURL,
  playwright,
}) => {
  test.setTimeout(120_000);
  await acceptCookies(context, baseURL ?? webUrl);
  const api = await playwright.request.newContext();
  await newUser(api, { name: 'Selma Galerija', tag: 'galerija', verifyPhone: true });
  const flat = await publishedFlat(api, { price: 186_000, size: 62, photos: 4 });
  const buyer = await newUser(api, { name: 'Haris Kupac', tag: 'galerija-kupac', verifyPhone: false });
  await api.dispose();

  await page.goto(`/login?next=${encodeURIComponent(`/p/${flat.id}`)}`);
  await logIn(page, buyer);
  await expect(page.getByTestId('property-page')).toBeVisible({ timeout: 30_000 });

  // The photos: one at a time across the screen, the next one a swipe away.
  const position = page.getByTestId('gallery-position');
  await expect(position).toHaveText('1 / 4');
  const second = page.getByRole('button', { name: fill(P.gallery.open, { position: 2, total: 4 }) });
  await expect(second).not.toBeInViewport();
  await swipeLeft(await context.newCDPSession(page), page.getByTestId('gallery-row'));
  await expect(position).toHaveText('2 / 4');
  await expect(second).toBeInViewport({ ratio: 0.95 });

  // "186.000 KM" and "3.000 KM po m²" start at the same left edge (the second floated right).
  expect((await edges(page, 'price-per-m2')).left).toBe((await edges(page, 'price')).left);

  // The contact bar sits at the bottom of the screen from the top of the listing; the owner card
  // is far below, after the map.
  const bar = page.getByTestId('contact-bar');
  await expect(bar).toBeInViewport({ ratio: 1 });
  const barBox = await bar.boundingBox();
  expect((barBox?.y ?? 0) + (barBox?.height ?? 0)).toBeGreaterThan(844 - 24);
  await expect(page.getByTestId('owner-card')).not.toBeInViewport();
  await expect(bar).toContainText('Selma Galerija');

  // Pressed in the bar, the number shows there (focused, to be called) and in the owner card.
  await bar.getByRole('button', { name: P.owner.showPhone }).click();
  const called = bar.getByTestId('contact-bar-phone');
  await expect(called).toHaveAttribute('href', /^tel:\+387/);
  await expect(called).toBeFocused();
  await expect(page.getByTestId('owner-phone')).toHaveText((await called.textContent()) ?? '');

  // The bar hides no control that takes focus, across the whole listing.
  await page.reload();
  await expect(bar).toBeVisible();
  expect(await focusStopsHidden(page, 45)).toEqual([]);
  await expectAccessible(page);

  // On a desktop the owner card beside the listing is the contact: no bar; the price block is
  // right-aligned beside the title.
  await page.setViewportSize(desktop);
  await expect(bar).toBeHidden();
  expect((await edges(page, 'price-per-m2')).right).toBe((await edges(page, 'price')).right);
});

test('on a phone the listing modal opens with the card’s photo and price at once', async ({
  page,
  context,
  baseURL,
  playwright,
}) => {
  test.setTimeout(90_000);
  await acceptCookies(context, baseURL ?? webUrl);
  const api = await playwright.request.newContext();
  await newUser(api, { name: 'Adnan Pregled', tag: 'pregled', verifyPhone: true });
  const flat = await publishedFlat(api, { price: 174_500, size: 58, photos: 2 });
  await api.dispose();

  // The listing's own answer is held until the preview has been seen: what the modal shows
  // meanwhile is what a slow network would show.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(new RegExp(`/api/properties/${flat.id}$`), async (route) => {
    await held;
    await route.continue();
  });

  await page.goto('/buy/sarajevo?sort=najnovije');
  const card = page.locator(`[data-testid="listing-card"][data-property-id="${flat.id}"]`);
  const cardImage = card.locator('img');
  await expect.poll(() => cardImage.evaluate((image: HTMLImageElement) => image.complete)).toBe(true);
  const cardPhoto = await cardImage.evaluate((image: HTMLImageElement) => image.currentSrc);
  const cardPrice = (await card.getByTestId('listing-card-price').textContent()) ?? '';
  await card.getByRole('link').click();

  const dialog = page.getByRole('dialog');
  const preview = dialog.getByTestId('property-preview');
  await expect(preview).toBeVisible();
  await expect(preview.getByTestId('property-preview-price')).toHaveText(cardPrice);
  await expect(preview.locator('img')).toHaveAttribute('src', cardPhoto);
  // The card's photo is already in the browser: it is drawn, not waiting for the network.
  expect(await preview.locator('img').evaluate((image: HTMLImageElement) => image.complete)).toBe(true);

  release();
  await expect(dialog.getByTestId('property-page')).toHaveAttribute('data-property-id', flat.id);
  await expect(preview).toHaveCount(0);
  // In the modal the contact bar sticks to the bottom of the sheet too.
  await expect(dialog.getByTestId('contact-bar')).toBeInViewport({ ratio: 1 });
});
