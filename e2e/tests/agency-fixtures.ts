// What agency.spec.ts needs: the invitation's link from the development mailbox, the request form filled in.
import { bs } from '@krov/messages';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { mailbox } from '../support.ts';

export const A = bs.agency;
export const Admin = bs.admin.agencies;

/** The token of the first invitation e-mailed to `to` after `mark` (mail goes out through a job: poll). */
export async function invitationTokenSentTo(
  request: APIRequestContext,
  to: string,
  mark: number,
): Promise<string> {
  let token: string | undefined;
  await expect
    .poll(
      async () => {
        const message = (await mailbox(request, to)).find((m) => m.id > mark);
        token = message?.text.match(/\/invitation\?token=([^\s&"<>]+)/)?.[1];
        return Boolean(token);
      },
      { timeout: 20_000, message: `an invitation sent to ${to}` },
    )
    .toBe(true);
  return token as string;
}

/** The request form of /me/agency, filled in with the office's pin in Hrasno (Sarajevo). */
export async function fillAgencyRequest(page: Page, name: string): Promise<void> {
  await page.getByLabel(bs.fields.agencyName, { exact: true }).fill(name);
  await page.getByLabel(bs.fields.description, { exact: true }).fill('Stanovi i kuće u Sarajevu, od 2010.');
  await page.getByLabel(bs.fields.address, { exact: true }).fill('Zmaja od Bosne 12, Sarajevo');
  await page.getByLabel(bs.fields.phoneNumber, { exact: true }).fill('033 111 222');
  await page.getByLabel(bs.fields.email, { exact: true }).fill('ured@e2e-agencija.ba');
  await page.getByLabel(bs.fields.website, { exact: true }).fill('https://www.e2e-agencija.ba');
  await page.getByLabel(A.authorities.fbih, { exact: true }).check();
  await page.getByLabel(bs.fields.registerNumber, { exact: true }).fill('FBiH-PN-042/26');
  // The place first, so that a click on the map is at street level (as the listing editor).
  const map = page.getByTestId('location-map');
  await expect(map.locator('.leaflet-container')).toBeVisible();
  await page.getByRole('combobox', { name: bs.properties.map.find }).fill('Hrasno');
  await page
    .getByRole('option', { name: /Hrasno/ })
    .first()
    .click();
  await expect(page.getByTestId('pin-too-far')).toHaveCount(0);
  await page.waitForTimeout(400); // the map's fit animation
  await map.click();
  await expect(map.locator('.krov-pin')).toBeVisible();
}

/** Logs in on the login page the browser shows (the address may be filled in already). */
export async function logInAs(page: Page, email: string, password: string): Promise<void> {
  const field = page.getByLabel(bs.fields.emailOrPhoneNumber, { exact: true });
  await expect(field).toBeVisible();
  if ((await field.inputValue()) !== email) await field.fill(email);
  await page.getByLabel(bs.fields.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: bs.accounts.login.submit, exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/, { timeout: 15_000 });
}
