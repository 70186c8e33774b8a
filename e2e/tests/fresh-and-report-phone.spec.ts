// Fresh and real on a phone (issue 29): a buyer finds a listing with "provjereno u zadnjih 7 dana",
// newest confirmation first, and its card says "Provjereno dostupno danas"; on its page "Prijavi
// oglas" leads a visitor through the login and back with the sheet open, where a reason and
// "Pošalji prijavu" report it: two taps.
import { bs } from '@krov/messages';
import { type APIRequestContext, expect } from '@playwright/test';
import { webUrl } from '../ports.ts';
import { acceptCookies, newUser, type TestUser, test, toast } from '../support.ts';
import { androidPhone, logIn } from './first-minutes-fixtures.ts';
import { fill, type Listing, publishedFlat } from './property-page-fixtures.ts';

const R = bs.propertyPage.report;

test.describe('fresh and reported, on a phone', () => {
  test.use(androidPhone);
  let owner: APIRequestContext;
  let buyer: TestUser;
  let listing: Listing;

  test.beforeAll(async ({ playwright }) => {
    test.setTimeout(120_000);
    owner = await playwright.request.newContext();
    buyer = await newUser(owner, { name: 'Lejla Kupac', tag: 'prijava', verifyPhone: false });
    await newUser(owner, { name: 'Mirza Vlasnik', tag: 'prijava', verifyPhone: true });
    listing = await publishedFlat(owner, { price: 133_000, size: 61, photos: 1 });
  });

  test.afterAll(async () => {
    await owner.dispose();
  });

  test.beforeEach(async ({ context, baseURL }) => {
    await acceptCookies(context, baseURL ?? webUrl);
  });

  test('"provjereno u zadnjih 7 dana", newest confirmation first: the card says it was confirmed today', async ({
    page,
  }) => {
    await page.goto('/buy?provjereno=7&sort=provjereno');
    const card = page.locator(`[data-testid="listing-card"][data-property-id="${listing.id}"]`);
    await expect(card.getByTestId('confirmed-age')).toHaveText(bs.listingCard.confirmed.today);
    await expect(page.getByLabel(bs.search.sort.label)).toHaveValue('provjereno');
    // The filter is a chip like the others, which removes it.
    const chip = fill(bs.search.filters.remove, { filter: fill(bs.search.chips.confirmed, { days: 7 }) });
    await expect(page.getByRole('link', { name: chip })).toHaveAttribute('href', '/buy?sort=provjereno');
  });

  test('a buyer reports the listing in two taps, through the login; again, it says so', async ({ page }) => {
    test.setTimeout(120_000);
    // A visitor: "Prijavi oglas" asks for the login, which says why and comes back with the sheet open.
    await page.goto(`/p/${listing.id}`);
    await expect(page.getByTestId('price-block').getByTestId('confirmed-age')).toHaveText(
      bs.listingCard.confirmed.today,
    );
    await page.getByTestId('report-button').click();
    await expect(page.getByText(bs.accounts.login.reason.report)).toBeVisible();
    await logIn(page, buyer);
    const sheet = page.getByRole('dialog', { name: R.title });
    await expect(sheet).toBeVisible({ timeout: 30_000 });

    // The two taps: a reason, then send.
    await sheet.getByRole('radio', { name: R.reasons.not_available }).click();
    await sheet.getByRole('button', { name: R.submit }).click();
    await expect(toast(page, R.done)).toBeVisible();
    await expect(sheet).toBeHidden();

    // Again: the api keeps the first, and the sheet says it was already reported.
    await page.getByTestId('report-button').click();
    await sheet.getByRole('radio', { name: R.reasons.scam }).click();
    await sheet.getByRole('button', { name: R.submit }).click();
    // On a phone toasts show one at a time (shared/ui/Toasts.tsx): this one follows when the first is gone.
    await expect(toast(page, R.alreadyReported)).toBeVisible({ timeout: 20_000 });
  });
});
