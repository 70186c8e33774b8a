// Issue 30 point 3: a buyer sends the seller a link imitating OLX's payment page; the seller, the
// recipient, sees in the conversation which brand it imitates and not to pay by it, above the
// safety tips; the buyer, who sent it, does not.
import { bs } from '@krov/messages';
import { type APIRequestContext, expect } from '@playwright/test';
import { webUrl } from '../ports.ts';
import { acceptCookies, expectAccessible, newUser, type TestUser, test, uniqueRun } from '../support.ts';
import { publishFlat } from './alerts-fixtures.ts';
import { logInHere, messages } from './messages-fixtures.ts';

const W = bs.chat.linkWarning;

test.describe('a suspicious link in chat', () => {
  let api: APIRequestContext;
  let buyer: TestUser;
  let seller: TestUser;
  let listingId: string;
  const run = uniqueRun();
  const buyerName = `Lažni Kupac ${run}`;

  test.beforeAll(async ({ playwright }) => {
    test.setTimeout(90_000);
    api = await playwright.request.newContext();
    buyer = await newUser(api, { name: buyerName, tag: 'poveznica', verifyPhone: false });
    // The seller last: `api` stays logged in as them to publish.
    seller = await newUser(api, { name: 'Selma Prodavić', tag: 'poveznica', verifyPhone: true });
    listingId = await publishFlat(api, 180_000 + Math.floor(Math.random() * 1000) * 10);
  });

  test.afterAll(async () => {
    await api.dispose();
  });

  test('the buyer sends an OLX look-alike payment link → the seller sees why it is suspicious', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const base = baseURL ?? webUrl;
    // The buyer on a phone (the listing's contact bar), the seller at a desk.
    const buyerContext = await browser.newContext({ baseURL: base, viewport: { width: 390, height: 844 } });
    const sellerContext = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 900 } });
    await acceptCookies(buyerContext, base);
    await acceptCookies(sellerContext, base);

    // The buyer writes from the listing, with the "payment page" of a scam.
    const buyerPage = await buyerContext.newPage();
    await buyerPage.goto(`/p/${listingId}`);
    await buyerPage.getByTestId('contact-bar-message').click();
    await logInHere(buyerPage, buyer.email);
    const text = `Platio sam preko OLX dostave, potvrdite ovdje: olx-ba.placanje.com/narudzba/${run}`;
    await buyerPage.getByTestId('composer-text').fill(text);
    await buyerPage.getByTestId('composer-text').press('Enter');
    await expect(messages(buyerPage)).toHaveCount(1);
    await expect(messages(buyerPage).first()).toHaveAttribute('data-status', 'sent');
    // The sender is not warned of their own message.
    await expect(buyerPage.getByTestId('link-warning')).toHaveCount(0);

    // The seller opens the conversation: the warning names the host, the brand and its address.
    const sellerPage = await sellerContext.newPage();
    await sellerPage.goto('/login');
    await logInHere(sellerPage, seller.email);
    await sellerPage.goto('/messages');
    await sellerPage.getByTestId('chat-list-item').filter({ hasText: buyerName }).click();
    const message = messages(sellerPage).first();
    await expect(message).toContainText(text);
    const warning = message.getByTestId('link-warning');
    await expect(warning).toContainText(
      W.imitates
        .replace('{host}', 'olx-ba.placanje.com')
        .replace('{name}', 'OLX')
        .replace('{domain}', 'olx.ba')
        .replace('{kind}', W.kinds.marketplace),
    );
    await expect(warning).toContainText(W.advice);
    // Beside the existing safety tip about links to other sites.
    await expect(message.getByTestId('safety-tip')).toContainText(bs.chat.safety.link);
    await expectAccessible(sellerPage);
  });
});
