// Unverified users, changed contacts, a failed refresh and a redirect through the login.
import { bs } from '@krov/messages';
import { expect, type Page } from '@playwright/test';
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
import { headerLoginLink, userMenuButton } from './accounts-fixtures.ts';

async function logIn(page: Page, identifier: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(bs.fields.emailOrPhoneNumber, { exact: true }).fill(identifier);
  await page.getByLabel(bs.fields.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: bs.accounts.login.submit, exact: true }).click();
}

test.use({ locale: 'bs-BA' });

test.describe('accounts', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await acceptCookies(context, baseURL ?? webUrl);
  });

  test('an unverified user lands on /verify-email without a toast, and a password reset verifies the address', async ({
    page,
    request,
  }) => {
    const email = `e2e-unverified-${uniqueRun()}@example.ba`;
    const password = 'neka-lozinka-2026';
    await apiOf(request).call('register', {
      body: {
        name: 'Neven Nepotvrđeni',
        email,
        phoneNumber: uniquePhone(),
        password,
        passwordConfirmation: password,
      },
    });

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
    await expect(page).toHaveURL(`/login?email=${encodeURIComponent(email)}`);
    await expect(page.getByLabel(bs.fields.emailOrPhoneNumber, { exact: true })).toHaveValue(email);

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
    // The page's own reads have answered first (the passkeys' list is its last): one still in
    // flight when the cookies go would log out before the click, and the button would be gone.
    await expect(page.getByText(bs.profile.passkeys.empty)).toBeVisible();
    await page.context().clearCookies({ name: 'krov_access' });
    await page.context().clearCookies({ name: 'krov_refresh' });
    // Saving asks the api, whose refresh fails. Another of the page's requests (a count polled, a
    // read a slow host has not answered yet) may meet the failed refresh first and log out before
    // the click lands (seen once: the button was gone and the click waited on it for a minute).
    // Either way the failed refresh must end on the home page, logged out.
    const save = page.getByTestId('profile-name').getByRole('button', { name: bs.common.save });
    await Promise.race([save.click().catch(() => undefined), page.waitForURL('/').catch(() => undefined)]);
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
