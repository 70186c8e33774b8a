// Issue 27, item 11: the owner of an agency still waiting for approval hears at the top of the
// listing form, before filling it, that the agency's listings are published once it is approved.
import { bs } from '@krov/messages';
import { expect } from '@playwright/test';
import { webUrl } from '../ports.ts';
import { acceptCookies, expectAccessible, test } from '../support.ts';

test.use({ viewport: { width: 1280, height: 800 }, locale: 'bs-BA' });

test("a pending agency's owner is told at the top of the new listing's form", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await acceptCookies(context, baseURL ?? webUrl);
  // The demo's owner of "Mostar Stan", whose request waits for an admin (demo-agencies.ts).
  await page.goto(`/login?next=${encodeURIComponent('/me/properties/new')}`);
  await page.getByLabel(bs.fields.emailOrPhoneNumber, { exact: true }).fill('tarik@demo.krov.ba');
  await page.getByLabel(bs.fields.password, { exact: true }).fill('krov-demo-2026');
  await page.getByRole('button', { name: bs.accounts.login.submit, exact: true }).click();
  await expect(page).toHaveURL('/me/properties/new', { timeout: 15_000 });
  const notice = page.getByTestId('agency-not-approved');
  await expect(notice).toContainText(
    bs.properties.agencyNotice.pendingTitle.replace('{agency}', 'Mostar Stan'),
  );
  await expect(notice).toContainText(bs.properties.agencyNotice.pendingText);
  // Said before the form: above its first field, on the first screen.
  const form = page.getByTestId('property-form');
  await expect(form).toBeVisible();
  const noticeBox = await notice.boundingBox();
  const formBox = await form.boundingBox();
  expect(noticeBox && formBox && noticeBox.y + noticeBox.height <= formBox.y).toBe(true);
  expect(noticeBox && noticeBox.y + noticeBox.height <= 800).toBe(true);
  await expectAccessible(page);
});
