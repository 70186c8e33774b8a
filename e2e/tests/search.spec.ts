// The search pages in a browser: filter → sort → load more → a listing as a modal → close → reload.
import { bs } from '@krov/messages';
import { expect } from '@playwright/test';
import { acceptCookies, test } from '../support.ts';
import { apiSearch, apiTwoPages, cardIds, cards, countText, openFilters, S } from './search-fixtures.ts';

// The demo data (docs/decisions.md, Listings 23) the product starts with: more than 48 houses and
// flats for sale up to 500.000 KM, so "load more" has a second page.
const filtered = { listingType: 'sell', propertyType: 'house,apartment', priceMax: '500000' };
const sorted = { ...filtered, sort: 'price_asc' };
const filteredUrl = '/buy?cijena=-500000&vrsta=kuca,stan';
const sortedUrl = `${filteredUrl}&sort=najjeftinije`;

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL ?? '');
});

test('filter, sort, load more, open a listing as a modal, close it with filters and scroll kept, reload', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.goto('/buy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Nekretnine na prodaju – Bosna i Hercegovina',
  );

  // Filter: houses and flats up to 500.000 KM.
  const form = await openFilters(page);
  await form.getByRole('checkbox', { name: bs.properties.propertyTypes.house }).check();
  await form.getByRole('checkbox', { name: bs.properties.propertyTypes.apartment }).check();
  await form.getByRole('group', { name: S.filters.price }).getByLabel(S.filters.to).fill('500.000');
  await form.getByRole('button', { name: S.filters.apply }).click();
  await expect(page).toHaveURL(filteredUrl);
  const afterFilter = await apiSearch(request, filtered);
  await expect(page.getByTestId('search-count')).toHaveText(countText(afterFilter.total));
  await expect.poll(() => cardIds(page)).toEqual(afterFilter.ids);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Nekretnine na prodaju – Bosna i Hercegovina',
  );
  await expect(page.getByTestId('active-filters').getByRole('link')).toHaveText([
    'Cijena do 500.000 KM',
    bs.properties.propertyTypes.house,
    bs.properties.propertyTypes.apartment,
    S.filters.clearAll,
  ]);

  // Sort: cheapest first.
  await page.getByLabel(S.sort.label).selectOption({ label: S.sort.price_asc });
  await expect(page).toHaveURL(sortedUrl);
  const { first, second } = await apiTwoPages(request, sorted);
  await expect.poll(() => cardIds(page)).toEqual(first.ids);
  const prices = first.prices.filter((price): price is number => price !== null);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));

  // Load more: 24 more below, the page does not jump.
  const loadMore = page.getByTestId('load-more');
  await loadMore.scrollIntoViewIfNeeded();
  const beforeMore = await page.evaluate(() => window.scrollY);
  expect(beforeMore).toBeGreaterThan(0);
  await loadMore.click();
  await expect(cards(page)).toHaveCount(48);
  expect(await cardIds(page)).toEqual([...first.ids, ...second.ids]);
  expect(await page.evaluate(() => window.scrollY)).toBe(beforeMore);
  // Focus moves to the first new card, without scrolling.
  await expect(page.locator(`[data-property-id="${second.ids[0]}"] h3 a`)).toBeFocused();

  // A card of the second page opens as a modal over the results; closing returns to them as they were.
  const chosen = second.ids[5] ?? '';
  const card = page.locator(`[data-testid="listing-card"][data-property-id="${chosen}"]`);
  await card.scrollIntoViewIfNeeded();
  const beforeModal = await page.evaluate(() => window.scrollY);
  await card.getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(`/p/${chosen}`);
  // The modal's code and the listing load now (three api calls): allow for a busy machine.
  await expect(page.getByRole('dialog').getByTestId('property-page')).toHaveAttribute(
    'data-property-id',
    chosen,
    {
      timeout: 15_000,
    },
  );
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(sortedUrl);
  await expect(cards(page)).toHaveCount(48);
  expect(await page.evaluate(() => window.scrollY)).toBe(beforeModal);
  await expect(page.getByLabel(S.sort.label)).toHaveValue('najjeftinije');

  // A reload (as a shared link would) gives the same search: filters, sort, count, first page.
  await page.reload();
  await expect(page).toHaveURL(sortedUrl);
  await expect(page.getByTestId('search-count')).toHaveText(countText(first.total));
  await expect.poll(() => cardIds(page)).toEqual(first.ids);
  await expect(page.getByLabel(S.sort.label)).toHaveValue('najjeftinije');
  await expect(page.getByTestId('active-filters').getByRole('link')).toHaveCount(4);

  // Back and forward walk the searches.
  await page.goBack();
  await expect(page).toHaveURL(filteredUrl);
  await expect.poll(() => cardIds(page)).toEqual(afterFilter.ids);
  await page.goForward();
  await expect(page).toHaveURL(sortedUrl);
  await expect.poll(() => cardIds(page)).toEqual(first.ids);
});

