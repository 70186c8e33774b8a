// Issue 27, item 17, on a phone: a buyer's first message to a seller starts as the usual enquiry,
// which they may change before sending; a conversation with messages starts empty.
import { bs } from '@krov/messages';
import { type APIRequestContext, expect } from '@playwright/test';
import { webUrl } from '../ports.ts';
import { acceptCookies, newUser, type TestUser, test, testUserPassword, uniqueRun } from '../support.ts';
import { publishFlat } from './alerts-fixtures.ts';
import { androidPhone } from './first-minutes-fixtures.ts';
import { messages } from './messages-fixtures.ts';

const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

test.use({ ...androidPhone, locale: 'bs-BA' });

test.describe('the first message to a seller', () => {
  let api: APIRequestContext;
  let buyer: TestUser;
  let listingId: string;

  test.beforeAll(async ({ playwright }) => {
    test.setTimeout(90_000);
    api = await playwright.request.newContext();
    buyer = await newUser(api, { name: 'Dino Upitić', tag: 'upit', verifyPhone: false });
    // The seller last: `api` stays logged in as them to publish.
    await newUser(api, { name: 'Sabina Prodavić', tag: 'upit', verifyPhone: true });
    listingId = await publishFlat(api, 230_000 + Math.floor(Math.random() * 1000) * 10);
  });

  test.afterAll(async () => {
    await api.dispose();
  });

  test('starts as the enquiry, edited and sent; the next one starts empty', async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await acceptCookies(context, baseURL ?? webUrl);
    await page.goto(`/p/${listingId}`);
    await page.getByTestId('contact-bar-message').click();
    await page.getByLabel(bs.fields.emailOrPhoneNumber, { exact: true }).fill(buyer.email);
    await page.getByLabel(bs.fields.password, { exact: true }).fill(testUserPassword);
    await page.getByRole('button', { name: bs.accounts.login.submit, exact: true }).click();
    // Generous: the login's own calls, then the conversation's page on a loaded machine.
    await expect(page).toHaveURL(new RegExp(`/messages/new\\?user=${uuid}&property=${listingId}$`), {
      timeout: 45_000,
    });

    const field = page.getByTestId('composer-text');
    await expect(field).toHaveValue(bs.chat.composer.enquiry);
    await expect(page.getByTestId('composer-send')).toBeEnabled();
    const added = ` Zovem se Dino (${uniqueRun()}).`;
    await field.press('Control+End'); // the end of the text, not of its first visual line
    await field.pressSequentially(added);
    await page.getByTestId('composer-send').click();
    await expect(page).toHaveURL(new RegExp(`/messages/${uuid}$`));
    await expect(messages(page)).toHaveCount(1);
    await expect(messages(page).first()).toContainText(`${bs.chat.composer.enquiry}${added}`);
    await expect(field).toHaveValue('');

    // Opened again from the listing, the conversation has messages: nothing is prefilled.
    await page.goto(`/p/${listingId}`);
    await page.getByTestId('contact-bar-message').click();
    await expect(page).toHaveURL(new RegExp(`/messages/${uuid}`));
    await expect(messages(page)).toHaveCount(1);
    await expect(page.getByTestId('composer-text')).toHaveValue('');
  });
});
