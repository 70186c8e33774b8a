// The search on a phone (issue 27, items 1 and 2): homes before controls. One compact bar (filter ·
// sort · map · save) with the count, the breadcrumb on one line, the first photo on the first
// screen; after "Prikaži rezultate" the page shows the count and the first result. And the same
// bar on a desktop, in one row.
import { bs } from '@krov/messages';
import { expect, type Locator, type Page } from '@playwright/test';
import { webUrl } from '../ports.ts';
import { acceptCookies, expectAccessible, test } from '../support.ts';
import { androidPhone } from './first-minutes-fixtures.ts';
import { apiSearch, cardIds, cards, countText, openFilters, S } from './search-fixtures.ts';

const flatsInSarajevo = '/buy/sarajevo?vrsta=stan';

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL ?? webUrl);
});

/** The box of an element on the page as it is now (the viewport's coordinates). */
async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, 'the element is rendered').not.toBeNull();
  return found ?? { x: 0, y: 0, width: 0, height: 0 };
}

/** The bar's four controls: the filters' summary, the sort, the map and "save search". */
function barControls(page: Page): Locator[] {
  return [
    page.getByTestId('search-filters').locator('summary'),
    page.getByLabel(S.sort.label),
    page.getByTestId('view-map'),
    page.getByTestId('save-search').getByRole('button', { name: bs.savedSearches.save.button }),
  ];
}

/** Their vertical middles: one row when they are (about) equal. */
async function middles(controls: Locator[]): Promise<number[]> {
  const boxes = await Promise.all(controls.map(box));
  return boxes.map((found) => Math.round(found.y + found.height / 2));
}

test.describe('on a phone', () => {
  test.use(androidPhone);

  test('the first photo is on the first screen, under one bar of filter, sort, map and save with the count', async ({
    page,
    request,
  }) => {
    await page.goto(flatsInSarajevo);
    const photo = cards(page).first().locator('img').first();
    await expect(photo).toBeVisible();
    // The whole first photo on the first screen of 844 px (its top was at 717).
    const photoBox = await box(photo);
    expect(photoBox.y + photoBox.height).toBeLessThanOrEqual(844);

    // The breadcrumb takes one line (it took three), and shows this page's place.
    const crumbs = page.getByRole('navigation', { name: S.breadcrumbs.label });
    expect((await box(crumbs)).height).toBeLessThan(32);
    await expect(crumbs.getByText('Sarajevo', { exact: true })).toBeInViewport();

    // Filter, sort, map and save: one row, all on the screen.
    const controls = barControls(page);
    for (const control of controls) await expect(control).toBeInViewport();
    const rows = await middles(controls);
    expect(Math.max(...rows) - Math.min(...rows)).toBeLessThanOrEqual(4);

    // The count is above the first result, on the screen.
    const answer = await apiSearch(request, {
      listingType: 'sell',
      place: 'sarajevo',
      propertyType: 'apartment',
    });
    await expect(page.getByTestId('search-count')).toHaveText(countText(answer.total));
    await expect(page.getByTestId('search-count')).toBeInViewport();
    expect((await box(page.getByTestId('search-count'))).y).toBeLessThan(photoBox.y);
  });

  test('the bar keeps what each control does: filters, sort, map, save with its frequency; axe is clean', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto(flatsInSarajevo);
    await expectAccessible(page);

    // "Save search" asks how often to tell, then goes to the login for a visitor.
    const save = page.getByTestId('save-search');
    await save.getByRole('button', { name: bs.savedSearches.save.button }).click();
    await expect(save.getByTestId('save-search-frequency')).toHaveValue('instant');
    await save.getByTestId('save-search-frequency').selectOption('daily');
    await expectAccessible(page);
    await save.getByRole('button', { name: bs.savedSearches.save.confirm, exact: true }).click();
    await expect(page).toHaveURL(
      `/login?next=${encodeURIComponent(`${flatsInSarajevo}&save=daily`)}&reason=saveSearch`,
    );

    // The sort applies at once.
    await page.goto(flatsInSarajevo);
    await page.getByLabel(S.sort.label).selectOption({ label: S.sort.newest });
    await expect(page).toHaveURL(`${flatsInSarajevo}&sort=najnovije`);

    // The filters open over the results, and axe finds nothing serious with them open.
    await openFilters(page);
    await expectAccessible(page);

    // The map.
    await page.getByTestId('view-map').click();
    await expect(page).toHaveURL(`${flatsInSarajevo}&sort=najnovije&prikaz=mapa`);
    await expect(page.getByTestId('view-list')).toBeInViewport();
  });

  test('after "Prikaži rezultate" the page shows the count and the first result', async ({
    page,
    request,
  }) => {
    await page.goto('/buy/sarajevo');
    const form = await openFilters(page);
    await form.getByRole('checkbox', { name: bs.properties.propertyTypes.apartment }).check();
    // The apply button is at the end of a long form: the visitor scrolls down to it.
    const apply = form.getByRole('button', { name: S.filters.apply });
    await apply.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await apply.click();
    await expect(page).toHaveURL(flatsInSarajevo);
    const answer = await apiSearch(request, {
      listingType: 'sell',
      place: 'sarajevo',
      propertyType: 'apartment',
    });
    await expect.poll(() => cardIds(page)).toEqual(answer.ids);
    await expect(page.getByTestId('search-count')).toHaveText(countText(answer.total));
    await expect(page.getByTestId('search-count')).toBeInViewport();
    await expect(page.getByTestId('active-filters')).toBeInViewport();
    await expect(cards(page).first()).toBeInViewport();
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the count and the four controls are one row above the results, the first photo on the screen', async ({
    page,
  }) => {
    await page.goto(flatsInSarajevo);
    const controls = [page.getByTestId('search-count'), ...barControls(page)];
    for (const control of controls) await expect(control).toBeInViewport();
    const rows = await middles(controls);
    expect(Math.max(...rows) - Math.min(...rows)).toBeLessThanOrEqual(4);
    // On a desktop both views are offered side by side.
    await expect(page.getByTestId('view-list')).toBeInViewport();
    const photo = cards(page).first().locator('img').first();
    const photoBox = await box(photo);
    expect(photoBox.y + photoBox.height).toBeLessThanOrEqual(800);
    await expectAccessible(page);
  });
});
