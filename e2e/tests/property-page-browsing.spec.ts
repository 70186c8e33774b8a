// Visiting a property page: the modal and gallery, prices in both languages, the phone reveal and the saved heart, the owner's view, the HTML without JavaScript.
import { bs, en } from '@krov/messages';
import { type APIRequestContext, expect } from '@playwright/test';
import { apiOf } from '../api.ts';
import { webUrl } from '../ports.ts';
import { newUser, phoneAsShown, type TestUser, test } from '../support.ts';
import { fill, type Listing, P, password, publishedFlat } from './property-page-fixtures.ts';

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

  test('logged out, the phone reveal goes to login, which says why, and back to the number; the saved heart survives a reload', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto(`/p/${first.id}`);
    await page.getByRole('button', { name: P.owner.showPhone }).click();
    await expect(page).toHaveURL(
      `/login?next=${encodeURIComponent(`/p/${first.id}?after=phone`)}&reason=phone`,
    );
    await expect(page.getByText(bs.accounts.login.reason.phone)).toBeVisible();
    await page.getByLabel(bs.fields.emailOrPhoneNumber, { exact: true }).fill(buyer.email);
    await page.getByLabel(bs.fields.password, { exact: true }).fill(password);
    await page.getByRole('button', { name: bs.accounts.login.submit, exact: true }).click();
    // Back on the listing, the number the visitor asked for is shown and focused; the address
    // forgets the request, so a reload does not ask again.
    await expect(page).toHaveURL(`/p/${first.id}`);
    await expect(page.getByTestId('owner-phone')).toHaveText(phoneAsShown(owner.phone));
    await expect(page.getByTestId('owner-phone')).toBeFocused();

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
    await apiOf(api).call('hideProperty', { params: { id: hidden.id } });
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
    // A login lands on the home page, which renders first when its cached copy is 30 s old
    // (docs/decisions/097-home-page-data.md): a loaded machine needs more than 5 s for that.
    await expect(page).toHaveURL('/', { timeout: 15_000 });
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
    // The api answers file paths; the page makes them absolute on its own origin, which serves them.
    expect(html).toContain(`<meta property="og:image" content="${webUrl}${cover?.url}"`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"');
    expect(html).toContain(`<link rel="canonical" href="${webUrl}/p/${first.id}"`);

    const missing = await request.get('/p/00000000-0000-4000-8000-000000000000');
    expect(missing.status()).toBe(404);
  });
});
