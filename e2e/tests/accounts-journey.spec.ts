// A new user's whole journey: register, verify, log in, edit the profile, switch language, log out.
import { bs, en } from '@krov/messages';
import { expect } from '@playwright/test';
import { apiOf } from '../api.ts';
import { webUrl } from '../ports.ts';
import {
  acceptCookies,
  expectAccessible,
  mailboxMark,
  messageWithCodeSentTo,
  test,
  toast,
  uniquePhone,
  uniqueRun,
} from '../support.ts';
import { headerLoginLink, logOutFromUserMenu, userMenuButton } from './accounts-fixtures.ts';

/** A 1×1 PNG: enough for the api to make a 512 px WebP of it. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test.use({ locale: 'bs-BA' });

test.describe('accounts', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await acceptCookies(context, baseURL ?? webUrl);
  });

  test('a new user registers, verifies, logs in, edits the profile, switches language and logs out', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(240_000);
    const run = uniqueRun();
    const email = `e2e-${run}@example.ba`;
    const phone = uniquePhone();
    const password = 'prva-lozinka-2026';
    const newPassword = 'druga-lozinka-2026';

    // ---- register ----
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(bs.accounts.register.title);
    await expectAccessible(page);
    await expect(
      page.getByRole('main').getByRole('link', { name: bs.accounts.register.terms }),
    ).toHaveAttribute('href', '/legal/terms');
    await expect(
      page.getByRole('main').getByRole('link', { name: bs.accounts.register.privacy }),
    ).toHaveAttribute('href', '/legal/privacy');
    // Client validation speaks the spec's keys, in Bosnian, on the fields.
    await page.getByRole('button', { name: bs.accounts.register.submit }).click();
    await expect(page.getByText(bs.validation.Required.replace('{field}', bs.fields.name))).toBeVisible();
    await expect(page.getByLabel(bs.fields.name, { exact: true })).toBeFocused();

    let mark = await mailboxMark(request);
    await page.getByLabel(bs.fields.name, { exact: true }).fill('Amra Testić');
    await page.getByLabel(bs.fields.email, { exact: true }).fill(email);
    await page.getByLabel(bs.fields.phoneNumber, { exact: true }).fill(phone);
    await page.getByLabel(bs.fields.password, { exact: true }).fill(password);
    await page.getByLabel(bs.fields.passwordConfirmation, { exact: true }).fill(password);
    await page.getByRole('button', { name: bs.accounts.register.submit }).click();
    await expect(page).toHaveURL(`/verify-email?email=${encodeURIComponent(email)}`);

    // ---- verify the e-mail with the code from the development mailbox ----
    const emailCode = await messageWithCodeSentTo(request, email, mark);
    expect(emailCode.subject).toBe(bs.email.verifyEmail.subject);
    await expect(page.getByText(bs.accounts.verifyEmail.sentTo.replace('{email}', email))).toBeVisible();
    // The api's 60 s resend wait counts down on the button.
    await expect(page.getByRole('button', { name: /\d+ s$/ })).toBeDisabled();
    await expectAccessible(page);
    await page.getByLabel(bs.fields.code, { exact: true }).fill(emailCode.code);
    await page.getByRole('button', { name: bs.accounts.verifyEmail.submit, exact: true }).click();
    await expect(toast(page, bs.accounts.verifyEmail.signedIn)).toBeVisible();
    // Signed in at once with the password just typed (issue 12): no login form in between.
    await expect(page).toHaveURL('/');
    await expect(userMenuButton(page)).toBeVisible();

    // ---- verify the phone number with the SMS code ----
    await page.goto('/verify-phone');
    await expect(page.getByText(bs.accounts.verifyPhone.sendTo.replace('{phone}', phone))).toBeVisible();
    await expectAccessible(page);
    mark = await mailboxMark(request);
    await page.getByRole('button', { name: bs.accounts.verifyPhone.sendCode }).click();
    const sms = await messageWithCodeSentTo(request, phone, mark);
    expect(sms.kind).toBe('sms');
    await page.getByLabel(bs.fields.code, { exact: true }).fill(sms.code);
    await page.getByRole('button', { name: bs.accounts.verifyPhone.submit, exact: true }).click();
    await expect(page.getByText(bs.accounts.verifyPhone.verified.replace('{phone}', phone))).toBeVisible();

    // ---- the profile: name and photo ----
    await page.goto('/me/profile');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(bs.profile.title);
    const nameSection = page.getByTestId('profile-name');
    await expect(nameSection.getByLabel(bs.fields.name, { exact: true })).toHaveValue('Amra Testić');
    await expect(page.getByTestId('profile-phone').getByText(bs.profile.status.verified)).toBeVisible();
    await expectAccessible(page);

    await nameSection.getByLabel(bs.fields.name, { exact: true }).fill('Amra Novak');
    await nameSection.getByRole('button', { name: bs.common.save }).click();
    await expect(toast(page, bs.profile.updated)).toBeVisible();
    await expect(userMenuButton(page)).toHaveAccessibleName(`${bs.shell.header.userMenu}: Amra Novak`);

    // The answer is held back a moment, so the progress bar can be seen while the photo goes up.
    await page.route(`${webUrl}/api/users/me/photo`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    const upload = page.waitForResponse(
      (response) =>
        response.url() === `${webUrl}/api/users/me/photo` && response.request().method() === 'POST',
    );
    await page.getByLabel(bs.profile.photo.choose, { exact: true }).setInputFiles({
      name: 'portret.png',
      mimeType: 'image/png',
      buffer: png,
    });
    await expect(page.getByRole('progressbar', { name: bs.profile.photo.uploading })).toBeVisible();
    expect((await upload).status()).toBe(200);
    await page.unroute(`${webUrl}/api/users/me/photo`);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(page.getByRole('img', { name: bs.profile.photo.alt })).toBeVisible();
    await expect(toast(page, bs.profile.updated).first()).toBeVisible();
    await expect(page.getByRole('button', { name: bs.profile.photo.remove })).toBeVisible();

    // ---- the password: changed, then logged out and in again with the new one (keyboard only) ----
    const passwordSection = page.getByTestId('profile-password');
    await passwordSection.getByLabel(bs.fields.currentPassword, { exact: true }).fill(password);
    await passwordSection.getByLabel(bs.fields.newPassword, { exact: true }).fill(newPassword);
    await passwordSection.getByLabel(bs.fields.newPasswordConfirmation, { exact: true }).fill(newPassword);
    const passwordPut = page.waitForResponse(
      (response) => response.url() === `${webUrl}/api/users/me` && response.request().method() === 'PUT',
    );
    await passwordSection.getByRole('button', { name: bs.profile.password.submit }).click();
    expect((await passwordPut).status()).toBe(200);
    await expect(passwordSection.getByLabel(bs.fields.currentPassword, { exact: true })).toHaveValue('');

    await logOutFromUserMenu(page);
    await expect(page).toHaveURL('/login');
    await expect(headerLoginLink(page)).toBeVisible();

    await page.getByLabel(bs.fields.emailOrPhoneNumber, { exact: true }).focus();
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(password); // the old one is refused
    await page.keyboard.press('Enter');
    await expect(toast(page, bs.errors.InvalidEmailOrPassword)).toBeVisible();
    await expect(page.getByLabel(bs.fields.password, { exact: true })).toBeFocused();
    await page.keyboard.type(newPassword);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/');
    await expect(userMenuButton(page)).toBeVisible();

    // ---- English and back: html lang, texts, persistence, and the api's language ----
    const apiLanguage = async () => (await apiOf(page.request).call('me', {})).language;
    await page.goto('/language');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bs');
    await page.getByRole('button', { name: /English/ }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.language.title);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.language.title);
    await expect.poll(apiLanguage).toBe('en');
    await page.goto('/me/profile');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.profile.title);

    await page.goto('/language');
    await page.getByRole('button', { name: /^Bosanski/ }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bs');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(bs.language.title);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'bs');
    await expect.poll(apiLanguage).toBe('bs');

    // ---- an expired access token is renewed during a page action, unnoticed ----
    await page.goto('/me/profile');
    await expect(nameSection.getByLabel(bs.fields.name, { exact: true })).toHaveValue('Amra Novak');
    await context.clearCookies({ name: 'krov_access' });
    const refreshed = page.waitForResponse(
      (response) => response.url() === `${webUrl}/api/tokens/refresh-token`,
    );
    await nameSection.getByLabel(bs.fields.name, { exact: true }).fill('Amra Novak Hadžić');
    await nameSection.getByRole('button', { name: bs.common.save }).click();
    expect((await refreshed).status()).toBe(200);
    await expect(toast(page, bs.profile.updated)).toBeVisible();
    await expect(userMenuButton(page)).toHaveAccessibleName(`${bs.shell.header.userMenu}: Amra Novak Hadžić`);
    await expect(page).toHaveURL('/me/profile');

    // ---- logout from the user menu lands on /login ----
    await logOutFromUserMenu(page);
    await expect(page).toHaveURL('/login');
    await expect(headerLoginLink(page)).toBeVisible();
    // The server ended the session too: the cookies are gone.
    await expect(apiOf(page.request).call('me', {})).rejects.toMatchObject({ status: 401 });
    await page.goto('/me/profile');
    await expect(page).toHaveURL(`/login?next=${encodeURIComponent('/me/profile')}`);
  });
});
