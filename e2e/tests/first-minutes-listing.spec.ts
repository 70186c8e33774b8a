// The first ten minutes (issue 12), the listing and the owner's tools, at the width where each was
// seen: bedrooms as the form asked, field names inside sentences, similar listings widened or
// hidden, the owner's own listing and a sold one, the listing limit said up front.
import { bs, en } from '@krov/messages';
import { type APIRequestContext, expect } from '@playwright/test';
import { apiOf } from '../api.ts';
import { webUrl } from '../ports.ts';
import { acceptCookies, expectAccessible, newUser, type TestUser, test } from '../support.ts';
import { desktop, logIn } from './first-minutes-fixtures.ts';
import { fill, type Listing, P, publishedFlat, xhr } from './property-page-fixtures.ts';

test.describe('words and numbers (desktop)', () => {
  let api: APIRequestContext;
  let flat: Listing;

  test.beforeAll(async ({ playwright }) => {
    test.setTimeout(120_000);
    api = await playwright.request.newContext();
    await newUser(api, { name: 'Adnan Riječi', tag: 'rijeci', verifyPhone: true });
    flat = await publishedFlat(api, { price: 128_000, size: 48, photos: 1 });
  });

  test.afterAll(async () => {
    await api.dispose();
  });

  test.beforeEach(async ({ context, page, baseURL }) => {
    await acceptCookies(context, baseURL ?? webUrl);
    await page.setViewportSize(desktop);
  });

  test('the listing says bedrooms, as the form asked, in both languages', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto(`/p/${flat.id}`);
    const facts = page.getByTestId('facts');
    await expect(facts.getByText(P.facts.bedrooms, { exact: true })).toBeVisible();
    await expect(facts.getByText('Sobe', { exact: true })).toHaveCount(0);
    await context.addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: baseURL ?? webUrl }]);
    await page.goto(`/p/${flat.id}`);
    await expect(facts.getByText(en.propertyPage.facts.bedrooms, { exact: true })).toBeVisible();
  });

  test('a required field is named in lower case inside the sentence, in English and in Bosnian', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto('/register');
    await page.getByRole('button', { name: bs.accounts.register.submit }).click();
    await expect(page.getByText('Polje ime i prezime je obavezno', { exact: true })).toBeVisible();
    await context.addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: baseURL ?? webUrl }]);
    await page.goto('/register');
    await page.getByRole('button', { name: en.accounts.register.submit }).click();
    await expect(page.getByText('Field full name is required', { exact: true })).toBeVisible();
  });
});

