// Renewing expired listings, both in one payment. It moves the api's clock 31 days ahead, which every listing on the
// site outlives, so it runs after every other spec: the `last` project of playwright.config.ts.
import { isSuccess } from '@krov/client';
import type { PropertyInput } from '@krov/contracts';
import { type APIRequestContext, expect } from '@playwright/test';
import { apiOf } from '../../api.ts';
import { webUrl } from '../../ports.ts';
import { acceptCookies, newUser, type TestUser, test } from '../../support.ts';
import { card, expectCount, L, logIn, M, password, tab } from '../listings-fixtures.ts';
import { cards, P, payFor, payInSandbox } from '../payment-fixtures.ts';

/** A listing as the api takes it: a flat in Sarajevo (Centar). */
function listingPayload(address: string): PropertyInput {
  return {
    listingType: 'rent',
    propertyType: 'apartment',
    size: 48,
    bedrooms: 1,
    bathrooms: 1,
    features: ['furnished'],
    price: 900,
    hidePrice: false,
    description: 'Namješten stan blizu centra.',
    address,
    location: { lat: 43.8563, lng: 18.4131 },
  };
}

test.use({ locale: 'bs-BA' });

test.describe('expired listings', () => {
  /** A user with a verified phone, the owner of the listings here; `api` is their session. */
  let owner: TestUser;
  let api: APIRequestContext;

  test.beforeAll(async ({ playwright }) => {
    api = await playwright.request.newContext();
    owner = await newUser(api, { name: 'Lejla Oglasić', tag: 'oglasi', verifyPhone: true });
  });

  test.afterAll(async () => {
    await api.dispose();
  });

  test.beforeEach(async ({ context, baseURL }) => {
    await acceptCookies(context, baseURL ?? webUrl);
  });

  /*
   * Listings expire 30 days after publishing. The api's development tools (never in production)
   * move its clock forward and run the expiry job at once. It runs last: the api's clock stays
   * 31 days ahead for whatever runs after it.
   */
  test('renew all brings two expired listings back', async ({ page }) => {
    test.setTimeout(120_000);
    const request = api;
    const client = apiOf(request);
    // A fresh session: an earlier run of this test moved the api's clock past the last one's life.
    const login = await client.answer('login', { body: { emailOrPhoneNumber: owner.email, password } });
    expect(isSuccess(login.status)).toBe(true);
    const ids: string[] = [];
    for (const address of ['Titova 5', 'Ferhadija 9']) {
      const created = await client.answer('createProperty', { body: listingPayload(address) });
      expect(created.status).toBe(201);
      const { id } = created.body as { id: string };
      await payFor(request, id);
      ids.push(id);
    }

    const advanced = await client.answer('advanceClock', { body: { seconds: 31 * 24 * 3600 } });
    expect(isSuccess(advanced.status)).toBe(true);
    const expired = await client.answer('runJob', { params: { name: 'listings.expire' } });
    expect(expired.status).toBe(204);

    // The browser session would have expired with the clock too: log in now.
    await logIn(page, owner.email);
    await page.goto('/me/properties?tab=expired');
    await expect(tab(page, 'expired')).toHaveAttribute('aria-selected', 'true');
    await expectCount(page, 'expired', 2);
    await expectCount(page, 'listed', 0);
    await expect(card(page)).toHaveCount(2);
    await expect(card(page).first().getByTestId('property-status')).toContainText(L.status.expired);
    await expect(card(page).first().getByTestId('property-price')).toHaveText('900 KM');
    // Both in one payment: 2 × 5 KM for 30 more days each, paid in the sandbox.
    await page.getByRole('button', { name: M.renewAll.submit }).click();
    await expect(page).toHaveURL(/\/payment\?order=/);
    await expect(page.getByText('Titova 5')).toBeVisible();
    await expect(page.getByText('Ferhadija 9')).toBeVisible();
    await page.getByRole('button', { name: P.pay.replace('{amount}', '10 KM') }).click();
    await payInSandbox(page, cards.approved);
    await expect(page.getByRole('heading', { name: P.success.title })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('link', { name: P.success.properties }).click();
    await page.goto('/me/properties?tab=expired');
    await expectCount(page, 'expired', 0);
    await expectCount(page, 'listed', 2);
    await expect(page.getByTestId('properties-empty')).toContainText(M.empty.expired);
    await tab(page, 'listed').click();
    await expect(card(page)).toHaveCount(2);
    const asPage = apiOf(page.request);
    for (const id of ids) {
      const listing = await asPage.call('property', { params: { id } });
      expect(listing.status).toBe('listed');
      // Gone again, so the owner stays under the listing limit whatever runs next.
      expect((await asPage.answer('deleteProperty', { params: { id } })).status).toBe(204);
    }
  });
});
