// Issue 27, item 8, on a phone: a visitor asked to log in for what they were doing registers
// instead, and after the e-mail code is back where they were with it done (the search saved, the
// listing form open); a phone verified from the editor's prompt leads back to the editor.
import { bs } from '@krov/messages';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { webUrl } from '../ports.ts';
import {
  acceptCookies,
  codeSentTo,
  mailboxMark,
  test,
  testUserPassword,
  uniquePhone,
  uniqueRun,
} from '../support.ts';
import { androidPhone } from './first-minutes-fixtures.ts';

const A = bs.accounts;
const F = bs.fields;

test.use({ ...androidPhone, locale: 'bs-BA' });

/** From the login page the visitor was sent to: "Otvorite račun", which keeps where they were going. */
async function registerFromLogin(page: Page, api: APIRequestContext, next: string) {
  const person = { email: `e2e-next-${uniqueRun()}@example.ba`, phone: uniquePhone('61') };
  const register = page.getByRole('link', { name: A.login.register, exact: true });
  // The link takes `next` from the page's query once the page has hydrated.
  await expect(register).toHaveAttribute('href', `/register?next=${encodeURIComponent(next)}`);
  await register.click();
  await expect(page).toHaveURL(`/register?next=${encodeURIComponent(next)}`);
  await page.getByLabel(F.name, { exact: true }).fill('Amela Nović');
  await page.getByLabel(F.email, { exact: true }).fill(person.email);
  await page.getByLabel(F.phoneNumber, { exact: true }).fill(person.phone);
  await page.getByLabel(F.password, { exact: true }).fill(testUserPassword);
  await page.getByLabel(F.passwordConfirmation, { exact: true }).fill(testUserPassword);
  const mark = await mailboxMark(api);
  await page.getByRole('button', { name: A.register.submit, exact: true }).click();
  await expect(page).toHaveURL(
    `/verify-email?email=${encodeURIComponent(person.email)}&next=${encodeURIComponent(next)}`,
  );
  await page.getByLabel(F.code, { exact: true }).fill(await codeSentTo(api, person.email, mark));
  await page.getByRole('button', { name: A.verifyEmail.submit, exact: true }).click();
  return person;
}

test.describe('registering keeps what the visitor was doing (phone)', () => {
  let api: APIRequestContext;

  test.beforeAll(async ({ playwright }) => {
    api = await playwright.request.newContext();
  });

  test.afterAll(async () => {
    await api.dispose();
  });

  test.beforeEach(async ({ context, baseURL }) => {
    await acceptCookies(context, baseURL ?? webUrl);
  });

  test('"Sačuvaj pretragu" → login → register → the code → back on the search, saved', async ({ page }) => {
    test.setTimeout(120_000);
    const searchPath = '/buy/sarajevo?vrsta=stan';
    await page.goto(searchPath);
    // The bar's "Sačuvaj pretragu" opens the frequency (instant by default) and "Sačuvaj".
    const control = page.getByTestId('save-search');
    await control.getByRole('button', { name: bs.savedSearches.save.button, exact: true }).click();
    await control.getByRole('button', { name: bs.savedSearches.save.confirm, exact: true }).click();
    const next = `${searchPath}&save=instant`;
    await expect(page).toHaveURL(`/login?next=${encodeURIComponent(next)}&reason=saveSearch`);

    await registerFromLogin(page, api, next);
    await expect(page).toHaveURL(searchPath, { timeout: 30_000 });
    await expect(page.getByTestId('save-search-saved')).toBeVisible({ timeout: 15_000 });
    await page.goto('/me/searches');
    await expect(page.getByTestId('saved-search')).toHaveCount(1, { timeout: 15_000 });
  });

  test('"Dodaj nekretninu" → login → register → the code → the editor; the phone verified from its prompt → the editor', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const editor = '/me/properties/new';
    await page.goto(editor);
    await expect(page).toHaveURL(`/login?next=${encodeURIComponent(editor)}`);

    const person = await registerFromLogin(page, api, editor);
    await expect(page).toHaveURL(editor, { timeout: 30_000 });
    const prompt = page.getByTestId('phone-prompt');
    const verify = prompt.getByRole('link', { name: bs.properties.phonePrompt.action });
    await expect(verify).toHaveAttribute('href', `/verify-phone?next=${encodeURIComponent(editor)}`);
    await verify.click();
    await expect(page).toHaveURL(`/verify-phone?next=${encodeURIComponent(editor)}`);

    const mark = await mailboxMark(api);
    await page.getByRole('button', { name: A.verifyPhone.sendCode, exact: true }).click();
    await page.getByLabel(F.code, { exact: true }).fill(await codeSentTo(api, person.phone, mark));
    await page.getByRole('button', { name: A.verifyPhone.submit, exact: true }).click();
    await expect(page).toHaveURL(editor, { timeout: 15_000 });
    await expect(page.getByTestId('property-form')).toBeVisible();
  });
});
