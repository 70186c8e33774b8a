// How the search pages are served: the results in the HTML without JavaScript, their SEO, accessibility, the JavaScript budget.
import { bs, en } from '@krov/messages';
import { expect } from '@playwright/test';
import { webUrl } from '../ports.ts';
import { acceptCookies, expectAccessible, test } from '../support.ts';
import { firstLoadBudgetBytes, recordScripts } from './budget-fixtures.ts';
import { apiSearch, apiTwoPages, cardIds, cards, openFilters, S } from './search-fixtures.ts';

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL ?? webUrl);
});

test('without JavaScript the first 24 results are in the HTML, and the filters, sort and "load more" still work', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  const { first, second } = await apiTwoPages(request, { listingType: 'sell' });
  const html = await (await request.get('/buy')).text();
  const inHtml = [...html.matchAll(/data-testid="listing-card" data-property-id="([^"]+)"/g)].map(
    (match) => match[1],
  );
  expect(inHtml).toEqual(first.ids);
  expect(inHtml).toHaveLength(24);

  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  await acceptCookies(context, baseURL ?? webUrl);
  const page = await context.newPage();
  await page.goto('/buy');
  expect(await cardIds(page)).toEqual(first.ids);
  // "Load more" is a link to the next page of its own.
  await page.getByTestId('load-more').click();
  await expect(page).toHaveURL(/\/buy\?od=/);
  expect(await cardIds(page)).toEqual(second.ids);

  // The filter form is a GET form: the server turns it into the short URL.
  await page.goto('/rent');
  const form = await openFilters(page);
  await form.getByLabel(S.filters.place).fill('Centar Sarajevo');
  await form.getByRole('group', { name: S.filters.size }).getByLabel(S.filters.from).fill('40');
  await form.getByRole('checkbox', { name: bs.properties.features.furnished }).check();
  await form.getByRole('button', { name: S.filters.apply }).click();
  await expect(page).toHaveURL('/rent/centar-sarajevo?povrsina=40-&oprema=namjesten');
  const rent = await apiSearch(request, {
    listingType: 'rent',
    place: 'centar-sarajevo',
    sizeMin: '40',
    features: 'furnished',
  });
  expect(await cardIds(page)).toEqual(rent.ids);

  // The sort has its own button without JavaScript.
  await page.getByLabel(S.sort.label).selectOption({ label: S.sort.size_desc });
  await page.getByRole('button', { name: S.sort.apply }).click();
  await expect(page).toHaveURL('/rent/centar-sarajevo?povrsina=40-&oprema=namjesten&sort=najvece');
  await context.close();
});

test('each place and type has its title, description and breadcrumbs; a filtered URL names its place page as canonical', async ({
  request,
  baseURL,
}) => {
  const origin = baseURL ?? webUrl;
  const html = await (
    await request.get('/buy/centar-sarajevo?vrsta=stan&sort=najnovije&cijena=-300000')
  ).text();
  expect(html).toContain('<title>Stanovi na prodaju – Centar Sarajevo · Krov</title>');
  expect(html).toContain(
    `<meta name="description" content="Stanovi na prodaju – Centar Sarajevo. ${S.metaDescription.split('. ')[1]}"/>`,
  );
  expect(html).toContain(`<link rel="canonical" href="${origin}/buy/centar-sarajevo"/>`);
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([^<]+)<\/script>/g)].map((match) =>
    JSON.parse(match[1] ?? ''),
  );
  expect(jsonLd).toContainEqual({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      ['Početna', '/'],
      ['Prodaja', '/buy'],
      ['Federacija Bosne i Hercegovine', '/buy/federacija-bosne-i-hercegovine'],
      ['Kanton Sarajevo', '/buy/kanton-sarajevo'],
      ['Sarajevo', '/buy/sarajevo'],
      ['Centar Sarajevo', '/buy/centar-sarajevo'],
    ].map(([name, path], index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: `${origin}${path}`,
    })),
  });

  // In English (the language cookie), the same URL.
  const english = await (
    await request.get('/rent/sarajevo?vrsta=kuca', { headers: { cookie: 'NEXT_LOCALE=en' } })
  ).text();
  expect(english).toContain('<title>Houses for rent – Sarajevo · Krov</title>');
  expect(english).toContain(`<link rel="canonical" href="${origin}/rent/sarajevo"/>`);
  expect(english).toContain(en.search.breadcrumbs.rent);
});

test('the count is the api’s total for the search', async ({ page, request }) => {
  const answer = await apiSearch(request, { listingType: 'rent' });
  await page.goto('/rent');
  // The demo data is far below 10 000 listings: an exact count ("10.000+" is unit-tested: results-count.test.ts).
  expect(answer.totalExact).toBe(true);
  await expect(page.getByTestId('search-count')).toHaveText(`${answer.total} oglasa`);
});

test('axe finds no serious or critical violation on /buy and /rent/{place}, filters open', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/buy');
  await expect(cards(page).first()).toBeVisible();
  await openFilters(page);
  await expectAccessible(page);

  await page.goto('/rent/sarajevo?vrsta=stan&sobe=1');
  await expect(page.getByTestId('active-filters')).toBeVisible();
  await openFilters(page);
  await expectAccessible(page);
});

test('on a phone, /buy sends at most 170 KB of JavaScript on its first load; the map loads only when shown', async ({
  browser,
  baseURL,
}) => {
  // As e2e/tests/property-page-serving.spec.ts measures /p/{id}.
  const loads = await recordScripts(browser, baseURL);
  const { page, context } = loads;
  await page.goto('/buy', { waitUntil: 'networkidle' });
  await expect(cards(page)).toHaveCount(24);
  expect(loads.count()).toBeGreaterThan(0);
  expect(await loads.bytes()).toBeLessThanOrEqual(firstLoadBudgetBytes);

  // The map view: Leaflet arrives with it.
  const before = loads.count();
  await page.getByTestId('view-map').click();
  // Leaflet's code arrives only now: allow for its download.
  await expect(page.getByTestId('search-map').locator('.leaflet-container')).toBeVisible({ timeout: 15_000 });
  expect(loads.count()).toBeGreaterThan(before);
  await context.close();
});
