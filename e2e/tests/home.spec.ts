import { bs } from '@krov/messages';
import { expect } from '@playwright/test';
import { test } from '../support.ts';
import { firstLoadBudgetBytes, recordScripts } from './budget-fixtures.ts';

test('the home page renders in Bosnian with its links', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'bs');
  await expect(page).toHaveTitle(bs.meta.title);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(bs.home.title);
  await expect(page.getByText(bs.home.tagline)).toBeVisible();

  // The page's own entry points (the header and footer have more links of their own).
  const main = page.getByRole('main');
  const links = {
    [bs.home.entry.buyCta]: '/buy',
    [bs.home.entry.rentCta]: '/rent',
    [bs.home.links.addProperty]: '/me/properties/new',
    [bs.home.links.login]: '/login',
  };
  for (const [label, href] of Object.entries(links)) {
    await expect(main.getByRole('link', { name: label, exact: true }).first()).toHaveAttribute('href', href);
  }
});

test('an unknown route answers 404 with the not-found page', async ({ page }) => {
  const response = await page.goto('/ovo-ne-postoji');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'bs');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(bs.notFound.title);
  await expect(page.getByRole('main').getByRole('link', { name: bs.notFound.backHome })).toHaveAttribute(
    'href',
    '/',
  );
});

test('on a phone, the home page sends at most 170 KB of JavaScript on its first load', async ({
  browser,
  baseURL,
}) => {
  const loads = await recordScripts(browser, baseURL);
  await loads.page.goto('/', { waitUntil: 'networkidle' });
  await expect(loads.page.getByTestId('newest-listings')).toBeVisible();
  expect(loads.count()).toBeGreaterThan(0);
  // The quick search's kinds came with the contracts' barrel (zod, phone rules): 244 KB.
  expect(await loads.bytes()).toBeLessThanOrEqual(firstLoadBudgetBytes);
  await loads.context.close();
});
