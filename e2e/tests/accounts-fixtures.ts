// Pieces of the page the accounts specs share.
import { bs } from '@krov/messages';
import type { Page } from '@playwright/test';

export const userMenuButton = (page: Page) =>
  page
    .getByTestId('header-user-area')
    .getByRole('button', { name: new RegExp(`^${bs.shell.header.userMenu}`) });
export const headerLoginLink = (page: Page) =>
  page.getByTestId('header-user-area').getByRole('link', { name: bs.shell.header.login, exact: true });

export async function logOutFromUserMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^${bs.shell.header.userMenu}`) }).click();
  await page.getByRole('menuitem', { name: bs.common.logout, exact: true }).click();
}
