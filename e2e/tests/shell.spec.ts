import AxeBuilder from '@axe-core/playwright';
import { bs, en } from '@krov/messages';
import { type Browser, expect, type Page } from '@playwright/test';
import { demoAccounts } from '../../apps/api/src/seed/demo-accounts.ts';
import { apiOf } from '../api.ts';
import { webUrl } from '../ports.ts';
import { expectAccessible, test } from '../support.ts';

const androidUserAgent =
  'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const iPhoneUserAgent =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

function cookieBanner(page: Page) {
  return page.getByRole('region', { name: bs.shell.cookieBanner.label });
}

function openInAppBanner(page: Page) {
  return page.getByRole('region', { name: bs.shell.openInApp.label });
}

async function cookie(page: Page, name: string) {
  return (await page.context().cookies()).find((each) => each.name === name);
}

async function mobilePage(browser: Browser, userAgent: string) {
  const context = await browser.newContext({
    userAgent,
    locale: 'bs-BA',
    viewport: { width: 390, height: 844 },
  });
  return { context, page: await context.newPage() };
}

test.describe('cookie banner', () => {
  test('shows until accepted, and the choice survives a reload', async ({ page }) => {
    await page.goto('/');
    await expect(cookieBanner(page)).toBeVisible();
    await expect(cookieBanner(page)).toContainText(bs.shell.cookieBanner.text);
    await cookieBanner(page).getByRole('button', { name: bs.shell.cookieBanner.accept }).click();
    await expect(cookieBanner(page)).toBeHidden();
    expect((await cookie(page, 'cookieconsent_status'))?.value).toBe('ok');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(bs.home.title);
    // The header's user area proves the page hydrated; the banner still stays away.
    await expect(page.getByRole('banner').getByRole('link', { name: bs.shell.header.login })).toBeVisible();
    await expect(cookieBanner(page)).toHaveCount(0);
  });

  test('the raw terms page has no banner, header or footer', async ({ page }) => {
    const response = await page.goto('/legal/terms?__raw=true');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(bs.legal.terms.title);
    await page.waitForLoadState('load');
    await page.waitForTimeout(500); // time for a client-only banner to appear, if it wrongly would
    await expect(cookieBanner(page)).toHaveCount(0);
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);

    // The same page without the flag has the shell.
    await page.goto('/legal/terms');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(cookieBanner(page)).toBeVisible();
  });
});

test.describe('open-in-app banner', () => {
  test('shows on Android with the Play Store link, and a dismissal lasts', async ({ browser }) => {
    const { context, page } = await mobilePage(browser, androidUserAgent);
    try {
      await page.goto('/');
      const banner = openInAppBanner(page);
      await expect(banner).toBeVisible();
      await expect(banner).toContainText(bs.shell.openInApp.text);
      await expect(banner.getByRole('link', { name: bs.shell.openInApp.get })).toHaveAttribute(
        'href',
        /play\.google\.com/,
      );
      await banner.getByRole('button', { name: bs.shell.openInApp.dismiss }).click();
      await expect(banner).toBeHidden();
      expect(await cookie(page, 'openinapp_dismissed')).toBeTruthy();

      await page.reload();
      await expect(cookieBanner(page)).toBeVisible(); // hydrated
      await expect(openInAppBanner(page)).toHaveCount(0);
    } finally {
      await context.close();
    }
  });

  test('offers the App Store on an iPhone', async ({ browser }) => {
    const { context, page } = await mobilePage(browser, iPhoneUserAgent);
    try {
      await page.goto('/legal/privacy');
      await expect(openInAppBanner(page).getByRole('link', { name: bs.shell.openInApp.get })).toHaveAttribute(
        'href',
        /apps\.apple\.com/,
      );
    } finally {
      await context.close();
    }
  });

  test('does not show on a desktop browser', async ({ page }) => {
    await page.goto('/');
    await expect(cookieBanner(page)).toBeVisible(); // hydrated
    await expect(openInAppBanner(page)).toHaveCount(0);
  });
});

