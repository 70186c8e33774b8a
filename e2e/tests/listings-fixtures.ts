// Helpers the listings specs share: logging in, and the cards, tabs and counts of /me/properties.
import { bs } from '@krov/messages';
import { expect, type Page } from '@playwright/test';
import { testUserPassword } from '../support.ts';

/** The password of the users newUser registers. */
export const password = testUserPassword;

export async function logIn(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(bs.fields.emailOrPhoneNumber, { exact: true }).fill(email);
  await page.getByLabel(bs.fields.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: bs.accounts.login.submit, exact: true }).click();
  // A login lands on the home page, which renders first when its cached copy is 30 s old
  // (docs/decisions/097-home-page-data.md): a loaded machine needs more than 5 s for that.
  await expect(page).toHaveURL('/', { timeout: 15_000 });
}

export const L = bs.properties;
export const M = bs.myProperties;

export function card(page: Page) {
  return page.getByTestId('property-card');
}

/** Chooses an action from the (first) card's menu, "Više radnji". */
export async function fromCardMenu(page: Page, action: string, which = card(page).first()) {
  await which.getByRole('button', { name: M.more }).click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

export function tab(page: Page, name: keyof typeof M.tabs) {
  return page.getByRole('tab', { name: new RegExp(`^${M.tabs[name]}`) });
}

export async function expectCount(page: Page, name: keyof typeof M.tabs, count: number): Promise<void> {
  await expect(page.getByTestId(`tab-count-${name}`)).toHaveText(String(count));
}