test('a chip removes its filter and "clear filters" all of them, keeping the sort', async ({ page }) => {
  await page.goto(sortedUrl);
  await page
    .getByRole('link', { name: `${S.filters.remove.replace('{filter}', 'Cijena do 500.000 KM')}` })
    .click();
  await expect(page).toHaveURL('/buy?vrsta=kuca,stan&sort=najjeftinije');
  await page.getByTestId('clear-filters').click();
  await expect(page).toHaveURL('/buy?sort=najjeftinije');
  await expect(page.getByTestId('active-filters')).toHaveCount(0);
});

test('a place typed or chosen in the filters leads to that place’s page', async ({ page }) => {
  await page.goto('/rent?vrsta=stan');
  const form = await openFilters(page);
  const place = form.getByRole('combobox', { name: S.filters.place });
  await place.fill('nedzarici');
  await page.getByTestId('place-option').filter({ hasText: 'Nedžarići' }).click();
  await form.getByRole('button', { name: S.filters.apply }).click();
  await expect(page).toHaveURL('/rent/nedzarici?vrsta=stan');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stanovi za najam – Nedžarići');
});

test('an empty result suggests how to widen the search', async ({ page }) => {
  await page.goto('/buy/centar-sarajevo?cijena=-1000&vrsta=stan');
  const empty = page.getByTestId('search-empty');
  await expect(empty.getByRole('heading')).toHaveText(S.empty.title);
  const links = empty.getByRole('link');
  await expect(links).toHaveText([
    'Bez filtera: Cijena do 1.000 KM',
    `Bez filtera: ${bs.properties.propertyTypes.apartment}`,
    S.empty.dropAll,
    'Cijelo mjesto Sarajevo',
    S.empty.wholeCountry,
  ]);
  await expect(links.nth(0)).toHaveAttribute('href', '/buy/centar-sarajevo?vrsta=stan');
  await expect(links.nth(3)).toHaveAttribute('href', '/buy/sarajevo?cijena=-1000&vrsta=stan');
  await links.nth(0).click();
  await expect(page).toHaveURL('/buy/centar-sarajevo?vrsta=stan');
  await expect(cards(page).first()).toBeVisible();
});

test('a logged-out visitor’s heart leads to the login page, which leads back to the search', async ({
  page,
}) => {
  await page.goto('/rent/sarajevo?sort=najnovije');
  await cards(page).first().getByTestId('card-save-button').click();
  await expect(page).toHaveURL(
    `/login?next=${encodeURIComponent('/rent/sarajevo?sort=najnovije')}&reason=save`,
  );
  await expect(page.getByText(bs.accounts.login.reason.save)).toBeVisible();
});

test('an unknown place is the 404 page', async ({ page }) => {
  const response = await page.goto('/buy/nema-tog-mjesta');
  expect(response?.status()).toBe(404);
});
