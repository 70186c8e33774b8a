// The first ten minutes on a phone (issue 12), at 390×844 with an Android phone's user agent: the
// banners of a first visit are slim and hide no focused control; a confirmation is a small dialog,
// not a full-screen sheet; toasts never stack over the screen; the header has a menu with buy, rent
// and the language.
import { bs, en } from '@krov/messages';
import { expect } from '@playwright/test';
import { webUrl } from '../ports.ts';
import { acceptCookies, expectAccessible, newUser, test } from '../support.ts';
import { androidPhone, bannersShare, focusStopsHidden, logIn } from './first-minutes-fixtures.ts';
import { fromCardMenu } from './listings-fixtures.ts';
import { publishedFlat } from './property-page-fixtures.ts';

test.use(androidPhone);

test('on a phone, "Obrisati ovaj oglas?" is a small dialog and toasts come one at a time', async ({
  page,
  context,
  baseURL,
  playwright,
}) => {
  test.setTimeout(90_000);
  await acceptCookies(context, baseURL ?? webUrl);
  const api = await playwright.request.newContext();
  const owner = await newUser(api, { name: 'Ajla Telefon', tag: 'telefon', verifyPhone: true });
  const flat = await publishedFlat(api, { price: 133_000, size: 47, photos: 1 });
  await api.dispose();

  await page.goto(`/login?next=${encodeURIComponent('/me/properties')}`);
  await logIn(page, owner);
  await expect(page).toHaveURL('/me/properties', { timeout: 30_000 });
  await fromCardMenu(page, bs.myProperties.actions.delete);
  const dialog = page.getByRole('dialog', { name: bs.myProperties.deleteDialog.title });
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  // A card with the page around it, not a sheet over the whole screen.
  expect(box?.width ?? 390).toBeLessThan(390);
  expect(box?.height ?? 844).toBeLessThan(844 / 2);
  await dialog.getByRole('button', { name: bs.common.cancel }).click();
  await expect(dialog).toHaveCount(0);

  // Three toasts in a row: one on the screen at a time.
  await page.goto(`/p/${flat.id}`);
  const share = page.getByTestId('share-button');
  for (let press = 0; press < 3; press += 1) await share.click();
  await expect(page.locator('.Toastify__toast').first()).toBeVisible();
  expect(await page.locator('.Toastify__toast').count()).toBe(1);
});

test('on a first visit the app banner and the cookie notice are slim, and no focus stop hides under them', async ({
  page,
  playwright,
}) => {
  test.setTimeout(90_000);
  for (const path of ['/register', '/']) {
    await page.goto(path);
    await expect(page.getByTestId('open-in-app-banner')).toBeVisible();
    await expect(page.getByTestId('cookie-banner')).toBeVisible();
    // Both together: well under a fifth of the screen (they took 41 %).
    expect(await bannersShare(page)).toBeLessThan(0.2);
    await expectAccessible(page);
    expect({ path, hidden: await focusStopsHidden(page, path === '/register' ? 30 : 40) }).toEqual({
      path,
      hidden: [],
    });
  }
  // "Otvori račun" is reachable and seen above the banners.
  await page.goto('/register');
  const submit = page.getByRole('button', { name: bs.accounts.register.submit });
  await submit.focus();
  await expect(submit).toBeInViewport({ ratio: 1 });

  // The editor, where "Objavi oglas" was hidden: every stop of the form, its map and its buttons.
  const api = await playwright.request.newContext();
  const seller = await newUser(api, { name: 'Nedim Fokus', tag: 'fokus-telefon', verifyPhone: true });
  await api.dispose();
  await page.goto(`/login?next=${encodeURIComponent('/me/properties/new')}`);
  await logIn(page, seller);
  await expect(page.getByTestId('property-form')).toBeVisible({ timeout: 30_000 });
  expect(await bannersShare(page)).toBeLessThan(0.2);
  expect(await focusStopsHidden(page, 70)).toEqual([]);
});

test('on a phone the header has a menu: buy, rent, and the language', async ({ page, context, baseURL }) => {
  await acceptCookies(context, baseURL ?? webUrl);
  await page.goto('/');
  const header = page.locator('header');
  await header.getByRole('button', { name: bs.shell.header.menu }).click();
  await expect(page.getByRole('menuitem', { name: bs.shell.header.buy })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: bs.shell.header.rent })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en', { timeout: 15_000 });
  await header.getByRole('button', { name: en.shell.header.menu }).click();
  await expect(page.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('menuitem', { name: en.shell.header.rent }).click();
  await expect(page).toHaveURL('/rent');
});
