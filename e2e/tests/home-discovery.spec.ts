// The home page as a door to the search: the quick search by place, the newest listings and the
// popular places in the server's HTML (renewed within a minute), a logged-in user's links, axe.
import { bs } from '@krov/messages';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { apiOf } from '../api.ts';
import { webUrl } from '../ports.ts';
import {
  acceptCookies,
  expectAccessible,
  expectHydrated,
  newUser,
  type TestUser,
  test,
  testUserPassword,
} from '../support.ts';
import { homeRenewalMs, newestIdsIn } from './home-fixtures.ts';
import { publishedFlat } from './property-page-fixtures.ts';

const H = bs.home;
/** features/home/home-data.ts, in its order (ties keep it). */
const popularSlugs = ['sarajevo', 'banja-luka', 'tuzla', 'zenica', 'mostar', 'bijeljina', 'bihac', 'brcko'];

function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
}

interface PlaceCounts {
  slug: string;
  name: string;
  listings: { sell: number; rent: number };
}

/** A popular place's card as shown: its slug, its name, its links as "href text". */
interface PopularCard {
  slug: string;
  name: string;
  links: string[];
}

async function placeCounts(api: APIRequestContext, slug: string): Promise<PlaceCounts> {
  return (await apiOf(api).call('place', { params: { slug } })) as PlaceCounts;
}

/** The cards the api's counts make, most listings first. */
function popularCards(places: PlaceCounts[]): PopularCard[] {
  return [...places]
    .sort((a, b) => b.listings.sell + b.listings.rent - (a.listings.sell + a.listings.rent))
    .map((place) => ({
      slug: place.slug,
      name: place.name,
      links: [
        `/buy/${place.slug} ${fill(H.popular.forSale, { count: place.listings.sell })}`,
        `/rent/${place.slug} ${fill(H.popular.forRent, { count: place.listings.rent })}`,
      ],
    }));
}

function popularCardsIn(page: Page): Promise<PopularCard[]> {
  return page.getByTestId('popular-place').evaluateAll((cards) =>
    cards.map((card) => ({
      slug: card.getAttribute('data-slug') ?? '',
      name: card.querySelector('h3')?.textContent ?? '',
      links: [...card.querySelectorAll('a')].map(
        (link) => `${link.getAttribute('href')} ${link.textContent}`,
      ),
    })),
  );
}