test.describe('language', () => {
  test('switches to English and back, and the choice survives a reload', async ({ page }) => {
    await page.goto('/language');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bs');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(bs.language.title);

    await page.getByRole('button', { name: /English/ }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.language.title);
    await expect(page.getByRole('button', { name: /English/ })).toHaveAttribute('aria-pressed', 'true');
    expect((await cookie(page, 'NEXT_LOCALE'))?.value).toBe('en');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('banner').getByRole('link', { name: en.shell.header.homeLink }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.home.title);
    await expect(page).toHaveTitle(en.meta.title);

    await page.goto('/language');
    await page.getByRole('button', { name: /Bosanski/ }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bs');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(bs.language.title);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bs');
  });

  test('shows unknown routes as 404 in the chosen language', async ({ page }) => {
    await page.context().addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: webUrl }]);
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.notFound.title);
    expect((await page.goto('/404'))?.status()).toBe(404);
  });
});

test.describe('header for a logged-in user', () => {
  test('shows Messages and the user menu, switches the account language, and logs out to /login', async ({
    page,
  }) => {
    const demo = demoAccounts.find((account) => account.role === 'user' && account.language === 'bs');
    if (!demo) throw new Error('no Bosnian demo user');
    // Log in as the login page will (cookies from the api, then the persisted auth state).
    await apiOf(page.request).call('login', {
      body: { emailOrPhoneNumber: demo.email, password: demo.password },
    });
    await page.goto('/');
    await page.evaluate(() => {
      localStorage.setItem(
        'krov-state',
        JSON.stringify({
          auth: { state: { isLoggedIn: true, user: null, accessTokenUpdatedOn: Date.now() }, version: 1 },
        }),
      );
    });
    await page.reload();

    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: bs.shell.header.messages })).toHaveAttribute(
      'href',
      '/messages',
    );
    await expect(header.getByRole('link', { name: bs.shell.header.login })).toHaveCount(0);
    const menuButton = header.getByRole('button', { name: `${bs.shell.header.userMenu}: ${demo.name}` });
    await expect(menuButton).toBeVisible();

    await menuButton.click();
    const menu = page.getByRole('menu');
    for (const [label, href] of [
      [bs.shell.userMenu.profile, '/me/profile'],
      [bs.shell.userMenu.properties, '/me/properties'],
      [bs.shell.userMenu.saved, '/me/saved'],
      [bs.shell.userMenu.searches, '/me/searches'],
    ] as const) {
      await expect(menu.getByRole('menuitem', { name: label })).toHaveAttribute('href', href);
    }
    await expect(menu.getByRole('menuitem', { name: bs.shell.userMenu.agency })).toHaveCount(0);
    // Open, the menu is inside the header's landmark: axe finds no region (nor anything serious).
    await expectAccessible(page);
    await page.keyboard.press('Escape');

    // The language choice reaches the account too.
    await page.goto('/language');
    await page.getByRole('button', { name: /English/ }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect.poll(async () => (await apiOf(page.request).call('me', {})).language).toBe('en');
    await page.getByRole('button', { name: /Bosanski/ }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bs');
    await expect.poll(async () => (await apiOf(page.request).call('me', {})).language).toBe('bs');

    await page
      .getByRole('banner')
      .getByRole('button', { name: new RegExp(bs.shell.header.userMenu) })
      .click();
    await page.getByRole('menuitem', { name: bs.shell.userMenu.logout }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('banner').getByRole('link', { name: bs.shell.header.login })).toBeVisible();
    await expect(apiOf(page.request).call('me', {})).rejects.toMatchObject({ status: 401 });
  });
});

test.describe('accessibility (axe-core: no serious or critical violation)', () => {
  for (const path of [
    '/',
    '/legal/privacy',
    '/legal/terms',
    '/legal/terms?__raw=true',
    '/language',
    '/ovo-ne-postoji',
    '/login',
  ]) {
    test(path, async ({ page }) => {
      const response = await page.goto(path);
      // Pages of later issues (/login before the account pages exist) are noted, not failed.
      if (path === '/login' && response?.status() === 404) {
        test.info().annotations.push({ type: 'not checked', description: '/login does not exist yet' });
        return;
      }
      // Hydrated, banners included (the raw page has none); not networkidle: Next keeps prefetches
      // of pages that do not exist yet (/buy, /rent) open.
      if (path.includes('__raw')) await page.waitForLoadState('load');
      else await expect(cookieBanner(page)).toBeVisible();
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      const serious = results.violations.filter((violation) =>
        ['serious', 'critical'].includes(violation.impact ?? ''),
      );
      expect(
        serious.map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        ),
      ).toEqual([]);
    });
  }
});
