// The prompt to verify the phone before listing (renewing expired listings: last/renew-expired.spec.ts).
import { bs, en } from '@krov/messages';
import { type APIRequestContext, expect } from '@playwright/test';
import { webUrl } from '../ports.ts';
import { acceptCookies, expectAccessible, newUser, type TestUser, test } from '../support.ts';
import { L, password } from './listings-fixtures.ts';

test.use({ locale: 'bs-BA' });

test.describe('listings', () => {
  /** A user without a verified phone; `api` is the session that registered them. */
  let unverified: TestUser;
  let api: APIRequestContext;

  test.beforeAll(async ({ playwright }) => {
    api = await playwright.request.newContext();
    unverified = await newUser(api, { name: 'Lejla Oglasić', tag: 'oglasi', verifyPhone: false });
  });

  test.afterAll(async () => {
    await api.dispose();
  });

  test.beforeEach(async ({ context, baseURL }) => {
    await acceptCookies(context, baseURL ?? webUrl);
  });

  test('without a verified phone number the form is replaced by the prompt to verify it', async ({
    page,
    context,
    baseURL,
  }) => {
    // Logged out first: the page sends the visitor to log in and back.
    await page.goto('/me/properties/new');
    await expect(page).toHaveURL(`/login?next=${encodeURIComponent('/me/properties/new')}`);

    await page.getByLabel(bs.fields.emailOrPhoneNumber, { exact: true }).fill(unverified.email);
    await page.getByLabel(bs.fields.password, { exact: true }).fill(password);
    await page.getByRole('button', { name: bs.accounts.login.submit, exact: true }).click();
    await expect(page).toHaveURL('/me/properties/new');
    const prompt = page.getByTestId('phone-prompt');
    await expect(prompt.getByRole('heading', { name: L.phonePrompt.title })).toBeVisible();
    await expect(page.getByTestId('property-form')).toHaveCount(0);
    await expectAccessible(page);

    // In English, exactly the words of docs/product/SPEC.md §6.
    expect(en.properties.phonePrompt.title).toBe('Please verify your phone number');
    await context.addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: baseURL ?? webUrl }]);
    await page.reload();
    await expect(
      page.getByTestId('phone-prompt').getByRole('heading', { name: 'Please verify your phone number' }),
    ).toBeVisible();
    await page
      .getByTestId('phone-prompt')
      .getByRole('link', { name: en.properties.phonePrompt.action })
      .click();
    // Back to the editor once verified (issue 27, item 8).
    await expect(page).toHaveURL(`/verify-phone?next=${encodeURIComponent('/me/properties/new')}`);
  });
});