test.describe('the home page', () => {
  let api: APIRequestContext;
  let owner: TestUser;

  test.beforeAll(async ({ playwright }) => {
    test.setTimeout(120_000);
    api = await playwright.request.newContext();
    owner = await newUser(api, { name: 'Lejla Početna', tag: 'pocetna', verifyPhone: true });
  });

  test.afterAll(async () => {
    await api.dispose();
  });

  test.beforeEach(async ({ context }) => {
    await acceptCookies(context, webUrl);
  });

  test('the quick search finds "nedzarici" and opens its search page with the type', async ({ page }) => {
    await page.goto('/');
    const search = page.getByTestId('quick-search');
    // The choice is drawn as a segmented control: its labels take the clicks.
    await search.locator('label', { hasText: H.quickSearch.buy }).click();
    await expect(search.getByRole('radio', { name: H.quickSearch.buy })).toBeChecked();
    const place = search.getByRole('combobox', { name: bs.places.label });
    await place.fill('nedzarici');
    const option = page.getByRole('option', { name: /Nedžarići/ });
    await expect(option).toBeVisible();
    await expect(option).toContainText(bs.places.kinds.neighbourhood);
    await option.click();
    await expect(place).toHaveValue('Nedžarići');
    await search.getByLabel(H.quickSearch.propertyType).selectOption('apartment');
    await search.getByRole('button', { name: H.quickSearch.submit }).click();
    // The search page's own URL for a place and a type (features/search/url-state.ts).
    await expect(page).toHaveURL(/\/buy\/nedzarici\?vrsta=stan$/, { timeout: 15_000 });
  });

  test('the keyboard alone picks a place: type, Enter on the first suggestion, Enter to search', async ({
    page,
  }) => {
    await page.goto('/');
    const search = page.getByTestId('quick-search');
    await search.locator('label', { hasText: H.quickSearch.rent }).click();
    await expect(search.getByRole('radio', { name: H.quickSearch.rent })).toBeChecked();
    const place = search.getByRole('combobox', { name: bs.places.label });
    await place.fill('banjaluka');
    await expect(place).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('option').first()).toContainText('Banja Luka');
    await place.press('Enter');
    await expect(place).toHaveValue('Banja Luka');
    await expect(place).toHaveAttribute('aria-expanded', 'false');
    await place.press('Enter');
    await expect(page).toHaveURL(/\/rent\/banja-luka$/, { timeout: 15_000 });
  });

  test('a visitor without JavaScript gets the newest listings and the popular places in the HTML, renewed within a minute', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const flat = await publishedFlat(api, { price: 171_000, size: 57, photos: 1 });
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();

    // Published a moment ago: the cached copy, never 30 s old, shows it by then.
    let html = '';
    await expect
      .poll(
        async () => {
          await page.goto('/');
          html = await page.content();
          return newestIdsIn(html).includes(flat.id);
        },
        { timeout: homeRenewalMs, intervals: [1_000, 2_000, 5_000] },
      )
      .toBe(true);
    const newest = await apiOf(api).call('searchProperties', { query: { sort: 'newest', limit: 12 } });
    expect(newestIdsIn(html)).toEqual(newest.items.map((item) => item.id));
    await expect(page.getByTestId('newest-listings').getByTestId('listing-card')).toHaveCount(
      newest.items.length,
    );

    // The big towns, each linking its searches with the api's counts, most listings first. The
    // api counts at most once a minute and the page's copy is at most 30 s old: reloaded until equal.
    let expected: PopularCard[] = [];
    await expect
      .poll(
        async () => {
          expected = popularCards(await Promise.all(popularSlugs.map((slug) => placeCounts(api, slug))));
          await page.goto('/');
          return JSON.stringify(await popularCardsIn(page)) === JSON.stringify(expected);
        },
        { timeout: 100_000, intervals: [2_000, 5_000], message: 'the popular places show the api’s counts' },
      )
      .toBe(true);
    expect(expected.map((card) => card.slug).sort()).toEqual([...popularSlugs].sort());
    expect(expected.find((card) => card.slug === 'sarajevo')?.links[0]).not.toBe(
      `/buy/sarajevo ${fill(H.popular.forSale, { count: 0 })}`,
    );
    await context.close();
  });

  test('a logged-in user is not asked to log in; a visitor is', async ({ page }) => {
    const entry = () => page.getByRole('main').locator('article').filter({ hasText: H.entry.sellTitle });
    await page.goto('/');
    await expect(entry().getByRole('link', { name: H.links.login, exact: true })).toHaveAttribute(
      'href',
      '/login',
    );

    await page.goto('/login');
    await page.getByLabel(bs.fields.emailOrPhoneNumber, { exact: true }).fill(owner.email);
    await page.getByLabel(bs.fields.password, { exact: true }).fill(testUserPassword);
    await page.getByRole('button', { name: bs.accounts.login.submit, exact: true }).click();
    // A login lands on the home page (rendered first when its cached copy is 30 s old).
    await expect(page).toHaveURL('/', { timeout: 20_000 });
    await expect(entry().getByRole('link', { name: H.links.myProperties, exact: true })).toHaveAttribute(
      'href',
      '/me/properties',
      { timeout: 15_000 },
    );
    await expect(page.getByRole('link', { name: H.links.login, exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: bs.shell.header.login, exact: true })).toHaveCount(0);
  });

  test('is accessible, with the suggestions open too', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/');
    await expect(page.getByTestId('quick-search')).toBeVisible();
    await expectAccessible(page);
    const place = page.getByRole('combobox', { name: bs.places.label });
    // Typed before hydration, the word would reach no handler and no suggestion would come.
    await expectHydrated(place);
    await place.fill('sarajevo');
    await expect(page.getByRole('option').first()).toBeVisible();
    await expectAccessible(page);
  });
});
