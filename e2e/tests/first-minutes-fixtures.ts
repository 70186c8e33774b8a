// What the first-minutes specs (issue 12) share: the widths where the defects were seen, the login.
import { bs } from '@krov/messages';
import type { Page } from '@playwright/test';
import type { TestUser } from '../support.ts';
import { password } from './property-page-fixtures.ts';

export const desktop = { width: 1280, height: 900 };

/** An Android phone, as the defects of the small screen were seen. */
export const androidPhone = {
  viewport: { width: 390, height: 844 },
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  isMobile: true,
  hasTouch: true,
};

/** Logs in on the login page the browser shows. */
export async function logIn(page: Page, user: Pick<TestUser, 'email'>) {
  await page.getByLabel(bs.fields.emailOrPhoneNumber, { exact: true }).fill(user.email);
  await page.getByLabel(bs.fields.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: bs.accounts.login.submit, exact: true }).click();
}
