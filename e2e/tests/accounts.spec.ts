import { bs, en } from '@krov/messages';
import { expect, type Page } from '@playwright/test';
import { webUrl } from '../ports.ts';
import {
  acceptCookies,
  apiUrl,
  expectAccessible,
  mailboxMark,
  messageWithCodeSentTo,
  test,
  toast,
  uniquePhone,
  uniqueRun,
} from '../support.ts';

/** The api of the product under test (playwright.config.ts starts it on e2e/ports.ts apiPort). */

async function logIn(page: Page, identifier: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(bs.fields.emailOrPhoneNumber, { exact: true }).fill(identifier);
  await page.getByLabel(bs.fields.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: bs.accounts.login.submit, exact: true }).click();
}

async function logOutFromUserMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^${bs.shell.header.userMenu}`) }).click();
  await page.getByRole('menuitem', { name: bs.common.logout, exact: true }).click();
}

const userMenuButton = (page: Page) =>
  page
    .getByTestId('header-user-area')
    .getByRole('button', { name: new RegExp(`^${bs.shell.header.userMenu}`) });
const headerLoginLink = (page: Page) =>
  page.getByTestId('header-user-area').getByRole('link', { name: bs.shell.header.login, exact: true });

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
    await expect(toast(page, bs.accounts.verifyEmail.success)).toBeVisible();
    await expect(page).toHaveURL('/login');

    // ---- log in ----
    await expectAccessible(page);
    await page.getByLabel(bs.fields.emailOrPhoneNumber, { exact: true }).fill(email);
    await page.getByLabel(bs.fields.password, { exact: true }).fill(password);
    await page.getByRole('button', { name: bs.accounts.login.submit, exact: true }).click();
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
    await page.route(`${apiUrl}/api/users/me/photo`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    const upload = page.waitForResponse(
      (response) =>
        response.url() === `${apiUrl}/api/users/me/photo` && response.request().method() === 'POST',
    );
    await page.getByLabel(bs.profile.photo.choose, { exact: true }).setInputFiles({
      name: 'portret.png',
      mimeType: 'image/png',
      buffer: png,
    });
    await expect(page.getByRole('progressbar', { name: bs.profile.photo.uploading })).toBeVisible();
    expect((await upload).status()).toBe(200);
    await page.unroute(`${apiUrl}/api/users/me/photo`);
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
      (response) => response.url() === `${apiUrl}/api/users/me` && response.request().method() === 'PUT',
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
    const apiLanguage = async () => {
      const response = await page.request.get(`${apiUrl}/api/users/me`);
      expect(response.ok()).toBe(true);
      return ((await response.json()) as { language: string }).language;
    };
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
      (response) => response.url() === `${apiUrl}/api/tokens/refresh-token`,
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
    expect((await page.request.get(`${apiUrl}/api/users/me`)).status()).toBe(401);
    await page.goto('/me/profile');
    await expect(page).toHaveURL(`/login?next=${encodeURIComponent('/me/profile')}`);
  });

  test('an unverified user lands on /verify-email without a toast, and a password reset verifies the address', async ({
    page,
    request,
  }) => {
    const email = `e2e-unverified-${uniqueRun()}@example.ba`;
    const password = 'neka-lozinka-2026';
    const registered = await request.post(`${apiUrl}/api/tokens/register`, {
      data: {
        name: 'Neven Nepotvrđeni',
        email,
        phoneNumber: uniquePhone(),
        password,
        passwordConfirmation: password,
      },
    });
    expect(registered.status()).toBe(201);

    await logIn(page, email, password);
    await expect(page).toHaveURL(`/verify-email?email=${encodeURIComponent(email)}`);
    await expect(page.getByText(bs.accounts.verifyEmail.sentTo.replace('{email}', email))).toBeVisible();
    await expect(page.getByLabel(bs.fields.code, { exact: true })).toBeFocused();
    await page.waitForTimeout(500); // a toast would have appeared by now
    await expect(page.locator('.Toastify__toast')).toHaveCount(0);

    // ---- forgotten password: e-mail, code, new password; the code proves the address ----
    await page.goto('/login');
    await page.getByRole('main').getByRole('link', { name: bs.accounts.login.forgotPassword }).click();
    await expect(page).toHaveURL('/forgot-password');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(bs.accounts.forgotPassword.title);
    await expectAccessible(page);
    const mark = await mailboxMark(request);
    await page.getByLabel(bs.fields.email, { exact: true }).fill(email);
    await page.getByRole('button', { name: bs.accounts.forgotPassword.requestSubmit }).click();
    await expect(
      page.getByText(bs.accounts.forgotPassword.codeDescription.replace('{email}', email)),
    ).toBeVisible();
    const reset = await messageWithCodeSentTo(request, email, mark);
    expect(reset.subject).toBe(bs.email.resetPassword.subject);
    await expect(page.getByLabel(bs.fields.code, { exact: true })).toBeFocused();
    await page
      .getByLabel(bs.fields.code, { exact: true })
      .fill('000000' === reset.code ? '111111' : '000000');
    await page.getByRole('button', { name: bs.accounts.forgotPassword.codeSubmit }).click();
    await expect(toast(page, bs.errors.InvalidOrExpiredCode)).toBeVisible();
    await page.getByLabel(bs.fields.code, { exact: true }).fill(reset.code);
    await page.getByRole('button', { name: bs.accounts.forgotPassword.codeSubmit }).click();
    await expect(
      page.getByText(bs.accounts.forgotPassword.step.replace('{step}', '3').replace('{total}', '3')),
    ).toBeVisible();
    const resetPassword = 'nova-lozinka-2026';
    await page.getByLabel(bs.fields.newPassword, { exact: true }).fill(resetPassword);
    await page.getByLabel(bs.fields.passwordConfirmation, { exact: true }).fill('nesto-drugo-2026');
    await page.getByRole('button', { name: bs.accounts.forgotPassword.passwordSubmit }).click();
    await expect(
      page.getByText(bs.validation.PasswordConfirmationNotSame.replace('{other}', bs.fields.password)),
    ).toBeVisible();
    await page.getByLabel(bs.fields.passwordConfirmation, { exact: true }).fill(resetPassword);
    await page.getByRole('button', { name: bs.accounts.forgotPassword.passwordSubmit }).click();
    await expect(toast(page, bs.accounts.forgotPassword.success)).toBeVisible();
    await expect(page).toHaveURL('/login');

    await page.getByLabel(bs.fields.emailOrPhoneNumber, { exact: true }).fill(email);
    await page.getByLabel(bs.fields.password, { exact: true }).fill(resetPassword);
    await page.getByRole('button', { name: bs.accounts.login.submit, exact: true }).click();
    await expect(page).toHaveURL('/');
    await expect(userMenuButton(page)).toBeVisible();
  });

  test('the e-mail address and the phone number change after their codes; a failed refresh logs out to /', async ({
    page,
    request,
  }) => {
    // A demo account: its codes are not in their 60 s resend wait, unlike a user who just registered.
    const run = uniqueRun();
    const newEmail = `e2e-${run}-novi@example.ba`;
    const phone = '+38762222302';
    const newPhone = uniquePhone();
    await logIn(page, 'emir@demo.krov.ba', 'krov-demo-2026');
    await expect(page).toHaveURL('/');
    await page.goto('/me/profile');
    await expect(
      page.getByTestId('profile-email').getByText('emir@demo.krov.ba', { exact: true }),
    ).toBeVisible();
    let mark: number;

    // ---- the e-mail address: changed after the code sent to the new one ----
    const emailSection = page.getByTestId('profile-email');
    mark = await mailboxMark(request);
    await emailSection.getByLabel(bs.profile.email.newEmail, { exact: true }).fill(newEmail);
    await emailSection.getByRole('button', { name: bs.profile.email.submit }).click();
    await expect(toast(page, bs.profile.updated).first()).toBeVisible();
    await expect(
      emailSection.getByText(bs.profile.email.codeSent.replace('{email}', newEmail)),
    ).toBeVisible();
    const emailChangeCode = await messageWithCodeSentTo(request, newEmail, mark);
    expect(emailChangeCode.subject).toBe(bs.email.changeEmail.subject);
    await emailSection.getByLabel(bs.fields.code, { exact: true }).fill(emailChangeCode.code);
    await emailSection.getByRole('button', { name: bs.profile.email.verifySubmit }).click();
    await expect(toast(page, bs.profile.email.changed.replace('{email}', newEmail))).toBeVisible();
    await expect(emailSection.getByText(newEmail, { exact: true })).toBeVisible();
    await expect(page.getByTestId('email-code-step')).toHaveCount(0);

    // ---- the phone number: the verified one stays until the new one is confirmed by SMS ----
    const phoneSection = page.getByTestId('profile-phone');
    mark = await mailboxMark(request);
    await phoneSection.getByLabel(bs.profile.phone.newPhone, { exact: true }).fill(newPhone);
    await phoneSection.getByRole('button', { name: bs.profile.phone.submit }).click();
    await expect(toast(page, bs.profile.updated).first()).toBeVisible();
    await expect(
      phoneSection.getByText(bs.profile.phone.codeSent.replace('{phone}', newPhone)),
    ).toBeVisible();
    await expect(phoneSection.getByText(phone, { exact: true })).toBeVisible();
    const phoneChangeCode = await messageWithCodeSentTo(request, newPhone, mark);
    await phoneSection.getByLabel(bs.fields.code, { exact: true }).fill(phoneChangeCode.code);
    await phoneSection.getByRole('button', { name: bs.profile.phone.verifySubmit }).click();
    // At most 3 toasts show at once (the shell's toast options): this one may wait for an earlier one to go.
    await expect(toast(page, bs.profile.phone.changed.replace('{phone}', newPhone))).toBeVisible({
      timeout: 10_000,
    });
    await expect(phoneSection.getByText(newPhone, { exact: true })).toBeVisible();
    await expect(phoneSection.getByText(bs.profile.status.verified)).toBeVisible();
    await expect(page.getByTestId('phone-code-step')).toHaveCount(0);

    // Both stay changed after a reload (the stored profile is the api's).
    await page.reload();
    await expect(page.getByTestId('profile-email').getByText(newEmail, { exact: true })).toBeVisible();
    await expect(page.getByTestId('profile-phone').getByText(newPhone, { exact: true })).toBeVisible();

    // ---- a failed token refresh (both cookies gone) logs out to the home page ----
    await page.context().clearCookies({ name: 'krov_access' });
    await page.context().clearCookies({ name: 'krov_refresh' });
    await page.getByTestId('profile-name').getByRole('button', { name: bs.common.save }).click();
    await expect(page).toHaveURL('/');
    await expect(headerLoginLink(page)).toBeVisible();
    await expect(userMenuButton(page)).toHaveCount(0);
  });

  test('a logged-out visitor of /verify-phone is sent to log in first, then back', async ({ page }) => {
    await page.goto('/verify-phone');
    await expect(page).toHaveURL(`/login?next=${encodeURIComponent('/verify-phone')}`);
    await page.getByLabel(bs.fields.emailOrPhoneNumber, { exact: true }).fill('+38763444504'); // a verified number
    await page.getByLabel(bs.fields.password, { exact: true }).fill('krov-demo-2026');
    await page.getByRole('button', { name: bs.accounts.login.submit, exact: true }).click();
    await expect(page).toHaveURL('/verify-phone');
    await expect(
      page.getByText(bs.accounts.verifyPhone.verified.replace('{phone}', '+38763444504')),
    ).toBeVisible();
  });
});
