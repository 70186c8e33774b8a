// The admins' queue (issue 29): two buyers report a new user's listing; the demo admin finds it in
// /admin's "Prijave" with both reports, hides it with a reason, and it leaves the open queue; the
// listing's page answers 404, the audit log names the action and its reason, and a reporter's
// notifications say the listing was removed.
import type { NotificationsResponse } from '@krov/contracts';
import { bs } from '@krov/messages';
import { type APIRequestContext, expect } from '@playwright/test';
import { apiOf } from '../api.ts';
import { webUrl } from '../ports.ts';
import { acceptCookies, expectAccessible, newUser, test, testUserPassword, toast } from '../support.ts';
import { logInAs } from './agency-fixtures.ts';
import { publishFlat } from './alerts-fixtures.ts';

const admin = { email: 'admin@demo.krov.ba', password: 'krov-demo-2026' };
const Q = bs.admin.reports;
const reason = 'Prevara: traži kaparu prije razgledanja.';

test.describe('the admin resolves the report', () => {
  let owner: APIRequestContext;
  let reporters: APIRequestContext[] = [];
  let listingId: string;

  test.beforeAll(async ({ playwright }) => {
    test.setTimeout(120_000);
    owner = await playwright.request.newContext();
    await newUser(owner, { name: 'Edin Prijavljeni', tag: 'red-prijava', verifyPhone: true });
    listingId = await publishFlat(owner, 97_000);
    reporters = [await playwright.request.newContext(), await playwright.request.newContext()];
    for (const [index, context] of reporters.entries()) {
      const user = await newUser(context, {
        name: `Kupac ${index + 1}`,
        tag: 'red-prijava',
        verifyPhone: false,
      });
      const api = apiOf(context);
      await api.call('login', { body: { emailOrPhoneNumber: user.email, password: testUserPassword } });
      await api.call('reportProperty', {
        params: { id: listingId },
        body: { reason: 'scam', text: index === 0 ? 'Traži kaparu unaprijed.' : '' },
      });
    }
  });

  test.afterAll(async () => {
    await Promise.all([owner, ...reporters].map((context) => context.dispose()));
  });

  test('two reports, one item; hidden with a reason, the listing is gone, logged, and the reporters told', async ({
    page,
    context,
    baseURL,
  }) => {
    await acceptCookies(context, baseURL ?? webUrl);
    await page.goto('/login?next=%2Fadmin');
    await logInAs(page, admin.email, admin.password);
    await expect(page).toHaveURL(/\/admin$/);
    await page.getByRole('button', { name: bs.admin.sections.reports, exact: true }).click();
    await page.getByRole('button', { name: Q.subject.listing }).click();
    const item = page.locator(`[data-testid="admin-report"][data-id="${listingId}"]`);
    await expect(item.getByTestId('admin-report-count')).toHaveText(Q.count.replace('{count}', '2'));
    await expect(item).toContainText('„Traži kaparu unaprijed.“');
    await expect(item).toContainText(`${Q.reasons.scam} · 2`);
    await expectAccessible(page);

    await item.getByRole('button', { name: Q.resolve.hide_listing.button }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(Q.resolve.reason, { exact: true }).fill(reason);
    await dialog.getByRole('button', { name: Q.resolve.hide_listing.button }).click();
    await expect(toast(page, Q.resolve.done.hide_listing)).toBeVisible();
    await expect(item).toHaveCount(0);

    // Resolved, it is among the resolved, with what was done and why.
    await page.getByRole('button', { name: Q.status.resolved }).click();
    await expect(item.getByTestId('admin-report-resolution')).toContainText(reason);

    // The audit log names it.
    await page.getByRole('button', { name: bs.admin.sections.auditLog }).click();
    const entry = page.getByTestId('admin-audit-entry').filter({ hasText: listingId }).first();
    await expect(entry).toContainText(bs.admin.auditLog.actions.report.hide_listing);
    await expect(entry).toContainText(reason);

    expect((await page.goto(`/p/${listingId}`))?.status()).toBe(404);
    // Both reporters are told, by a notification of kind report.
    for (const reporter of reporters) {
      const told = (await apiOf(reporter).call('notifications', { query: {} })) as NotificationsResponse;
      const reports = told.items.filter((notification) => notification.kind === 'report');
      expect(reports.map((notification) => notification.title)).toEqual([bs.notification.report.hiddenTitle]);
    }
  });
});
