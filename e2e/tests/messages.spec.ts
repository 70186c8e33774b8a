// Issue 15's journey: a buyer writes to a seller from a listing (on a phone) → the seller, on
// another page, gets the dot and the sound → finds the conversation (by the search too), replies
// with a photo after cancelling another upload → the buyer sees the reply, and the read mark, live.
import { bs } from '@krov/messages';
import { type APIRequestContext, expect } from '@playwright/test';
import { webUrl } from '../ports.ts';
import {
  acceptCookies,
  expectAccessible,
  newUser,
  type TestUser,
  test,
  testJpegs,
  uniqueRun,
} from '../support.ts';
import { publishFlat } from './alerts-fixtures.ts';
import { C, hubConnected, logInHere, messages, playedSounds, spyOnSounds } from './messages-fixtures.ts';

const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

test.describe('messages', () => {
  let api: APIRequestContext;
  let buyer: TestUser;
  let seller: TestUser;
  let listingId: string;
  const run = uniqueRun();
  const buyerName = `Emina Kupić ${run}`;

  test.beforeAll(async ({ playwright }) => {
    test.setTimeout(90_000);
    api = await playwright.request.newContext();
    buyer = await newUser(api, { name: buyerName, tag: 'poruke', verifyPhone: false });
    // The seller last: `api` stays logged in as them to publish.
    seller = await newUser(api, { name: 'Senad Prodavić', tag: 'poruke', verifyPhone: true });
    listingId = await publishFlat(api, 210_000 + Math.floor(Math.random() * 1000) * 10);
  });

  test.afterAll(async () => {
    await api.dispose();
  });

  test('written from a listing → the dot and the sound elsewhere → found, read, answered with a photo → seen live', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    const base = baseURL ?? webUrl;
    const sellerContext = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 900 } });
    const buyerContext = await browser.newContext({ baseURL: base, viewport: { width: 390, height: 844 } });
    await acceptCookies(sellerContext, base);
    await acceptCookies(buyerContext, base);
    await spyOnSounds(sellerContext);

    // The seller logs in and stays on the home page: not a messages page.
    const sellerPage = await sellerContext.newPage();
    const sellerHub = hubConnected(sellerPage);
    await sellerPage.goto('/login');
    await logInHere(sellerPage, seller.email);
    await sellerHub;
    await expect(sellerPage.getByTestId('unread-dot')).toHaveCount(0);

    // The buyer (a phone) opens the listing, logs in on the way to "Send message", and writes.
    const buyerPage = await buyerContext.newPage();
    const buyerHub = hubConnected(buyerPage);
    await buyerPage.goto(`/p/${listingId}`);
    await buyerPage.getByTestId('contact-bar-message').click();
    await expect(buyerPage).toHaveURL(/\/login\?next=.*reason=message/);
    await expect(buyerPage.getByText(bs.accounts.login.reason.message)).toBeVisible();
    await logInHere(buyerPage, buyer.email);
    await expect(buyerPage).toHaveURL(new RegExp(`/messages/new\\?user=${uuid}&property=${listingId}$`));
    await buyerHub;
    await expect(buyerPage.getByTestId('conversation-name')).toHaveText('Senad Prodavić');
    await expect(buyerPage.getByTestId('chat-listing').getByRole('link')).toHaveAttribute(
      'href',
      `/p/${listingId}`,
    );
    const question = `Zdravo, je li stan još dostupan? (${run})`;
    await buyerPage.getByTestId('composer-text').fill(question);
    await buyerPage.getByTestId('composer-text').press('Enter');
    await expect(buyerPage).toHaveURL(new RegExp(`/messages/${uuid}$`));
    await expect(messages(buyerPage)).toHaveCount(1);
    await expect(messages(buyerPage).first()).toHaveAttribute('data-status', 'sent');
    // On a phone the conversation is its own screen, with the way back to the list.
    await expect(buyerPage.getByTestId('chat-list-pane')).toBeHidden();
    await expect(buyerPage.getByTestId('conversation-back')).toBeVisible();

    // The seller, elsewhere, gets the dot and one sound.
    await expect(sellerPage.getByTestId('unread-dot')).toBeVisible();
    await expect.poll(() => playedSounds(sellerPage)).toEqual([`${base}/sounds/new-message.wav`]);

    // The list finds nothing for a stranger's name (the exact empty state), and the buyer by name.
    await sellerPage.getByRole('link', { name: 'Poruke' }).click();
    await expect(sellerPage).toHaveURL('/messages');
    const search = sellerPage.getByTestId('chat-search');
    await search.fill(`Niko Nepoznat ${run}`);
    await expect(sellerPage.getByTestId('chat-empty')).toContainText(C.list.empty);
    await search.fill(buyerName);
    const item = sellerPage.getByTestId('chat-list-item');
    await expect(item).toHaveCount(1);
    await expect(item.getByTestId('chat-unread')).toContainText('1');
    await expect(item.getByTestId('chat-list-preview')).toHaveText(question);
    await item.click();
    await expect(messages(sellerPage).first()).toContainText(question);
    await expect(sellerPage.getByTestId('chat-listing').getByRole('link')).toHaveAttribute(
      'href',
      `/p/${listingId}`,
    );
    // Read: the buyer's message turns read live, and the seller's dot goes.
    await expect(messages(buyerPage).first()).toHaveAttribute('data-status', 'read');
    await expect(sellerPage.getByTestId('unread-dot')).toHaveCount(0);

    // An upload held on its way and cancelled leaves nothing attached.
    const [jpeg] = testJpegs(`poruka-${run}`);
    const held: (() => void)[] = [];
    await sellerPage.route('**/api/chats/upload', (route) => {
      held.push(() => void route.continue().catch(() => undefined));
    });
    const aborted = sellerPage.waitForEvent('requestfailed', (request) =>
      request.url().includes('/api/chats/upload'),
    );
    const attach = sellerPage.getByTestId('chat-attach-input');
    await attach.setInputFiles(jpeg as NonNullable<typeof jpeg>);
    const attachment = sellerPage.getByTestId('chat-attachment');
    await expect(attachment).toHaveAttribute('data-state', 'uploading');
    await attachment.getByTestId('chat-attachment-remove').click();
    await expect(attachment).toHaveCount(0);
    await aborted;
    await sellerPage.unroute('**/api/chats/upload');
    for (const release of held) release();

    // The reply with a photo.
    await attach.setInputFiles(jpeg as NonNullable<typeof jpeg>);
    await expect(attachment).toHaveAttribute('data-state', 'done');
    const reply = `Jeste, evo slike kuhinje. (${run})`;
    await sellerPage.getByTestId('composer-text').fill(reply);
    await sellerPage.getByTestId('composer-send').click();
    await expect(attachment).toHaveCount(0);
    await expect(messages(sellerPage)).toHaveCount(2);

    // The buyer sees it without a reload: the text and the one photo, decoded.
    const answer = messages(buyerPage).nth(1);
    await expect(answer).toContainText(reply);
    await expect(answer).toHaveAttribute('data-mine', 'false');
    const photos = answer.getByTestId('message-photo');
    await expect(photos).toHaveCount(1);
    await expect.poll(() => photos.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(messages(sellerPage).nth(1).getByTestId('message-photo')).toHaveCount(1);
    await expectAccessible(sellerPage);

    await sellerContext.close();
    await buyerContext.close();
  });
});
