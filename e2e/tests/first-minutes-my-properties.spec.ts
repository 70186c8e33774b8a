// My properties as an owner of several listings meets it (issue 12, point 12), at 1280×900: each
// card links its listing, says what it has drawn (views, saves, contacts), offers one action that
// fits its state with the rest in a menu, and the list can be searched and sorted.
import { bs } from '@krov/messages';
import { expect } from '@playwright/test';
import { apiOf } from '../api.ts';
import { webUrl } from '../ports.ts';
import { acceptCookies, expectAccessible, newUser, test } from '../support.ts';
import { desktop, logIn } from './first-minutes-fixtures.ts';
import { card, M } from './listings-fixtures.ts';
import { publishedFlat, xhr } from './property-page-fixtures.ts';

test.use({ viewport: desktop });

test('My properties: a link, views, saves and contacts, one fitting action and a menu, search and sort', async ({
  page,
  context,
  baseURL,
  playwright,
}) => {
  test.setTimeout(120_000);
  await acceptCookies(context, baseURL ?? webUrl);
  const api = await playwright.request.newContext();
  const owner = await newUser(api, { name: 'Mirza Vlasnik', tag: 'moji-oglasi', verifyPhone: true });
  const popular = await publishedFlat(api, { price: 240_000, size: 70, photos: 1, address: 'Zagrebačka 12' });
  const quiet = await publishedFlat(api, { price: 150_000, size: 48, photos: 1, address: 'Maršala Tita 40' });
  await api.dispose();

  // Three visitors look at one listing, one of them saves it and asks for the number.
  // A browser's user agent: a bot's views are not counted.
  const browser =
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
  const buyer = await playwright.request.newContext({ extraHTTPHeaders: xhr, userAgent: browser });
  await newUser(buyer, { name: 'Ena Kupac', tag: 'moji-oglasi-kupac', verifyPhone: true });
  // Two visitors without an account (one per device), and the buyer.
  const anonymous = await playwright.request.newContext({ extraHTTPHeaders: xhr, userAgent: browser });
  for (const device of ['e2e-device-one', 'e2e-device-two']) {
    await apiOf(anonymous).call(
      'countPropertyView',
      { params: { id: popular.id } },
      { headers: { 'x-deviceid': device } },
    );
  }
  await anonymous.dispose();
  await apiOf(buyer).call('countPropertyView', { params: { id: popular.id } });
  await apiOf(buyer).call('saveProperty', { params: { id: popular.id } });
  await apiOf(buyer).call('revealPhone', { params: { id: popular.id } });
  // The views are added up by their periodic job: run it now.
  await apiOf(buyer).call('runJob', { params: { name: 'listings.count-views' } });
  await buyer.dispose();

  await page.goto(`/login?next=${encodeURIComponent('/me/properties')}`);
  await logIn(page, owner);
  await expect(page).toHaveURL('/me/properties', { timeout: 30_000 });
  const popularCard = page.locator(`[data-testid="property-card"][data-property-id="${popular.id}"]`);
  await expect(popularCard.getByTestId('property-views')).toHaveText('3');
  await expect(popularCard.getByTestId('property-saves')).toHaveText('1');
  await expect(popularCard.getByTestId('property-contacts')).toHaveText('1');

  // Published a minute ago: no "Obnovi" on the card; editing is its action, the rest in the menu.
  await expect(popularCard.getByRole('button', { name: M.actions.renew })).toHaveCount(0);
  await expect(popularCard.getByRole('link', { name: M.actions.edit })).toBeVisible();
  await popularCard.getByRole('button', { name: M.more }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText([
    M.actions.renew,
    M.actions.hide,
    M.actions.markSold,
    M.actions.hidePrice,
    M.actions.delete,
  ]);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);

  // Sorted by views, the popular one leads; by lowest price, the quiet one.
  const sort = page.getByLabel(M.list.sort);
  await sort.selectOption({ label: M.list.sorts.mostViewed });
  await expect(card(page).first()).toHaveAttribute('data-property-id', popular.id);
  await sort.selectOption({ label: M.list.sorts.priceLow });
  await expect(card(page).first()).toHaveAttribute('data-property-id', quiet.id);

  // Searched as people type it: without the accents.
  await page.getByLabel(M.list.search).fill('marsala tita');
  await expect(card(page)).toHaveCount(1);
  await expect(card(page)).toHaveAttribute('data-property-id', quiet.id);
  await expect(page).toHaveURL('/me/properties?sort=priceLow&q=marsala+tita');

  // The card's title opens the listing as buyers see it.
  await card(page).getByTestId('property-link').click();
  await expect(page).toHaveURL(`/p/${quiet.id}`);
  await expect(page.getByTestId('property-page')).toHaveAttribute('data-property-id', quiet.id);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    bs.properties.title.sell.replace('{type}', bs.properties.propertyTypes.apartment),
  );
});
