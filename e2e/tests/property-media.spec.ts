// Floor plans, a video and a 3D tour on the property page (issue 31, point 4): the floor plans in a
// tab of their own; the video loads nothing from its host until the person taps it — on a desktop
// with the mouse and on a phone with a finger. The product runs without the internet: the player's
// address is answered here, so the test sees exactly when (and whether) it is asked for.
import { bs } from '@krov/messages';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { webUrl } from '../ports.ts';
import { acceptCookies, newUser, test } from '../support.ts';
import { type Listing, publishedFlat } from './property-page-fixtures.ts';

const M = bs.propertyPage.media;
const video = 'https://youtu.be/dQw4w9WgXcQ';

/** Every request the page makes to a host other than the product's own. */
async function watchThirdParties(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route(/^https:\/\/www\.youtube-nocookie\.com\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<p>player</p>' }),
  );
  page.on('request', (request) => {
    const host = new URL(request.url()).hostname;
    if (host !== 'localhost' && host !== '127.0.0.1') asked.push(request.url());
  });
  return asked;
}

test.describe('a listing with floor plans and a video', () => {
  let api: APIRequestContext;
  let flat: Listing;

  test.beforeAll(async ({ playwright }) => {
    test.setTimeout(120_000);
    api = await playwright.request.newContext();
    await newUser(api, { name: 'Amela Tlocrt', tag: 'media', verifyPhone: true });
    flat = await publishedFlat(api, { price: 214_000, size: 71, photos: 2, floorPlans: 1, videoUrl: video });
  });
  test.afterAll(async () => {
    await api.dispose();
  });
  test.beforeEach(async ({ context }) => {
    await acceptCookies(context, webUrl);
  });

  test('on a desktop: the floor plan tab, then the video framed only on a click', async ({ page }) => {
    const asked = await watchThirdParties(page);
    await page.goto(`/p/${flat.id}`);
    await expect(page.getByTestId('gallery')).toBeVisible();
    await page.getByRole('tab', { name: fill(M.plans, 1) }).click();
    await expect(page.getByRole('img', { name: 'Tlocrt 1 od 1' })).toBeVisible();
    await page.getByRole('tab', { name: M.video }).click();
    await expect(page.getByTestId('video-play')).toBeVisible();
    expect(asked).toEqual([]);
    await page.getByTestId('video-play').click();
    await expect(page.getByTestId('video-frame')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1',
    );
    await expect
      .poll(() => asked.some((url) => url.startsWith('https://www.youtube-nocookie.com/embed/')))
      .toBe(true);
  });

  test('shows the buyer’s costs with their source, and a mortgage calculator kept in the URL', async ({
    page,
  }) => {
    await page.goto(`/p/${flat.id}`);
    const costs = page.getByTestId('buyer-costs');
    await expect(costs).toContainText('Porez na promet nekretnina (Kanton Sarajevo), 5 %');
    await expect(costs).toContainText('10.700 KM');
    await expect(costs.getByRole('link').first()).toHaveAttribute('href', /^https:\/\//);
    await expect(page.getByTestId('buyer-costs-total')).toContainText('224.700 KM');
    const mortgage = page.getByTestId('mortgage');
    // 80 % of 214 000 KM over 20 years at 5 %.
    await expect(page.getByTestId('mortgage-monthly')).toContainText('1.130 KM');
    await mortgage.getByLabel(bs.propertyPage.mortgage.years).fill('30');
    await expect(page).toHaveURL(/godina=30/);
    await expect(page.getByTestId('mortgage-monthly')).toContainText('919 KM');
    await page.reload();
    await expect(page.getByTestId('mortgage-monthly')).toContainText('919 KM');
  });

  test('on a phone: a tap opens the floor plans and another starts the video', async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
      locale: 'bs-BA',
    });
    await acceptCookies(context, webUrl);
    const page = await context.newPage();
    const asked = await watchThirdParties(page);
    await page.goto(`${webUrl}/p/${flat.id}`);
    await page.getByRole('tab', { name: fill(M.plans, 1) }).tap();
    await expect(page.getByTestId('floor-plans')).toBeVisible();
    await page.getByRole('tab', { name: M.video }).tap();
    expect(asked).toEqual([]);
    await page.getByTestId('video-play').tap();
    await expect(page.getByTestId('video-frame')).toBeVisible();
    await context.close();
  });
});

function fill(text: string, count: number): string {
  return text.replace('{count}', String(count));
}
