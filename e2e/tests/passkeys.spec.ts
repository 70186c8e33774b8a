// Passkeys (issue 30 point 4): a user logged in with the password registers a passkey in
// /me/profile with Chromium's virtual authenticator (CDP WebAuthn), logs out, and logs in with it
// without typing an e-mail address.
import { bs } from '@krov/messages';
import { expect } from '@playwright/test';
import { webUrl } from '../ports.ts';
import { acceptCookies, newUser, type TestUser, test, toast } from '../support.ts';
import { logOutFromUserMenu, userMenuButton } from './accounts-fixtures.ts';
import { logIn } from './first-minutes-fixtures.ts';

test.use({ locale: 'bs-BA' });

test.describe('passkeys', () => {
  let user: TestUser;

  test.beforeAll(async ({ playwright }) => {
    const api = await playwright.request.newContext();
    user = await newUser(api, { name: 'Selma Ključ', tag: 'passkey', verifyPhone: false });
    await api.dispose();
  });

  test('a user registers a passkey in the profile, logs out and logs in with it, no e-mail typed', async ({
    context,
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await acceptCookies(context, baseURL ?? webUrl);
    // This page's browser gets a platform authenticator that holds discoverable credentials and
    // verifies its user (as a fingerprint would) without asking.
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
      },
    });

    await page.goto('/login');
    await logIn(page, user);
    await expect(userMenuButton(page)).toBeVisible();

    await page.goto('/me/profile');
    const section = page.getByTestId('profile-passkeys');
    await expect(section.getByRole('heading', { name: bs.profile.passkeys.title })).toBeVisible();
    await expect(section.getByText(bs.profile.passkeys.empty)).toBeVisible();
    await section.getByRole('button', { name: bs.profile.passkeys.add }).click();
    await expect(toast(page, bs.profile.passkeys.added)).toBeVisible();
    await expect(section.getByTestId('passkey')).toHaveCount(1);
    await expect(section.getByTestId('passkey')).toContainText(bs.profile.passkeys.neverUsed);
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]?.isResidentCredential).toBe(true);

    await logOutFromUserMenu(page);
    await page.goto('/login');
    await page.getByRole('button', { name: bs.accounts.login.passkey, exact: true }).click();
    await expect(userMenuButton(page)).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL('/', { timeout: 15_000 });

    // The passkey says when it was last used.
    await page.goto('/me/profile');
    await expect(page.getByTestId('profile-passkeys').getByTestId('passkey')).not.toContainText(
      bs.profile.passkeys.neverUsed,
    );
  });
});
