// The site works at whichever address reaches it (docs/decisions/089-one-origin-for-the-browser.md):
// here 127.0.0.1 instead of the configured localhost, as a phone on the local network would use the
// machine's own address. The browser's api calls and photos stay on the page's origin.
import { bs } from '@krov/messages';
import { type APIRequestContext, expect, type Request } from '@playwright/test';
import { webPort } from '../ports.ts';
import { newUser, phoneAsShown, type TestUser, test } from '../support.ts';
import { type Listing, P, password, publishedFlat } from './property-page-fixtures.ts';

/** The same product, reached by another address than the one it was configured with. */
const site = `http://127.0.0.1:${webPort}`;

test.describe('the site at another address', () => {
  let api: APIRequestContext;
  let owner: TestUser;
  let buyer: TestUser;
  let flat: Listing;

  test.beforeAll(async ({ playwright }) => {
    test.setTimeout(120_000);
    api = await playwright.request.newContext();
    buyer = await newUser(api, { name: 'Emir Hodžić', tag: 'adresa', verifyPhone: false });
    owner = await newUser(api, { name: 'Lejla Hodžić', tag: 'adresa', verifyPhone: true });
    flat = await publishedFlat(api, { price: 139_000, size: 58, photos: 1 });
  });

  test.afterAll(async () => {
    await api.dispose();
  });

  test('opened at 127.0.0.1, a listing shows its photo, and logging in and saving it work', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await context.addCookies([{ name: 'cookieconsent_status', value: 'ok', url: site }]);
    const apiCalls: Request[] = [];
    const failed: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request);
    });
    // Api calls and photos that failed (a CORS refusal or a blocked photo fails the request); those
    // a navigation cancelled (ERR_ABORTED) are not failures, nor the map's tiles from outside.
    page.on('requestfailed', (request) => {
      const error = request.failure()?.errorText ?? '';
      if (request.url().includes('/api/') && !error.includes('ERR_ABORTED'))
        failed.push(`${request.url()}: ${error}`);
    });
    page.on('console', (message) => {
      if (message.type() === 'error' && /CORS|Cross-Origin|blocked/i.test(message.text()))
        failed.push(message.text());
    });

    await page.goto(`${site}/p/${flat.id}`);
    await expect(page.getByTestId('price')).toHaveText('139.000 KM');
    // The photo is loaded from the page's own origin, and really decoded (not blocked).
    const photo = page.getByTestId('gallery').locator('img').first();
    await expect(photo).toBeVisible();
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    expect(new URL(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).origin).toBe(site);

    // Logging in sets the session's cookies for this address; the page's calls carry them.
    await page.getByRole('button', { name: P.owner.showPhone }).click();
    await expect(page).toHaveURL(
      `${site}/login?next=${encodeURIComponent(`/p/${flat.id}?after=phone`)}&reason=phone`,
    );
    await page.getByLabel(bs.fields.emailOrPhoneNumber, { exact: true }).fill(buyer.email);
    await page.getByLabel(bs.fields.password, { exact: true }).fill(password);
    await page.getByRole('button', { name: bs.accounts.login.submit, exact: true }).click();
    // Back on the listing, the number asked for before the login is shown.
    await expect(page).toHaveURL(`${site}/p/${flat.id}`, { timeout: 15_000 });
    await expect(page.getByTestId('owner-phone')).toHaveText(phoneAsShown(owner.phone));

    const save = page.getByTestId('save-button');
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await save.click();
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(page.getByTestId('save-button')).toHaveAttribute('aria-pressed', 'true');

    // Every api call and photo went to the page's own origin, and nothing was refused.
    expect(apiCalls.length).toBeGreaterThan(3);
    expect(apiCalls.map((request) => new URL(request.url()).origin)).toEqual(apiCalls.map(() => site));
    expect(failed).toEqual([]);
  });
});