test('a listing with nothing similar even by the wider rule shows no "Slični oglasi" section (desktop)', async ({
  page,
  context,
  baseURL,
  playwright,
}) => {
  test.setTimeout(90_000);
  await acceptCookies(context, baseURL ?? webUrl);
  await page.setViewportSize(desktop);
  const api = await playwright.request.newContext();
  await newUser(api, { name: 'Sanja Jedinstvena', tag: 'slicni', verifyPhone: true });
  const villa = await publishedFlat(api, { price: 2_000_000, size: 300, photos: 1 });
  const another = await publishedFlat(api, { price: 2_100_000, size: 310, photos: 1 });
  // No flat in the canton costs within ±50 % of this one.
  const unique = await publishedFlat(api, { price: 9_500_000, size: 950, photos: 1 });
  await api.dispose();
  await page.goto(`/p/${another.id}`);
  await expect(page.getByRole('heading', { name: P.similar.title })).toBeVisible();
  await expect(
    page
      .getByTestId('similar-listings')
      .locator(`[data-testid="listing-card"][data-property-id="${villa.id}"]`),
  ).toBeVisible();
  await page.goto(`/p/${unique.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('facts')).toBeVisible();
  await expect(page.getByRole('heading', { name: P.similar.title })).toHaveCount(0);
});

test.describe('the owner on their own listing, and a sold listing (desktop)', () => {
  let api: APIRequestContext;
  let buyer: TestUser;
  let seller: TestUser;
  let mine: Listing;
  let sold: Listing;

  test.beforeAll(async ({ playwright }) => {
    test.setTimeout(120_000);
    api = await playwright.request.newContext();
    buyer = await newUser(api, { name: 'Mirza Kupac', tag: 'vlasnik', verifyPhone: false });
    seller = await newUser(api, { name: 'Dina Vlasnica', tag: 'vlasnik', verifyPhone: true });
    mine = await publishedFlat(api, { price: 187_000, size: 64, photos: 1 });
    sold = await publishedFlat(api, { price: 192_000, size: 66, photos: 1 });
    await apiOf(api).call('markPropertySold', { params: { id: sold.id } });
  });

  test.afterAll(async () => {
    await api.dispose();
  });

  test.beforeEach(async ({ context, page, baseURL }) => {
    await acceptCookies(context, baseURL ?? webUrl);
    await page.setViewportSize(desktop);
  });

  test('the owner gets their tools and counters, not "Sačuvaj oglas" or their own number', async ({
    page,
    playwright,
  }) => {
    // A visitor has looked at it (counted by the periodic job, run now).
    const visitor = await playwright.request.newContext({
      extraHTTPHeaders: { ...xhr, 'x-deviceid': 'e2e-owner-stats-device' },
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0',
    });
    await apiOf(visitor).call('countPropertyView', { params: { id: mine.id } });
    await apiOf(visitor).call('runJob', { params: { name: 'listings.count-views' } });
    await visitor.dispose();
    await page.goto(`/login?next=${encodeURIComponent(`/p/${mine.id}`)}`);
    await logIn(page, seller);
    await expect(page).toHaveURL(`/p/${mine.id}`, { timeout: 30_000 });
    const tools = page.getByTestId('owner-tools');
    await expect(tools).toBeVisible({ timeout: 15_000 });
    await expect(tools.getByRole('link', { name: P.ownerTools.edit })).toHaveAttribute(
      'href',
      `/me/properties/${mine.id}`,
    );
    await expect(tools.getByTestId('owner-stats-views')).toHaveText('1');
    await expect(tools.getByTestId('owner-stats-saves')).toHaveText('0');
    await expect(page.getByTestId('save-button')).toHaveCount(0);
    await expect(page.getByRole('button', { name: P.owner.showPhone })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('a sold listing offers others neither the save nor the number, and says why', async ({ page }) => {
    await page.goto(`/login?next=${encodeURIComponent(`/p/${sold.id}`)}`);
    await logIn(page, buyer);
    await expect(page).toHaveURL(`/p/${sold.id}`, { timeout: 30_000 });
    await expect(page.getByTestId('owner-sold')).toHaveText(P.owner.sold);
    await expectAccessible(page);
    await expect(page.getByTestId('save-button')).toHaveCount(0);
    await expect(page.getByRole('button', { name: P.owner.showPhone })).toHaveCount(0);
    // Another listing of the same owner still offers both.
    await page.goto(`/p/${mine.id}`);
    await expect(page.getByTestId('save-button')).toBeVisible();
    await expect(page.getByRole('button', { name: P.owner.showPhone })).toBeVisible();
  });
});

test('"Dodaj nekretninu" says at once that the listing limit is reached, with the numbers (desktop)', async ({
  page,
  context,
  baseURL,
  playwright,
}) => {
  test.setTimeout(90_000);
  await acceptCookies(context, baseURL ?? webUrl);
  await page.setViewportSize(desktop);
  const api = await playwright.request.newContext();
  const seller = await newUser(api, { name: 'Emir Pun', tag: 'limit', verifyPhone: true });
  const drafts: string[] = [];
  for (let index = 0; index < 5; index += 1) {
    const created = await apiOf(api).call('createProperty', {
      body: {
        listingType: 'rent',
        propertyType: 'apartment',
        size: 40 + index,
        price: 600,
        hidePrice: false,
        description: 'Garsonjera blizu centra.',
        address: `Ferhadija ${index + 1}`,
        location: { lat: 43.8563, lng: 18.4131 },
      },
    });
    drafts.push(created.id);
  }
  await page.goto(`/login?next=${encodeURIComponent('/me/properties')}`);
  await logIn(page, seller);
  await expect(page).toHaveURL('/me/properties', { timeout: 30_000 });
  await page.getByRole('main').getByRole('link', { name: bs.myProperties.add }).first().click();
  const prompt = page.getByTestId('limit-prompt');
  await expect(
    prompt.getByRole('heading', { name: fill(bs.properties.limitPrompt.title, { max: 5 }) }),
  ).toBeVisible();
  await expect(prompt).toContainText(fill(bs.properties.limitPrompt.text, { max: 5, used: 5 }));
  await expect(page.getByTestId('property-form')).toHaveCount(0);
  await expectAccessible(page);
  // One deleted: the form again.
  await apiOf(api).call('deleteProperty', { params: { id: drafts[0] as string } });
  await api.dispose();
  await page.goto('/me/properties/new');
  await expect(page.getByTestId('property-form')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('limit-prompt')).toHaveCount(0);
});

test('the desktop gallery shows "Sve fotografije (N)", and the viewer holds every photo', async ({
  page,
  context,
  baseURL,
  playwright,
}) => {
  test.setTimeout(90_000);
  await acceptCookies(context, baseURL ?? webUrl);
  await page.setViewportSize(desktop);
  const api = await playwright.request.newContext();
  await newUser(api, { name: 'Lana Fotić', tag: 'galerija', verifyPhone: true });
  const flat = await publishedFlat(api, { price: 176_000, size: 61, photos: 5 });
  await api.dispose();
  await page.goto(`/p/${flat.id}`);
  const gallery = page.getByTestId('gallery');
  // Every tile shown has a size: none hides behind the grid with the "+N" badge.
  const tiles = gallery.getByRole('button', { name: /^Otvori fotografiju/ });
  await expect(tiles).toHaveCount(3);
  for (const tile of await tiles.all()) {
    expect((await tile.boundingBox())?.height ?? 0).toBeGreaterThan(50);
  }
  await expect(gallery.getByText('+2', { exact: true })).toBeVisible();
  await gallery.getByRole('button', { name: fill(P.gallery.all, { count: 5 }) }).click();
  const viewer = page.getByTestId('photo-viewer');
  await expect(viewer.getByTestId('photo-counter')).toHaveText('1 / 5');
  for (let step = 0; step < 4; step += 1) await page.keyboard.press('ArrowRight');
  await expect(viewer.getByTestId('photo-counter')).toHaveText('5 / 5');
});
