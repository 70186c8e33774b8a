// What the first-minutes specs (issue 12) share: the widths where the defects were seen, the login.
import { bs } from '@krov/messages';
import type { Page } from '@playwright/test';
import type { TestUser } from '../support.ts';
import { password } from './property-page-fixtures.ts';

export const desktop = { width: 1280, height: 900 };

/** Logs in on the login page the browser shows. */
export async function logIn(page: Page, user: Pick<TestUser, 'email'>) {
  await page.getByLabel(bs.fields.emailOrPhoneNumber, { exact: true }).fill(user.email);
  await page.getByLabel(bs.fields.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: bs.accounts.login.submit, exact: true }).click();
}
