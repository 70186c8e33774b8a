// Issue 14's proof: a search saved as instant (by a visitor who logs in on the way) → another user
// publishes a matching listing → the alert e-mail in the development mailbox links to it, the bell
// shows one unread, reading clears it; the frequency changed, the search deleted; push on this
// browser switched on and off (and blocked). Also the property page's price history after the
// price is lowered.
import { bs } from '@krov/messages';
import { type APIRequestContext, expect } from '@playwright/test';
import { apiOf } from '../api.ts';
import { webUrl } from '../ports.ts';
import { acceptCookies, expectAccessible, mailboxMark, newUser, type TestUser, test } from '../support.ts';
import { editPrice, emailTo, fakeSubscription, publishFlat, S, stubPushService } from './alerts-fixtures.ts';
import { logIn } from './first-minutes-fixtures.ts';
import { logIn as logInFromLoginPage } from './listings-fixtures.ts';

const H = bs.propertyPage.priceHistory;

test.describe('saved searches and their alerts', () => {
  let api: APIRequestContext;
  let searcher: TestUser;
  let pushUser: TestUser;

  test.beforeAll(async ({ playwright }) => {
    test.setTimeout(120_000);
    api = await playwright.request.newContext();
    searcher = await newUser(api, { name: 'Lejla Tražić', tag: 'alarmi', verifyPhone: false });
    pushUser = await newUser(api, { name: 'Tarik Pušić', tag: 'alarmi', verifyPhone: false });
    // The publisher last: `api` stays logged in as them.
    await newUser(api, { name: 'Nermin Objavić', tag: 'alarmi', verifyPhone: true });
  });

  test.afterAll(async () => {
    await api.dispose();
  });

  test.beforeEach(async ({ context, baseURL }) => {
    await acceptCookies(context, baseURL ?? webUrl);
  });

  test('saved as instant after logging in → a match is published → e-mail, bell, read; price history; frequency; delete', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    // A window of 100 KM no other listing of the run is published in: this test's listing is the one match.
    const price = 600_000 + Math.floor(Math.random() * 3_000) * 100 + 50;
    const searchPath = `/buy/centar-sarajevo?cijena=${price - 50}-${price + 50}&vrsta=stan`;

    // A visitor saves the search: the login page first, then back on the same search, saved.
    await page.goto(searchPath);
    // The bar's "Sačuvaj pretragu" opens the frequency, instant by default, and "Sačuvaj".
    const control = page.getByTestId('save-search');
    await control.getByRole('button', { name: S.save.button, exact: true }).click();
    await expect(control.getByTestId('save-search-frequency')).toHaveValue('instant');
    await control.getByRole('button', { name: S.save.confirm, exact: true }).click();
    await expect(page).toHaveURL(
      `/login?next=${encodeURIComponent(`${searchPath}&save=instant`)}&reason=saveSearch`,
    );
    await expect(page.getByText(S.loginReason)).toBeVisible();
    await logIn(page, searcher);
    // Generous: the login's own calls, then the search page rendered for the session.
    await expect(page).toHaveURL(searchPath, { timeout: 30_000 });
    await expect(page.getByTestId('save-search-saved')).toBeVisible({ timeout: 15_000 });

    await page.goto('/me/searches');
    const row = page.getByTestId('saved-search');
    await expect(row).toHaveCount(1, { timeout: 15_000 });
    await expect(row.getByTestId('saved-search-frequency')).toHaveValue('instant');
    await expect(row.getByTestId('saved-search-open')).toHaveAttribute('href', searchPath);

    // Another user publishes a flat inside the search: the instant alert e-mail links to it.
    const mark = await mailboxMark(api);
    const id = await publishFlat(api, price);
    const email = await emailTo(api, searcher.email, mark);
    expect(email.subject).toBe(bs.notification.savedSearch.title);
    const link = `${webUrl}/p/${id}`;
    expect(email.text).toContain(`${bs.notification.savedSearch.action}: ${link}`);

    // The link opens the listing; the bell (asked when the page loads) has one unread.
    await page.goto(link);
    await expect(page.getByTestId('property-page')).toHaveAttribute('data-property-id', id);
    await expect(page.getByTestId('bell-badge')).toHaveText('1', { timeout: 15_000 });
    await page.getByTestId('bell-button').click();
    const panel = page.getByTestId('bell-panel');
    const item = panel.getByTestId('bell-item');
    await expect(item).toHaveCount(1);
    await expect(item).toHaveAttribute('data-unread', 'true');
    await expect(item).toContainText(bs.notification.savedSearch.title);
    // Shown is read: the badge goes at once, the item keeps its mark while the panel is open.
    await expect(page.getByTestId('bell-badge')).toHaveCount(0);
    await expect(panel.getByTestId('bell-mark-all')).toBeEnabled();
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);

    // Read for the api too: after a reload no badge, the item no longer unread.
    await page.reload();
    await expect(page.getByTestId('property-page')).toBeVisible();
    await page.getByTestId('bell-button').click();
    await expect(item).toHaveCount(1);
    await expect(item).not.toHaveAttribute('data-unread');
    await expect(page.getByTestId('bell-badge')).toHaveCount(0);
    await expect(panel.getByTestId('bell-mark-all')).toBeDisabled();
    await page.keyboard.press('Escape');

    // The owner lowers the price: the page (rendered per request for a session) shows both prices.
    await expect(page.getByTestId('price-history')).toHaveCount(0);
    // Published today (or yesterday, when the test crossed midnight in Sarajevo).
    const firstDays = [H.onMarketToday, H.onMarket.one.replace('{days}', '1')];
    expect(firstDays).toContain(await page.getByTestId('days-on-market').textContent());
    await editPrice(api, id, price - 30_000);
    await page.reload();
    const rows = page.getByTestId('price-history').getByTestId('price-history-row');
    await expect(rows).toHaveCount(2);
    const km = (amount: number) => `${amount.toLocaleString('de-DE')} KM`;
    await expect(rows.nth(0)).toContainText(km(price - 30_000));
    await expect(rows.nth(0)).toContainText('↓');
    await expect(rows.nth(1)).toContainText(km(price));
    await expect(rows.nth(1)).toContainText(H.listed);
    await expectAccessible(page);

    // The frequency changed, kept by the api; then the search deleted after the confirmation.
    await page.goto('/me/searches');
    const frequency = row.getByTestId('saved-search-frequency');
    const changed = page.waitForResponse(
      (response) =>
        response.url().includes('/api/users/me/saved-searches/') && response.request().method() === 'PUT',
    );
    await frequency.selectOption('daily');
    expect((await changed).status()).toBe(200);
    await page.reload();
    await expect(frequency).toHaveValue('daily', { timeout: 15_000 });

    await row.getByTestId('saved-search-delete').click();
    const dialog = page.getByRole('dialog', { name: S.list.deleteTitle });
    await dialog.getByRole('button', { name: S.list.deleteConfirm, exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row).toHaveCount(0);
    await expect(page.getByTestId('saved-searches-empty')).toBeVisible();
    expect((await apiOf(page.request).call('savedSearches', {})).items).toEqual([]);
  });

  test('push on this browser: on POSTs the subscription, off DELETEs it; a blocked browser cannot switch', async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const origin = baseURL ?? webUrl;
    const subscription = fakeSubscription();
    await context.grantPermissions(['notifications'], { origin });
    await stubPushService(context, subscription);
    await logInFromLoginPage(page, pushUser.email);

    await page.goto('/me/notifications');
    await expect(page.getByTestId('notification-switch-email-savedSearch')).toHaveAttribute(
      'aria-checked',
      'true',
      { timeout: 15_000 },
    );
    const section = page.getByTestId('push-section');
    const pushSwitch = section.getByTestId('push-switch');
    await expect(section).toHaveAttribute('data-state', 'off', { timeout: 15_000 });
    await expect(pushSwitch).toHaveAttribute('aria-checked', 'false');

    const pushCall = (method: string) =>
      page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/users/me/push-subscriptions') &&
          response.request().method() === method,
      );
    const added = pushCall('POST');
    await pushSwitch.click();
    const addResponse = await added;
    expect(addResponse.status()).toBe(204);
    expect(addResponse.request().postDataJSON()).toEqual({ ...subscription, expirationTime: null });
    await expect(section).toHaveAttribute('data-state', 'on');
    await expect(pushSwitch).toHaveAttribute('aria-checked', 'true');
    await expect(section.getByTestId('push-status')).toHaveText(bs.notificationsPage.push.on);

    // Read again from the browser after a reload.
    await page.reload();
    await expect(section).toHaveAttribute('data-state', 'on', { timeout: 15_000 });

    const removed = pushCall('DELETE');
    await pushSwitch.click();
    const removeResponse = await removed;
    expect(removeResponse.status()).toBe(204);
    expect(removeResponse.request().postDataJSON()).toEqual({ endpoint: subscription.endpoint });
    await expect(section).toHaveAttribute('data-state', 'off');
    await expect(pushSwitch).toHaveAttribute('aria-checked', 'false');

    // Notifications blocked for the site (as the browser's site settings would): said, switch disabled.
    // Playwright has no "deny": the DevTools protocol sets it, in this test's browser context.
    const cdp = await context.newCDPSession(page);
    const { targetInfo } = await cdp.send('Target.getTargetInfo');
    await cdp.send('Browser.setPermission', {
      permission: { name: 'notifications' },
      setting: 'denied',
      origin,
      browserContextId: targetInfo.browserContextId,
    });
    await page.reload();
    await expect(section).toHaveAttribute('data-state', 'denied', { timeout: 15_000 });
    await expect(pushSwitch).toBeDisabled();
    await expect(section.getByTestId('push-status')).toHaveText(bs.notificationsPage.push.denied);
  });
});
