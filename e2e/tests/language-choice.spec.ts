// Issue 27 item 12: one language for the page, the bell and the e-mails, the person's latest
// choice (docs/decisions/176). English chosen on /language as a visitor is carried to the account
// at login: the alert e-mail and the bell come in English; Bosnian chosen while logged in makes
// the next e-mail Bosnian.
import { bs, en } from '@krov/messages';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { webUrl } from '../ports.ts';
import { acceptCookies, mailboxMark, newUser, type TestUser, test, testUserPassword } from '../support.ts';
import { emailTo, publishFlat } from './alerts-fixtures.ts';

async function logInInEnglish(page: Page, user: TestUser): Promise<void> {
  await page.getByLabel(en.fields.emailOrPhoneNumber, { exact: true }).fill(user.email);
  await page.getByLabel(en.fields.password, { exact: true }).fill(testUserPassword);
  await page.getByRole('button', { name: en.accounts.login.submit, exact: true }).click();
}

async function bellTitles(page: Page): Promise<void> {
  await page.getByTestId('bell-button').click();
  await expect(page.getByTestId('bell-panel').getByTestId('bell-item').first()).toBeVisible();
}

test.describe('the language of the page, the bell and the e-mails', () => {
  let api: APIRequestContext;
  let person: TestUser;

  test.beforeAll(async ({ playwright }) => {
    test.setTimeout(120_000);
    api = await playwright.request.newContext();
    // Registered in Bosnian (the api's default for a request without a language).
    person = await newUser(api, { name: 'Ajla Jezičić', tag: 'jezik', verifyPhone: false });
    // The publisher last: `api` stays logged in as them.
    await newUser(api, { name: 'Haris Objavić', tag: 'jezik', verifyPhone: true });
  });

  test.afterAll(async () => {
    await api.dispose();
  });

  test('English chosen as a visitor goes to the account at login; Bosnian chosen logged in reaches the next e-mail', async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    await acceptCookies(context, baseURL ?? webUrl);
    await page.setViewportSize({ width: 1280, height: 800 });
    const price = 700_000 + Math.floor(Math.random() * 3_000) * 100 + 50;
    const searchPath = `/buy/centar-sarajevo?cijena=${price - 50}-${price + 50}&vrsta=stan`;

    // A visitor chooses English.
    await page.goto('/language');
    await page.getByRole('button', { name: /^English/ }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    // Saves a search, logging in on the way: the page stays English.
    await page.goto(searchPath);
    // The bar's "Save search" opens the frequency (instant by default) and "Save".
    const control = page.getByTestId('save-search');
    await control.getByRole('button', { name: en.savedSearches.save.button, exact: true }).click();
    await control.getByRole('button', { name: en.savedSearches.save.confirm, exact: true }).click();
    await expect(page.getByText(en.savedSearches.loginReason)).toBeVisible();
    await logInInEnglish(page, person);
    await expect(page).toHaveURL(searchPath, { timeout: 30_000 });
    await expect(page.getByTestId('save-search-saved')).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    // A match: the e-mail and the bell in English.
    let mark = await mailboxMark(api);
    const first = await publishFlat(api, price);
    const english = await emailTo(api, person.email, mark);
    expect(english.subject).toBe(en.notification.savedSearch.title);
    await page.goto(`/p/${first}`);
    await expect(page.getByTestId('bell-badge')).toHaveText('1', { timeout: 15_000 });
    await bellTitles(page);
    await expect(page.getByTestId('bell-item').first()).toContainText(en.notification.savedSearch.title);
    await page.keyboard.press('Escape');

    // Bosnian, chosen while logged in: the page, the bell and the next e-mail.
    await page.goto('/language');
    await page.getByRole('button', { name: /^Bosanski/ }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bs');
    mark = await mailboxMark(api);
    const second = await publishFlat(api, price + 10);
    const bosnian = await emailTo(api, person.email, mark);
    expect(bosnian.subject).toBe(bs.notification.savedSearch.title);
    await page.goto(`/p/${second}`);
    await expect(page.getByTestId('bell-badge')).toHaveText('1', { timeout: 15_000 });
    await bellTitles(page);
    await expect(page.getByTestId('bell-item').first()).toContainText(bs.notification.savedSearch.title);
  });
});
