// /me/saved: a listing hearted on its page is found there and removed; a saved listing that is no
// longer public is marked; "load more" adds the next page; axe finds nothing serious.
import { isSuccess } from '@krov/client';
import { bs } from '@krov/messages';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { apiOf } from '../api.ts';
import { webUrl } from '../ports.ts';
import { expectAccessible, newUser, type TestUser, test, toast } from '../support.ts';
import { password } from './listings-fixtures.ts';
import { type Listing, publishedFlat } from './property-page-fixtures.ts';

const S = bs.saved;
const item = (page: Page, id: string) => page.locator(`[data-testid="saved-item"][data-property-id="${id}"]`);

test.describe('saved listings', () => {
  let owner: APIRequestContext;
  let saver: TestUser;
  let hearted: Listing;
  let withdrawn: Listing;
  let demo: string[];

  test.beforeAll(async ({ playwright }) => {
    test.setTimeout(120_000);
    owner = await playwright.request.newContext();
    saver = await newUser(owner, { name: 'Emina Čuvarić', tag: 'sacuvano', verifyPhone: false });
    await newUser(owner, { name: 'Haris Vlasnik', tag: 'sacuvano', verifyPhone: true });
    hearted = await publishedFlat(owner, { price: 142_000, size: 58, photos: 1 });
    withdrawn = await publishedFlat(owner, { price: 171_000, size: 71, photos: 1 });
    // 24 of the demo listings: with the two above, more than one page (24) of saved listings.
    const newest = await apiOf(owner).call('searchProperties', { query: { sort: 'newest', limit: 48 } });
    const ids = newest.items.map((listing) => listing.id);
    demo = ids.filter((id) => id !== hearted.id && id !== withdrawn.id).slice(0, 24);
    expect(demo).toHaveLength(24);
  });

  test.afterAll(async () => {
    await owner.dispose();
  });

  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: 'cookieconsent_status', value: 'ok', url: baseURL ?? webUrl }]);
  });

  test('heart on /p/{id} → in /me/saved; one withdrawn is marked unavailable; load more; remove → gone', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    // Logged in from the login page, which then opens the listing (`next`).
    await page.goto(`/login?next=${encodeURIComponent(`/p/${hearted.id}`)}`);
    await page.getByLabel(bs.fields.emailOrPhoneNumber, { exact: true }).fill(saver.email);
    await page.getByLabel(bs.fields.password, { exact: true }).fill(password);
    await page.getByRole('button', { name: bs.accounts.login.submit, exact: true }).click();
    // Generous: the login's own calls first, on a machine that may be busy.
    await expect(page).toHaveURL(`/p/${hearted.id}`, { timeout: 30_000 });
    // Saved through the api with the page's session, oldest first: the demo ones, then the one withdrawn.
    const asPage = apiOf(page.request);
    for (const id of [...demo, withdrawn.id]) {
      expect(isSuccess((await asPage.answer('saveProperty', { params: { id } })).status)).toBe(true);
    }
    await apiOf(owner).call('hideProperty', { params: { id: withdrawn.id } });

    const heart = page.getByTestId('save-button');
    await expect(heart).toHaveAttribute('aria-pressed', 'false', { timeout: 15_000 });
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/me/saved');
    await expect(page.getByRole('heading', { level: 1, name: S.title })).toBeVisible();
    // Newest saved first, 24 a page: the hearted one, the withdrawn one, then 22 demo listings.
    await expect(page.getByTestId('saved-item')).toHaveCount(24, { timeout: 15_000 });
    await expect(page.getByTestId('saved-item').first()).toHaveAttribute('data-property-id', hearted.id);
    await expect(item(page, hearted.id).getByTestId('listing-card-price')).toHaveText('142.000 KM');
    await expect(item(page, hearted.id).getByTestId('card-save-button')).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    const unavailable = item(page, withdrawn.id);
    await expect(unavailable.getByTestId('saved-unavailable')).toContainText(S.unavailable.title);
    // Nothing of the hidden listing: no price, no link to it.
    await expect(unavailable).not.toContainText('171.000');
    await expect(unavailable.getByRole('link')).toHaveCount(0);

    await expectAccessible(page);

    await page.getByRole('button', { name: S.loadMore }).click();
    await expect(page.getByTestId('saved-item')).toHaveCount(26);
    await expect(page.getByTestId('saved-item').last()).toHaveAttribute(
      'data-property-id',
      demo[0] as string,
    );
    await expect(page.getByRole('button', { name: S.loadMore })).toHaveCount(0);

    const removeNamed = new RegExp(`^${S.removeNamed.split('{name}')[0]}`);
    await item(page, hearted.id).getByRole('button', { name: removeNamed }).click();
    await expect(toast(page, S.removed)).toBeVisible();
    await expect(item(page, hearted.id)).toHaveCount(0);
    await unavailable.getByRole('button', { name: S.removeUnavailable }).click();
    await expect(item(page, withdrawn.id)).toHaveCount(0);

    // Gone for the api too: after a reload, and on the listing's own page.
    await page.reload();
    await expect(page.getByTestId('saved-item')).toHaveCount(24, { timeout: 15_000 });
    await expect(item(page, hearted.id)).toHaveCount(0);
    await page.goto(`/p/${hearted.id}`);
    await expect(page.getByTestId('save-button')).toHaveAttribute('aria-pressed', 'false', {
      timeout: 15_000,
    });
  });
});
