// Words instead of forms (issue 31): a sentence typed in the home page's quick search is read by the
// api (GET /api/search/parse) and opens the search its filters make, each filter a removable chip;
// the words it could not read are said above the results, never made into a filter.
import { bs, interpolate } from '@krov/messages';
import { expect } from '@playwright/test';
import { webUrl } from '../ports.ts';
import { acceptCookies, expectHydrated, test } from '../support.ts';

const H = bs.home;
const S = bs.search;
/** The api's own tests pin how such a sentence reads (search-parse.api.test.ts); "lijep pogled" it cannot. */
const sentence = 'trosoban stan na Dobrinji do 200.000 KM s balkonom, lijep pogled';
/** features/search/url-state.ts's order: price, bedrooms, types, features; then the words not read. */
const wordsUrl = '/buy/dobrinja?cijena=-200000&sobe=2&vrsta=stan&oprema=balkon&neprepoznato=lijep+pogled';

test.describe('a sentence in the quick search', () => {
  test.beforeEach(async ({ context }) => {
    await acceptCookies(context, webUrl);
  });

  test('is read into the search’s filters: Enter lands on /buy/dobrinja with its chips', async ({ page }) => {
    await page.goto('/');
    const search = page.getByTestId('quick-search');
    await expect(search.getByText(H.quickSearch.wordsHint)).toBeVisible();
    const place = search.getByRole('combobox', { name: bs.places.label });
    await expectHydrated(place);
    await place.fill(sentence);
    // No place is called that: Enter, with no suggestion to pick, submits the form.
    // (Said twice: in the open list and in its live region.)
    await expect(page.getByText(interpolate(bs.places.none, { query: sentence })).first()).toBeVisible();
    await place.press('Enter');
    // The parse, then a search rendered on the server: allow for a busy machine.
    await expect(page).toHaveURL(wordsUrl, { timeout: 15_000 });

    const chips = page.getByTestId('active-filters').getByRole('link');
    await expect(chips).toHaveText([
      'Dobrinja',
      'Cijena do 200.000 KM',
      interpolate(S.chips.bedrooms, { count: 2 }),
      bs.properties.propertyTypes.apartment,
      bs.properties.features.balcony,
      S.filters.clearAll,
    ]);
    await expect(page.getByTestId('not-understood')).toHaveText(
      interpolate(S.filters.notUnderstood, { text: 'lijep pogled' }),
    );

    // A chip removes its filter alone; the place's chip keeps the rest over the whole country.
    await page
      .getByRole('link', { name: interpolate(S.filters.remove, { filter: bs.properties.features.balcony }) })
      .click();
    await expect(page).toHaveURL('/buy/dobrinja?cijena=-200000&sobe=2&vrsta=stan');
    await expect(page.getByTestId('not-understood')).toHaveCount(0);
    await page.getByRole('link', { name: interpolate(S.filters.remove, { filter: 'Dobrinja' }) }).click();
    await expect(page).toHaveURL('/buy?cijena=-200000&sobe=2&vrsta=stan');
  });
});
