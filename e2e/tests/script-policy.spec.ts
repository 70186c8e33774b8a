// The script policy of every page (issue 27, 20; docs/decisions/178-hashed-script-policy.md): a
// nonce where the page renders per request, the hashes of its own inline scripts where it is
// prerendered or cached. Google's CSP evaluator finds nothing severe on any page, every page still
// hydrates without a violation, and a cached page runs no injected script or handler.
import { createHash } from 'node:crypto';
import { expect, type Page, type Response } from '@playwright/test';
import { Severity } from 'csp_evaluator/dist/finding.js';
import { evaluateForFailure } from 'csp_evaluator/dist/lighthouse/lighthouse_checks.js';
import { CspParser } from 'csp_evaluator/dist/parser.js';
import { newUser, test } from '../support.ts';
import { logIn } from './listings-fixtures.ts';
import { publishedFlat } from './property-page-fixtures.ts';

type Violations = { __violations: string[] };

/** Every policy violation the page meets, from its first script on. */
async function watchViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __violations: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as Violations).__violations);

/**
 * The violations but zod's probe for `new Function`, which it makes once, catches, and answers by
 * parsing without compiling (its `jitless` path): no script of the page is kept from running.
 */
const scriptViolations = async (page: Page) =>
  (await violations(page)).filter((violation) => violation !== 'script-src eval');

async function policiesOf(response: Response | null): Promise<string[]> {
  const headers = (await response?.headersArray()) ?? [];
  return headers
    .filter((header) => header.name.toLowerCase() === 'content-security-policy')
    .flatMap((header) => header.value.split(','))
    .map((policy) => policy.trim());
}

/** Google's csp_evaluator over all the policies a page is sent, as Lighthouse runs it. */
function severeFindings(policies: string[]): string[] {
  return evaluateForFailure(policies.map((policy) => new CspParser(policy).csp))
    .filter((finding) => finding.severity === Severity.HIGH)
    .map((finding) => `${finding.directive}: ${finding.description}`);
}

/** React has hydrated the document: its host nodes carry their fibers. */
async function expectHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => Object.keys(document.body).some((key) => key.startsWith('__reactFiber$')));
}

/** The sha256 sources of the inline scripts the browser holds, hashed here from their text. */
async function inlineScriptHashes(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() =>
    [...document.scripts]
      .filter((script) => !script.src && (script.type === '' || script.type === 'module'))
      .map((script) => script.textContent ?? ''),
  );
  return texts.map((text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`);
}

async function expectScriptPolicy(page: Page, path: string, kind: 'hashes' | 'nonce'): Promise<void> {
  const response = await page.goto(path);
  const policies = await policiesOf(response);
  const scriptPolicies = policies.filter((policy) => policy.includes('script-src'));
  expect(scriptPolicies, path).toHaveLength(1);
  const [scriptPolicy = ''] = scriptPolicies;
  expect(severeFindings(policies), path).toEqual([]);
  expect(policies.join('; '), path).toContain("frame-ancestors 'none'");
  await expectHydrated(page);
  if (kind === 'nonce') {
    expect(scriptPolicy, path).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'$/);
  } else {
    expect(scriptPolicy, path).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*$/);
    const sources = scriptPolicy.split(' ');
    const hashes = await inlineScriptHashes(page);
    expect(hashes.length, path).toBeGreaterThan(0);
    for (const hash of hashes) expect(sources, path).toContain(hash);
  }
  expect(await scriptViolations(page), path).toEqual([]);
}

test('nonces where a page renders per request, its scripts’ hashes where it is cached; nothing severe; every page hydrates', async ({
  page,
  browser,
  playwright,
}) => {
  test.setTimeout(180_000);
  const api = await playwright.request.newContext();
  const owner = await newUser(api, { name: 'Politika Vlasnik', tag: 'csp', verifyPhone: true });
  const flat = await publishedFlat(api, { price: 120_000, size: 55, photos: 1 });
  await api.dispose();

  await watchViolations(page);
  const cached = [
    '/',
    '/legal/terms',
    '/legal/privacy',
    '/legal/terms?__raw=true',
    '/about',
    '/language',
    '/login',
    '/register',
    '/forgot-password',
    // A visitor's listing: made on the first visit, served from the cache on the second.
    `/p/${flat.id}`,
    `/p/${flat.id}`,
  ];
  for (const path of cached) await expectScriptPolicy(page, path, 'hashes');
  for (const path of ['/buy', '/rent?cijenaDo=2000']) await expectScriptPolicy(page, path, 'nonce');

  // Signed in: the listing renders per request, the private pages' shells are prerendered.
  const context = await browser.newContext();
  const signedIn = await context.newPage();
  await logIn(signedIn, owner.email);
  await watchViolations(signedIn);
  await expectScriptPolicy(signedIn, `/p/${flat.id}`, 'nonce');
  for (const path of ['/me/saved', '/messages', '/me/properties/new']) {
    await expectScriptPolicy(signedIn, path, 'hashes');
  }
  await context.close();
});

test('a cached page runs no injected inline script and no injected handler', async ({ page, playwright }) => {
  const api = await playwright.request.newContext();
  await newUser(api, { name: 'Ubacivanje Vlasnik', tag: 'inject', verifyPhone: true });
  const flat = await publishedFlat(api, { price: 80_000, size: 35, photos: 1 });
  await api.dispose();

  await watchViolations(page);
  // What a stored injection would put into the HTML a cache serves: a script and a handler, the
  // headers left as the server sent them.
  const injected =
    '<script>window.__injectedScript = 1</script><img src="/nothing-here.png" onerror="window.__injectedHandler = 1">';
  for (const path of [`/p/${flat.id}`, '/legal/terms']) {
    await page.route(
      (url) => url.pathname === path.split('?')[0],
      async (route) => {
        const response = await route.fetch();
        const headers = Object.fromEntries(
          Object.entries(response.headers()).filter(
            ([name]) => !['content-encoding', 'content-length'].includes(name),
          ),
        );
        const body = (await response.text()).replace('</body>', `${injected}</body>`);
        expect(body).toContain(injected);
        await route.fulfill({ status: response.status(), headers, body });
      },
      { times: 1 },
    );
    await page.goto(path);
    // The page's own scripts run: it hydrates.
    await expectHydrated(page);
    // The injected ones do not, and the browser says why.
    await expect
      .poll(async () => (await scriptViolations(page)).map((each) => each.split(' ')[0]).sort())
      .toEqual(['script-src-attr', 'script-src-elem']);
    // The same markup added later, as a script in the page would: stopped too.
    await page.evaluate((markup) => document.body.insertAdjacentHTML('beforeend', markup), injected);
    await expect.poll(async () => (await scriptViolations(page)).length).toBeGreaterThan(2);
    expect(
      await page.evaluate(() => {
        const seen = window as unknown as { __injectedScript?: number; __injectedHandler?: number };
        return [seen.__injectedScript, seen.__injectedHandler];
      }),
      path,
    ).toEqual([undefined, undefined]);
  }
});
