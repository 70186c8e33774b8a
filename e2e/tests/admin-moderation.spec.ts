// Moderation on the web: the demo admin pastes a new user's public listing into /admin's
// "hide a listing" form with a reason, confirms, and the listing's page answers 404 afterwards;
// the listing is then in the list of hidden listings, the admin restores it with a reason, and
// its page answers 200 again.
import { bs } from '@krov/messages';
import { type APIRequestContext, expect } from '@playwright/test';
import { webUrl } from '../ports.ts';
import { acceptCookies, expectAccessible, newUser, test, toast } from '../support.ts';
import { logInAs } from './agency-fixtures.ts';
import { publishFlat } from './alerts-fixtures.ts';

const admin = { email: 'admin@demo.krov.ba', password: 'krov-demo-2026' };
const H = bs.admin.hideListing;
const R = bs.admin.hiddenListings;

test.describe('moderation', () => {
  // The restore undoes the hiding before it.
  test.describe.configure({ mode: 'serial' });
  let api: APIRequestContext;
  let listingId: string;

  test.beforeAll(async ({ playwright }) => {
    test.setTimeout(60_000);
    api = await playwright.request.newContext();
    await newUser(api, { name: 'Edin Prevarić', tag: 'moderacija', verifyPhone: true });
    listingId = await publishFlat(api, 111_000);
  });

  test.afterAll(async () => {
    await api.dispose();
  });

  test('the admin hides a public listing with a reason and its page is gone', async ({
    page,
    context,
    baseURL,
  }) => {
    const base = baseURL ?? webUrl;
    await acceptCookies(context, base);
    expect((await page.goto(`/p/${listingId}`))?.status()).toBe(200);

    await page.goto('/login?next=%2Fadmin');
    await logInAs(page, admin.email, admin.password);
    await expect(page).toHaveURL(/\/admin$/);
    await page.getByRole('button', { name: bs.admin.sections.hideListing }).click();
    await page.getByLabel(H.address, { exact: true }).fill(`${base}/p/${listingId}`);
    await page.getByLabel(H.reason, { exact: true }).fill('Lažan oglas: traži kaparu prije razgledanja.');
    await page.getByRole('button', { name: H.button }).click();
    await page.getByRole('dialog').getByRole('button', { name: H.confirmButton }).click();
    await expect(page.getByTestId('admin-hide-done')).toHaveText(H.done);
    const hidden = page.locator(`[data-testid="admin-hidden-listing"][data-id="${listingId}"]`);
    await expect(hidden).toContainText('Lažan oglas: traži kaparu prije razgledanja.');
    await expectAccessible(page);

    expect((await page.goto(`/p/${listingId}`))?.status()).toBe(404);
  });

  test('the admin restores the hidden listing with a reason and its page is back', async ({
    page,
    context,
    baseURL,
  }) => {
    await acceptCookies(context, baseURL ?? webUrl);
    await page.goto('/login?next=%2Fadmin');
    await logInAs(page, admin.email, admin.password);
    await expect(page).toHaveURL(/\/admin$/);
    await page.getByRole('button', { name: bs.admin.sections.hideListing }).click();
    const hidden = page.locator(`[data-testid="admin-hidden-listing"][data-id="${listingId}"]`);
    await hidden.getByRole('button', { name: R.restore.button }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByLabel(R.restore.reason, { exact: true })
      .fill('Vlasnik je dokazao da je oglas stvaran.');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: R.restore.button }).click();
    await expect(toast(page, R.restore.done.listed.replace('{address}', 'Maršala Tita 28'))).toBeVisible();
    await expect(hidden).toHaveCount(0);

    expect((await page.goto(`/p/${listingId}`))?.status()).toBe(200);
  });
});
