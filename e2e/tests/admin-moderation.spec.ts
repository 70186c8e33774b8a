// Moderation on the web: the demo admin pastes a new user's public listing into /admin's
// "hide a listing" form with a reason, confirms, and the listing's page answers 404 afterwards.
import { bs } from '@krov/messages';
import { type APIRequestContext, expect } from '@playwright/test';
import { webUrl } from '../ports.ts';
import { acceptCookies, newUser, test } from '../support.ts';
import { logInAs } from './agency-fixtures.ts';
import { publishFlat } from './alerts-fixtures.ts';

const admin = { email: 'admin@demo.krov.ba', password: 'krov-demo-2026' };
const H = bs.admin.hideListing;

test.describe('moderation', () => {
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

    expect((await page.goto(`/p/${listingId}`))?.status()).toBe(404);
  });
});
