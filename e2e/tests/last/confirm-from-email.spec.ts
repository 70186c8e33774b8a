// The owner confirms from the e-mail (issue 29): a week after publishing, the availability job asks
// by e-mail; its one-tap link opens /still-available without a password, and the one button there
// confirms. It moves the api's clock 7 days ahead, so it runs with the `last` project.
import { isSuccess } from '@krov/client';
import { bs } from '@krov/messages';
import { type APIRequestContext, expect } from '@playwright/test';
import { apiOf } from '../../api.ts';
import { webUrl } from '../../ports.ts';
import { acceptCookies, mailbox, mailboxMark, newUser, type TestUser, test } from '../../support.ts';
import { password } from '../listings-fixtures.ts';
import { payFor } from '../payment-fixtures.ts';

const S = bs.stillAvailablePage;

test.use({ locale: 'bs-BA' });

test.describe('still available', () => {
  let owner: TestUser;
  let api: APIRequestContext;

  test.beforeAll(async ({ playwright }) => {
    api = await playwright.request.newContext();
    owner = await newUser(api, { name: 'Selma Potvrda', tag: 'potvrda', verifyPhone: true });
  });

  test.afterAll(async () => {
    await api.dispose();
  });

  test.beforeEach(async ({ context, baseURL }) => {
    await acceptCookies(context, baseURL ?? webUrl);
  });

  test('a week on, the owner confirms from the e-mail’s link, logged out, with one tap', async ({ page }) => {
    test.setTimeout(120_000);
    const client = apiOf(api);
    const login = await client.answer('login', { body: { emailOrPhoneNumber: owner.email, password } });
    expect(isSuccess(login.status)).toBe(true);
    const created = await client.answer('createProperty', {
      body: {
        listingType: 'sell',
        propertyType: 'apartment',
        size: 57,
        bedrooms: 2,
        bathrooms: 1,
        features: [],
        price: 149_000,
        hidePrice: false,
        description: 'Stan na Grbavici, treći sprat.',
        address: 'Grbavička 7',
        location: { lat: 43.8515, lng: 18.3895 },
      },
    });
    expect(created.status).toBe(201);
    const { id } = created.body as { id: string };
    await payFor(api, id);

    const mark = await mailboxMark(api);
    expect(
      isSuccess((await client.answer('advanceClock', { body: { seconds: 7 * 24 * 3600 + 60 } })).status),
    ).toBe(true);
    expect((await client.answer('runJob', { params: { name: 'listings.availability-ask' } })).status).toBe(
      204,
    );
    // The e-mail goes out through the queue: wait for it. A week on, every listing of this lane's
    // product is asked at once: this one's mail may queue behind many, and more than the mailbox's
    // newest 200 may follow it, so only the owner's messages are read.
    let link = '';
    await expect
      .poll(
        async () => {
          const mail = (await mailbox(api, owner.email)).find(
            (message) => message.id > mark && message.text.includes('Grbavička 7'),
          );
          link = /\/still-available\?token=[^\s)>"]+/.exec(mail?.text ?? '')?.[0] ?? '';
          return link;
        },
        { timeout: 60_000 },
      )
      .not.toBe('');

    // Opening the link confirms nothing (mail scanners open links too): the tap does.
    await page.goto(link);
    const button = page.getByRole('button', { name: S.button });
    await expect(button).toBeVisible();
    const before = await apiOf(page.request).call('property', { params: { id } });
    expect(before.confirmedAt).not.toBe(null);
    await button.click();
    await expect(page.getByTestId('still-available-done')).toBeVisible();
    // Used once: the same link again says it no longer works.
    await page.goto(link);
    await page.getByRole('button', { name: S.button }).click();
    await expect(page.getByTestId('still-available-failed')).toBeVisible();

    const after = await apiOf(page.request).call('property', { params: { id } });
    expect(new Date(after.confirmedAt ?? 0).getTime()).toBeGreaterThan(
      new Date(before.confirmedAt ?? 0).getTime(),
    );
    // Gone again (a fresh session: the clock moved past the last one's life), under the owner's limit.
    expect(
      isSuccess(
        (await client.answer('login', { body: { emailOrPhoneNumber: owner.email, password } })).status,
      ),
    ).toBe(true);
    expect((await client.answer('deleteProperty', { params: { id } })).status).toBe(204);
  });
});
