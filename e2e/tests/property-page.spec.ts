import { bs, en } from '@krov/messages';
import { type APIRequestContext, expect } from '@playwright/test';
import { webUrl } from '../ports.ts';
import {
  apiUrl,
  expectAccessible,
  newUser,
  type TestUser,
  test,
  testJpegs,
  testUserPassword,
} from '../support.ts';

/** The password of the users newUser registers. */
const password = testUserPassword;
const jpegs = testJpegs('kuca');
const xhr = { 'x-requested-with': 'e2e' };

interface Variant {
  width: number;
  url: string;
}
interface Listing {
  id: string;
  photos: { ready: boolean; variants: Variant[] }[];
}

/** A flat for sale in Centar Sarajevo, published, with its photos' variants made. */
async function publishedFlat(
  request: APIRequestContext,
  { price, size, photos }: { price: number; size: number; photos: number },
): Promise<Listing> {
  const created = await request.post(`${apiUrl}/api/properties`, {
    data: {
      listingType: 'sell',
      propertyType: 'apartment',
      size,
      bedrooms: 2,
      bathrooms: 1,
      features: ['balcony', 'elevator'],
      floor: 3,
      totalFloors: 6,
      constructionYear: 1985,
      parkings: 1,
      price,
      hidePrice: false,
      description: 'Svijetao stan s balkonom, blizu tramvaja.',
      address: `Titova ${Math.floor(Math.random() * 90) + 1}`,
      location: { lat: 43.8563, lng: 18.4131 },
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as Listing;
  for (const file of jpegs.slice(0, photos)) {
    const uploaded = await request.post(`${apiUrl}/api/properties/${id}/photos`, {
      headers: xhr,
      multipart: { photos: file },
    });
    expect(uploaded.status()).toBe(201);
  }
  expect((await request.post(`${apiUrl}/api/properties/${id}/publish`, { headers: xhr })).ok()).toBe(true);
  let listing: Listing | undefined;
  await expect
    .poll(
      async () => {
        listing = (await (await request.get(`${apiUrl}/api/properties/${id}`)).json()) as Listing;
        return listing.photos.length > 0 && listing.photos.every((photo) => photo.ready);
      },
      { timeout: 20_000, message: 'the photo variants are made' },
    )
    .toBe(true);
  return listing as Listing;
}

function fill(text: string, params: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));
}

const P = bs.propertyPage;

test.describe('the property page', () => {
  let api: APIRequestContext;
  let owner: TestUser;
  let buyer: TestUser;
  let first: Listing;
  let second: Listing;

  test.beforeAll(async ({ playwright }) => {
    test.setTimeout(120_000);
    api = await playwright.request.newContext();
    buyer = await newUser(api, { name: 'Amra Kupić', tag: 'stranica', verifyPhone: false });
    owner = await newUser(api, { name: 'Amra Kupić', tag: 'stranica', verifyPhone: true });
    first = await publishedFlat(api, { price: 150_000, size: 60, photos: 1 });
    second = await publishedFlat(api, { price: 165_000, size: 66, photos: 2 });
  });

  test.afterAll(async () => {
    await api.dispose();
  });

  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: 'cookieconsent_status', value: 'ok', url: baseURL ?? webUrl }]);
  });

  test('a similar listing opens as a modal with a full-screen gallery; closing keeps the scroll; a reload shows the page', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto(`/p/${first.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('price')).toHaveText('150.000 KM');
    await expect(page.getByTestId('price-per-m2')).toHaveText(fill(P.perSquareMetre, { price: '2.500 KM' }));

    const similarCard = page.locator(`[data-testid="listing-card"][data-property-id="${second.id}"]`);
    await similarCard.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    await similarCard.getByRole('link').click();

    await expect(page).toHaveURL(`/p/${second.id}`);
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('price')).toHaveText('165.000 KM');

    await dialog.getByRole('button', { name: fill(P.gallery.open, { position: 1, total: 2 }) }).click();
    const viewer = page.getByTestId('photo-viewer');
    await expect(viewer.getByTestId('photo-counter')).toHaveText('1 / 2');
    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByTestId('photo-counter')).toHaveText('2 / 2');
    await page.keyboard.press('ArrowLeft');
    await expect(viewer.getByTestId('photo-counter')).toHaveText('1 / 2');
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(page).toHaveURL(`/p/${second.id}`);

    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page).toHaveURL(`/p/${first.id}`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);

    // Opened again and reloaded: the page itself, not a modal.
    await similarCard.getByRole('link').click();
    await expect(page).toHaveURL(`/p/${second.id}`);
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.locator('[data-testid="property-page"]')).toHaveAttribute(
      'data-property-id',
      second.id,
    );
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the price reads in Bosnian and in English', async ({ page, context, baseURL }) => {
    await page.goto(`/p/${first.id}`);
    await expect(page.getByTestId('price')).toHaveText('150.000 KM');
    await context.addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: baseURL ?? webUrl }]);
    await page.goto(`/p/${first.id}`);
    await expect(page.getByTestId('price')).toHaveText('150,000 KM');
    await expect(page.getByTestId('price-per-m2')).toHaveText(
      fill(en.propertyPage.perSquareMetre, { price: '2,500 KM' }),
    );
  });

  test('logged out, the phone reveal goes to login and back; the saved heart survives a reload', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto(`/p/${first.id}`);
    await page.getByRole('button', { name: P.owner.showPhone }).click();
    await expect(page).toHaveURL(`/login?next=${encodeURIComponent(`/p/${first.id}`)}`);
    await page.getByLabel(bs.fields.emailOrPhoneNumber, { exact: true }).fill(buyer.email);
    await page.getByLabel(bs.fields.password, { exact: true }).fill(password);
    await page.getByRole('button', { name: bs.accounts.login.submit, exact: true }).click();
    await expect(page).toHaveURL(`/p/${first.id}`);

    await page.getByRole('button', { name: P.owner.showPhone }).click();
    await expect(page.getByTestId('owner-phone')).toContainText(owner.phone.slice(-6));

    const save = page.getByTestId('save-button');
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await save.click();
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.getByTestId('save-button')).toHaveAttribute('aria-pressed', 'true');
    await page.getByTestId('save-button').click();
    await expect(page.getByTestId('save-button')).toHaveAttribute('aria-pressed', 'false');
  });

  test('after logging in, the page the owner saw as a visitor renders for them: their hidden listing', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const hidden = await publishedFlat(api, { price: 172_000, size: 70, photos: 1 });
    expect((await api.post(`${apiUrl}/api/properties/${hidden.id}/hide`, { headers: xhr })).ok()).toBe(true);
    // Logged out, the owner is a visitor: the listing is not public.
    await page.goto(`/p/${hidden.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(bs.notFound.title);
    // To the login and back in history, all client-side: the browser's router must not show the
    // visitor's answer it kept for this page.
    await page
      .getByTestId('header-user-area')
      .getByRole('link', { name: bs.shell.header.login, exact: true })
      .click();
    await expect(page).toHaveURL('/login');
    await page.getByLabel(bs.fields.emailOrPhoneNumber, { exact: true }).fill(owner.email);
    await page.getByLabel(bs.fields.password, { exact: true }).fill(password);
    await page.getByRole('button', { name: bs.accounts.login.submit, exact: true }).click();
    await expect(page).toHaveURL('/');
    await page.goBack();
    await expect(page).toHaveURL(`/p/${hidden.id}`);
    await expect(page.getByTestId('property-page')).toHaveAttribute('data-property-id', hidden.id);
  });

  test('the HTML without JavaScript has the price, the JSON-LD and the Open Graph image', async ({
    request,
  }) => {
    const response = await request.get(`/p/${first.id}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('150.000 KM');
    const jsonLd = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1];
    expect(jsonLd).toBeTruthy();
    const data = JSON.parse(jsonLd as string) as Record<string, unknown>;
    expect(data['@type']).toBe('RealEstateListing');
    expect(data.offers).toMatchObject({ '@type': 'Offer', price: 150_000, priceCurrency: 'BAM' });
    const cover = [...(first.photos[0]?.variants ?? [])].sort((a, b) => b.width - a.width)[0];
    expect(html).toContain(`<meta property="og:image" content="${cover?.url}"`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"');
    expect(html).toContain(`<link rel="canonical" href="${webUrl}/p/${first.id}"`);

    const missing = await request.get('/p/00000000-0000-4000-8000-000000000000');
    expect(missing.status()).toBe(404);
  });

  test('a visitor without a session is served the page from the short cache; a signed-in one per request', async ({
    request,
  }) => {
    // docs/decisions.md, Property page 9: one rendering serves every visitor for 5 s.
    await request.get(`/p/${first.id}`);
    const again = await request.get(`/p/${first.id}`);
    expect(again.status()).toBe(200);
    // HIT, or STALE if the copy was older than 5 s and is being rendered anew: from the cache either way.
    expect(['HIT', 'STALE']).toContain(again.headers()['x-nextjs-cache']);
    // Renewed after 5 s, never served once 30 s old (next.config.ts expireTime).
    expect(again.headers()['cache-control']).toBe('s-maxage=5, stale-while-revalidate=25');
    expect(await again.text()).toContain('150.000 KM');

    // With a session (even one the api no longer accepts) the page is rendered for this request only.
    const signedIn = await request.get(`/p/${first.id}`, {
      headers: { cookie: 'krov_access=expired-token' },
    });
    expect(signedIn.status()).toBe(200);
    expect(signedIn.headers()['x-nextjs-cache']).toBeUndefined();
    expect(signedIn.headers()['cache-control']).toContain('no-store');
    expect(await signedIn.text()).toContain('150.000 KM');

    // The cached copy's internal address is no public URL.
    expect((await request.get(`/p-public/${first.id}`)).status()).toBe(404);
  });

  test('the home page lists the newest listings, which open as a modal', async ({ page }) => {
    await page.goto('/');
    const card = page.locator(`[data-testid="listing-card"][data-property-id="${second.id}"]`);
    await expect(card.getByTestId('listing-card-price')).toHaveText('165.000 KM');
    await card.getByRole('link').click();
    await expect(page).toHaveURL(`/p/${second.id}`);
    await expect(page.getByRole('dialog').getByTestId('price')).toHaveText('165.000 KM');
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL('/');
  });

  test('a listing that is not public is the 404 page, except for its owner', async ({ page, request }) => {
    const hidden = await publishedFlat(api, { price: 140_000, size: 58, photos: 1 });
    expect((await api.post(`${apiUrl}/api/properties/${hidden.id}/hide`, { headers: xhr })).ok()).toBe(true);
    expect((await request.get(`/p/${hidden.id}`)).status()).toBe(404);

    await page.goto('/login');
    await page.getByLabel(bs.fields.emailOrPhoneNumber, { exact: true }).fill(owner.email);
    await page.getByLabel(bs.fields.password, { exact: true }).fill(password);
    await page.getByRole('button', { name: bs.accounts.login.submit, exact: true }).click();
    await expect(page).toHaveURL('/');
    await page.goto(`/p/${hidden.id}`);
    await expect(page.getByTestId('property-page')).toHaveAttribute('data-property-id', hidden.id);
    await expect(page.getByTestId('price')).toHaveText('140.000 KM');
  });

  test('axe finds no serious or critical violation on the page', async ({ page }) => {
    await page.goto(`/p/${first.id}`);
    // The map loads when it scrolls into view (PlaceMap): check it too.
    await page.getByTestId('place-map').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('place-map').locator('.leaflet-container')).toBeVisible();
    await expectAccessible(page);
  });

  test('on a phone, the first load sends at most 170 KB of JavaScript; the map loads when scrolled to', async ({
    browser,
    baseURL,
  }) => {
    // The issue's budget (compressed transfer of the first load, headers included, as Lighthouse
    // counts it) on Lighthouse's mobile screen. Bytes, not time: the same build sends the same bytes.
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 412, height: 823 },
      isMobile: true,
    });
    const page = await context.newPage();
    const scripts: Promise<number>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      scripts.push(request.sizes().then((sizes) => sizes.responseBodySize + sizes.responseHeadersSize));
    });
    await page.goto(`/p/${first.id}`, { waitUntil: 'networkidle' });
    await expect(page.getByTestId('price')).toHaveText('150.000 KM');
    const firstLoadBytes = (await Promise.all(scripts)).reduce((sum, bytes) => sum + bytes, 0);
    expect(scripts.length).toBeGreaterThan(0);
    expect(firstLoadBytes).toBeLessThanOrEqual(170 * 1024);

    const map = page.getByTestId('place-map');
    await expect(map.locator('.leaflet-container')).toHaveCount(0);
    await map.scrollIntoViewIfNeeded();
    await expect(map.locator('.leaflet-container')).toBeVisible();
    await context.close();
  });
});
