// /robots.txt and /sitemap.xml from the running product: valid XML, absolute URLs on the public
// address, the index's files within reach, a public listing and its place in them
// (docs/decisions/101-sitemap.md).
import { expect, type Page } from '@playwright/test';
import { apiOf } from '../api.ts';
import { webUrl } from '../ports.ts';
import { test } from '../support.ts';

/** The <loc>s of a sitemap or an index, read by the browser's XML parser (a parse error fails). */
async function locsOf(page: Page, xml: string, root: 'urlset' | 'sitemapindex'): Promise<string[]> {
  return page.evaluate(
    ({ xml, root }) => {
      const doc = new DOMParser().parseFromString(xml, 'application/xml');
      if (doc.getElementsByTagName('parsererror').length > 0) throw new Error('not well-formed XML');
      const ns = 'http://www.sitemaps.org/schemas/sitemap/0.9';
      if (doc.documentElement.localName !== root || doc.documentElement.namespaceURI !== ns) {
        throw new Error(`root is ${doc.documentElement.localName}`);
      }
      return [...doc.getElementsByTagNameNS(ns, 'loc')].map((loc) => loc.textContent ?? '');
    },
    { xml, root },
  );
}

test('robots.txt allows public pages, keeps crawlers out of private ones and names the sitemap', async ({
  request,
}) => {
  const answer = await request.get('/robots.txt');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('text/plain');
  const lines = (await answer.text()).split('\n').map((line) => line.trim());
  expect(lines).toEqual(
    expect.arrayContaining([
      'User-Agent: *',
      'Allow: /',
      'Disallow: /me/',
      'Disallow: /messages',
      'Disallow: /payment',
      'Disallow: /api/',
      `Sitemap: ${webUrl}/sitemap.xml`,
    ]),
  );
});

test('sitemap.xml is an index of files with the public pages, the places, the agencies and the listings', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const api = apiOf(request);
  const { items: listings } = await api.call('searchProperties', { query: { sort: 'newest', limit: 48 } });
  // An older one of the newest 48: public before the sitemap's walk began.
  const listing = listings.at(-1);
  if (!listing) throw new Error('the demo data has public listings');
  const agencies = await api.call('agencies', { query: {} });
  const agency = agencies.items[0];
  if (!agency) throw new Error('the demo data has approved agencies');
  await page.goto('/');

  const index = await request.get('/sitemap.xml');
  expect(index.status()).toBe(200);
  expect(index.headers()['content-type']).toBe('application/xml; charset=utf-8');
  const files = await locsOf(page, await index.text(), 'sitemapindex');
  expect(files[0]).toBe(`${webUrl}/sitemaps/pages-0.xml`);
  expect(files).toContain(`${webUrl}/sitemaps/listings-0.xml`);

  const urls: string[] = [];
  for (const file of files) {
    expect(file.startsWith(`${webUrl}/sitemaps/`), file).toBe(true);
    const answer = await request.get(file);
    expect(answer.status(), file).toBe(200);
    const locs = await locsOf(page, await answer.text(), 'urlset');
    expect(locs.length, file).toBeGreaterThan(0);
    expect(locs.length, file).toBeLessThanOrEqual(50_000);
    urls.push(...locs);
  }
  for (const url of urls) expect(url.startsWith(`${webUrl}/`), url).toBe(true);
  const path = { sell: '/buy', rent: '/rent' }[listing.listingType];
  expect(urls).toEqual(
    expect.arrayContaining([
      `${webUrl}/`,
      `${webUrl}${path}`,
      `${webUrl}/legal/terms`,
      `${webUrl}${path}/${listing.place.municipality.slug}`,
      `${webUrl}/p/${listing.id}`,
      `${webUrl}/agency/${agency.slug}`,
    ]),
  );
  expect(urls.some((url) => url.includes('/me/') || url.includes('/login'))).toBe(false);
  expect((await request.get('/sitemaps/listings-999.xml')).status()).toBe(404);
});
