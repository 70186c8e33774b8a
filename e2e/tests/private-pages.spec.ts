// A private page for a visitor without a session: the server sends them to log in before any HTML
// (docs/decisions/100-private-pages-redirect-on-the-server.md); a session whose access cookie has
// expired stays on the page, which refreshes it.
import { bs } from '@krov/messages';
import { type APIRequestContext, expect } from '@playwright/test';
import { webUrl } from '../ports.ts';
import { newUser, type TestUser, test } from '../support.ts';
import { password } from './listings-fixtures.ts';

const loginForSaved = `/login?next=${encodeURIComponent('/me/saved')}`;

test.describe('private pages', () => {
  let api: APIRequestContext;
  let user: TestUser;

  test.beforeAll(async ({ playwright }) => {
    api = await playwright.request.newContext();
    user = await newUser(api, { name: 'Lejla Privatna', tag: 'privatno', verifyPhone: false });
  });

  test.afterAll(async () => {
    await api.dispose();
  });

  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: 'cookieconsent_status', value: 'ok', url: baseURL ?? webUrl }]);
  });

  test('logged out: a 307 to /login?next=… at once, no page in between; after login, back at next', async ({
    page,
    request,
  }) => {
    for (const path of ['/me/saved', '/me/profile?tab=1', '/messages', '/payment']) {
      const answer = await request.get(path, { maxRedirects: 0 });
      expect(answer.status(), path).toBe(307);
      expect(answer.headers()['cache-control'], path).toBe('private, no-store');
      const location = new URL(answer.headers().location ?? '', webUrl);
      expect(`${location.pathname}${location.search}`, path).toBe(`/login?next=${encodeURIComponent(path)}`);
    }

    // In the browser: the only document /me/saved answered is the redirect; the first page drawn is the login.
    const documents: { url: string; status: number }[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'document') {
        documents.push({ url: new URL(response.url()).pathname, status: response.status() });
      }
    });
    const landed = await page.goto('/me/saved');
    expect(documents).toEqual([
      { url: '/me/saved', status: 307 },
      { url: '/login', status: 200 },
    ]);
    expect(landed?.request().redirectedFrom()?.url()).toBe(`${webUrl}/me/saved`);
    await expect(page).toHaveURL(loginForSaved);

    await page.getByLabel(bs.fields.emailOrPhoneNumber, { exact: true }).fill(user.email);
    await page.getByLabel(bs.fields.password, { exact: true }).fill(password);
    await page.getByRole('button', { name: bs.accounts.login.submit, exact: true }).click();
    // After the login's own calls (profile, unread count): generous, the machine may be busy.
    await expect(page).toHaveURL('/me/saved', { timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: bs.saved.title })).toBeVisible();
    await expect(page.getByTestId('saved-empty')).toBeVisible();
  });

  test('logged in with only the refresh cookie and its hint: the page stays and refreshes the session', async ({
    page,
    context,
  }) => {
    await page.goto('/login');
    await page.getByLabel(bs.fields.emailOrPhoneNumber, { exact: true }).fill(user.email);
    await page.getByLabel(bs.fields.password, { exact: true }).fill(password);
    await page.getByRole('button', { name: bs.accounts.login.submit, exact: true }).click();
    await expect(page).toHaveURL('/', { timeout: 30_000 });
    // The 15-minute access cookie has expired; the 30-day ones remain.
    await context.clearCookies({ name: 'krov_access' });
    expect((await context.cookies()).map((cookie) => cookie.name)).toEqual(
      expect.arrayContaining(['krov_refresh', 'krov_session']),
    );

    const refreshed = page.waitForResponse(
      (response) => response.url() === `${webUrl}/api/tokens/refresh-token`,
    );
    const answer = await page.goto('/me/saved');
    expect(answer?.status()).toBe(200);
    expect(answer?.request().redirectedFrom()).toBeNull();
    expect((await refreshed).status()).toBe(200);
    await expect(page.getByTestId('saved-empty')).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL('/me/saved');
    expect((await context.cookies()).map((cookie) => cookie.name)).toContain('krov_access');
  });
});
