// Issue 16's agency statistics on the web: the demo agency's owner publishes a listing, a visitor
// views it (counted by its job), and /me/agency/statistics shows it in the table per listing with
// its view, the daily charts as images named by their summary, the period in the URL and the CSV.
import { bs } from '@krov/messages';
import { expect } from '@playwright/test';
import { apiOf } from '../api.ts';
import { webUrl } from '../ports.ts';
import { acceptCookies, expectAccessible, test } from '../support.ts';
import { logInAs } from './agency-fixtures.ts';
import { publishFlat, xhr } from './alerts-fixtures.ts';

const S = bs.agency.statistics;
const owner = { email: 'nermin@demo.krov.ba', password: 'krov-demo-2026' };
const browserAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';

test('the owner sees a listing’s view per listing and per day, switches the period, downloads the CSV', async ({
  page,
  context,
  baseURL,
  playwright,
}) => {
  test.setTimeout(30_000);
  await acceptCookies(context, baseURL ?? webUrl);
  // The owner publishes a flat through the api; a visitor's browser views it once.
  const api = await playwright.request.newContext({ extraHTTPHeaders: xhr });
  await apiOf(api).call('login', { body: { emailOrPhoneNumber: owner.email, password: owner.password } });
  const id = await publishFlat(api, 199_000);
  await api.dispose();
  const visitor = await playwright.request.newContext({ extraHTTPHeaders: xhr, userAgent: browserAgent });
  await apiOf(visitor).call(
    'countPropertyView',
    { params: { id } },
    { headers: { 'x-deviceid': `e2e-statistics-${id}` } },
  );
  // Views are added up by their periodic job: run it now.
  await apiOf(visitor).call('runJob', { params: { name: 'listings.count-views' } });
  await visitor.dispose();

  // /me/agency links the statistics for the owner.
  await page.goto('/login?next=%2Fme%2Fagency');
  await logInAs(page, owner.email, owner.password);
  await expect(page).toHaveURL(/\/me\/agency$/);
  await page.getByRole('link', { name: S.link }).click();
  await expect(page).toHaveURL(/\/me\/agency\/statistics$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(S.title);

  const statistics = page.getByTestId('agency-statistics');
  await expect(statistics).toHaveAttribute('data-days', '30');
  const row = page.locator(`[data-testid="statistics-listing"][data-property-id="${id}"]`);
  await expect(row.getByRole('link', { name: 'Maršala Tita 28' })).toHaveAttribute('href', `/p/${id}`);
  await expect(row.getByTestId('listing-views')).toHaveText('1');
  await expect(page.getByRole('img', { name: new RegExp(`^${S.viewsChart}`) })).toBeVisible();
  await expectAccessible(page);

  // The period is in the URL; the CSV link follows it and answers CSV with the listing in it.
  await page
    .getByRole('navigation', { name: S.period })
    .getByRole('link', { name: S.lastDays.replace('{days}', '7') })
    .click();
  await expect(page).toHaveURL(/\/me\/agency\/statistics\?days=7$/);
  await expect(statistics).toHaveAttribute('data-days', '7');
  await expect(row.getByTestId('listing-views')).toHaveText('1');
  const csvLink = page.getByRole('link', { name: S.csv });
  await expect(csvLink).toHaveAttribute('href', '/api/users/me/agency/statistics.csv?days=7');
  // Raw: the download as the browser follows the link, through the web; its content type and text are asserted.
  const csv = await page.request.get(`${baseURL ?? webUrl}/api/users/me/agency/statistics.csv?days=7`);
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toMatch(/^text\/csv/);
  expect(await csv.text()).toContain(`${id},Maršala Tita 28,1,0,0,0`);
});
