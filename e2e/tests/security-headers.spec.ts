// Every page says it must not be framed, and the rest of the security headers (issue 13, 5):
// a prerendered page, a page rendered per request, and a listing; a signed-in page framed by
// another site shows nothing, and the pages still work.
import { expect } from '@playwright/test';
import { webUrl } from '../ports.ts';
import { newUser, test } from '../support.ts';
import { publishedFlat } from './property-page-fixtures.ts';

const generalPolicy = "frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'";
const expected = {
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
};

test('a static page, a per-request page and a listing carry the security headers, and cannot be framed', async ({
  page,
  playwright,
  browser,
}) => {
  const api = await playwright.request.newContext();
  await newUser(api, { name: 'Okvir Vlasnik', tag: 'okvir', verifyPhone: true });
  const flat = await publishedFlat(api, { price: 99_000, size: 40, photos: 1 });
  await api.dispose();

  for (const path of ['/legal/terms', '/buy?cijenaDo=200000', `/p/${flat.id}`]) {
    const response = await page.goto(path);
    const headers = response?.headers() ?? {};
    for (const [name, value] of Object.entries(expected)) {
      expect({ path, name, value: headers[name] }).toEqual({ path, name, value });
    }
    expect(headers['permissions-policy']).toContain('geolocation=(self)');
    // The general policy everywhere; the per-request page adds its scripts' nonce.
    expect(headers['content-security-policy']).toContain(generalPolicy);
  }
  // The pages still work: the listing's gallery and actions are there.
  await expect(page.getByTestId('property-page')).toBeVisible();

  // The build's chunks carry nosniff only (decision 162): the document headers would cost every
  // first load's JavaScript budget and protect nothing on a script.
  const chunk = await page.evaluate(
    () =>
      [...document.scripts].map((script) => script.src).find((src) => src.includes('/_next/static/')) ?? '',
  );
  expect(chunk).not.toBe('');
  const chunkHeaders = (await page.request.get(chunk)).headers();
  expect(chunkHeaders['x-content-type-options']).toBe('nosniff');
  expect(chunkHeaders['content-security-policy']).toBeUndefined();
  expect(chunkHeaders['permissions-policy']).toBeUndefined();

  // Another site frames /p/{id}: the browser refuses to show it.
  const other = await browser.newContext();
  const attacker = await other.newPage();
  await attacker.setContent(
    `<iframe id="victim" src="${webUrl}/p/${flat.id}" width="800" height="600"></iframe>`,
  );
  // The frame's navigation ends on the browser's error page, not on the listing.
  await expect
    .poll(() =>
      attacker
        .frames()
        .find((candidate) => candidate !== attacker.mainFrame())
        ?.url(),
    )
    .toBe('chrome-error://chromewebdata/');
  await other.close();
});

test('pages rendered per request run only scripts with their nonce; an injected handler does not run', async ({
  page,
}) => {
  // Every policy violation the page meets, from its first script on.
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __violations: seen });
    document.addEventListener('securitypolicyviolation', (event) => seen.push(event.violatedDirective));
  });
  const response = await page.goto('/buy');
  const policies = (await response?.headersArray())
    ?.filter((header) => header.name.toLowerCase() === 'content-security-policy')
    .map((header) => header.value)
    .join(', ');
  const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(policies ?? '')?.[1];
  expect(nonce, policies).toBeTruthy();
  expect(policies).toContain("'strict-dynamic'");
  expect(policies).toContain("frame-ancestors 'none'");

  // Next's scripts carry it, and the page works: the filters open, the results are there.
  const scripts = await page.evaluate(() =>
    [...document.scripts]
      .filter((script) => script.type !== 'application/ld+json')
      .map((script) => script.nonce),
  );
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.every((each) => each === nonce)).toBe(true);
  await expect(page.getByTestId('listing-card').first()).toBeVisible();
  await page.getByTestId('view-map').click();
  await expect(page.getByTestId('search-map')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual(
    [],
  );

  // The classic injection: markup with an inline handler. The policy stops it.
  await page.evaluate(() =>
    document.body.insertAdjacentHTML(
      'beforeend',
      '<img src="/nothing-here.png" onerror="window.__injected = 1">',
    ),
  );
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations.length))
    .toBeGreaterThan(0);
  expect(
    await page.evaluate(() => (window as unknown as { __injected?: number }).__injected),
  ).toBeUndefined();
});
