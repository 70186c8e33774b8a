// The first ten minutes of a new visitor (issue 12), at the width where each defect was seen:
// asked to log in from a listing opened as a modal, the login page alone shows, says why, and the
// save or the phone number is finished after it; a verified e-mail code signs the user in, and the
// address travels between the login and the forgotten password.
import { bs } from '@krov/messages';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { apiOf } from '../api.ts';
import { webUrl } from '../ports.ts';
import {
  acceptCookies,
  codeSentTo,
  expectAccessible,
  mailboxMark,
  newUser,
  phoneAsShown,
  type TestUser,
  test,
  toast,
  uniquePhone,
  uniqueRun,
} from '../support.ts';
import { logOutFromUserMenu, userMenuButton } from './accounts-fixtures.ts';
import { desktop, logIn } from './first-minutes-fixtures.ts';
import { fill, type Listing, P, password, publishedFlat } from './property-page-fixtures.ts';

const results = '/buy/sarajevo?sort=najnovije';

/** The listing's card in the results, opened as a modal over them. */
async function openAsModal(page: Page, listing: Listing) {
  await page.goto(results);
  await page
    .locator(`[data-testid="listing-card"][data-property-id="${listing.id}"]`)
    .getByRole('link')
    .click();
  await expect(page).toHaveURL(`/p/${listing.id}`);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('property-page')).toHaveAttribute('data-property-id', listing.id);
  return dialog;
}

test.describe('a visitor asked to log in from a listing opened as a modal (desktop)', () => {
  let api: APIRequestContext;
  let buyer: TestUser;
  let owner: TestUser;
  let toSave: Listing;
  let toCall: Listing;

  test.beforeAll(async ({ playwright }) => {
    test.setTimeout(120_000);
    api = await playwright.request.newContext();
    buyer = await newUser(api, { name: 'Lejla Prva', tag: 'prvih-deset', verifyPhone: false });
    owner = await newUser(api, { name: 'Kenan Prodavac', tag: 'prvih-deset', verifyPhone: true });
    toSave = await publishedFlat(api, { price: 143_000, size: 52, photos: 1 });
    toCall = await publishedFlat(api, { price: 151_000, size: 57, photos: 1 });
  });

  test.afterAll(async () => {
    await api.dispose();
  });

  test.beforeEach(async ({ context, page, baseURL }) => {
    await acceptCookies(context, baseURL ?? webUrl);
    await page.setViewportSize(desktop);
  });

  test('"Sačuvaj oglas": the modal gives way to the login page, which says why; Back returns to the modal; after the login the listing is saved', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const dialog = await openAsModal(page, toSave);
    await dialog.getByTestId('save-button').click();
    const login = `/login?next=${encodeURIComponent(`/p/${toSave.id}?after=save`)}&reason=save`;
    await expect(page).toHaveURL(login);
    // The login page alone: no listing left on top of it.
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: bs.accounts.login.title })).toBeVisible();
    await expect(page.getByText(bs.accounts.login.reason.save)).toBeVisible();
    await expectAccessible(page);

    // Back: the listing over the results again, which Escape closes.
    await page.goBack();
    await expect(page).toHaveURL(`/p/${toSave.id}`);
    await expect(page.getByRole('dialog').getByTestId('property-page')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(results);

    // Asked again, and this time logged in: the listing is saved without another press.
    await openAsModal(page, toSave);
    await page.getByRole('dialog').getByTestId('save-button').click();
    await expect(page).toHaveURL(login);
    await logIn(page, buyer);
    await expect(page).toHaveURL(`/p/${toSave.id}`, { timeout: 30_000 });
    await expect(page.getByTestId('save-button')).toHaveAttribute('aria-pressed', 'true', {
      timeout: 15_000,
    });
    await expect(toast(page, P.save.saved)).toBeVisible();
    // It was stored: a reload (without the request in the address) still shows it saved.
    await page.reload();
    await expect(page.getByTestId('save-button')).toHaveAttribute('aria-pressed', 'true', {
      timeout: 15_000,
    });
  });

  test('"Prikaži broj telefona": the login says why, and the number is shown and focused after it', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const dialog = await openAsModal(page, toCall);
    await dialog.getByRole('button', { name: P.owner.showPhone }).click();
    await expect(page).toHaveURL(
      `/login?next=${encodeURIComponent(`/p/${toCall.id}?after=phone`)}&reason=phone`,
    );
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText(bs.accounts.login.reason.phone)).toBeVisible();
    await logIn(page, buyer);
    await expect(page).toHaveURL(`/p/${toCall.id}`, { timeout: 30_000 });
    await expect(page.getByTestId('owner-phone')).toHaveText(phoneAsShown(owner.phone));
    await expect(page.getByTestId('owner-phone')).toBeFocused();
  });
});

test('a verified e-mail code signs the user in; the address travels into the forgotten password and back (desktop)', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  await acceptCookies(context, baseURL ?? webUrl);
  await page.setViewportSize(desktop);
  const email = `e2e-prvi-kod-${uniqueRun()}@example.ba`;
  let mark = await mailboxMark(request);
  await apiOf(request).call('register', {
    body: { name: 'Alma Kodić', email, phoneNumber: uniquePhone(), password, passwordConfirmation: password },
  });
  const code = await codeSentTo(request, email, mark);

  // The login finds the address unverified: the code, then signed in without the password again.
  await page.goto('/login');
  await logIn(page, { email } as TestUser);
  await expect(page).toHaveURL(`/verify-email?email=${encodeURIComponent(email)}`);
  await page.getByLabel(bs.fields.code, { exact: true }).fill(code);
  await page.getByRole('button', { name: bs.accounts.verifyEmail.submit, exact: true }).click();
  await expect(toast(page, bs.accounts.verifyEmail.signedIn)).toBeVisible();
  await expect(page).toHaveURL('/', { timeout: 30_000 });
  await expect(userMenuButton(page)).toBeVisible();
  await logOutFromUserMenu(page);
  await expect(page).toHaveURL('/login');

  // "Zaboravili ste lozinku?" takes the address typed so far, and the new password brings it back.
  await page.getByLabel(bs.fields.emailOrPhoneNumber, { exact: true }).fill(email);
  await page.getByRole('main').getByRole('link', { name: bs.accounts.login.forgotPassword }).click();
  await expect(page).toHaveURL(`/forgot-password?email=${encodeURIComponent(email)}`);
  await expect(page.getByLabel(bs.fields.email, { exact: true })).toHaveValue(email);
  mark = await mailboxMark(request);
  await page.getByRole('button', { name: bs.accounts.forgotPassword.requestSubmit }).click();
  const reset = await codeSentTo(request, email, mark);
  await page.getByLabel(bs.fields.code, { exact: true }).fill(reset);
  await page.getByRole('button', { name: bs.accounts.forgotPassword.codeSubmit }).click();
  const newPassword = 'nova-lozinka-prvi-2026';
  await page.getByLabel(bs.fields.newPassword, { exact: true }).fill(newPassword);
  await page.getByLabel(bs.fields.passwordConfirmation, { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: bs.accounts.forgotPassword.passwordSubmit }).click();
  await expect(page).toHaveURL(`/login?email=${encodeURIComponent(email)}`);
  await expect(page.getByLabel(bs.fields.emailOrPhoneNumber, { exact: true })).toHaveValue(email);
  await expect(page.getByLabel(bs.fields.password, { exact: true })).toBeFocused();
  await page.keyboard.type(newPassword);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/', { timeout: 30_000 });
  await expect(userMenuButton(page)).toBeVisible();
});

test('closing the listing modal or the photo viewer gives focus back to what opened it (desktop)', async ({
  page,
  context,
  baseURL,
  playwright,
}) => {
  test.setTimeout(90_000);
  await acceptCookies(context, baseURL ?? webUrl);
  await page.setViewportSize(desktop);
  const api = await playwright.request.newContext();
  await newUser(api, { name: 'Tarik Fokus', tag: 'fokus', verifyPhone: true });
  const flat = await publishedFlat(api, { price: 158_000, size: 59, photos: 3 });
  await api.dispose();
  const dialog = await openAsModal(page, flat);
  const opener = page
    .locator(`[data-testid="listing-card"][data-property-id="${flat.id}"]`)
    .getByRole('link');
  const tile = dialog.getByRole('button', { name: fill(P.gallery.open, { position: 2, total: 3 }) });
  await tile.click();
  await expect(page.getByTestId('photo-viewer')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('photo-viewer')).toHaveCount(0);
  await expect(tile).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('a wrong password marks the field too, and its error toast does not follow to the next page (desktop)', async ({
  page,
  context,
  baseURL,
  playwright,
}) => {
  await acceptCookies(context, baseURL ?? webUrl);
  await page.setViewportSize(desktop);
  const api = await playwright.request.newContext();
  const user = await newUser(api, { name: 'Edin Greška', tag: 'greska', verifyPhone: false });
  await api.dispose();
  await page.goto('/login');
  await page.getByLabel(bs.fields.emailOrPhoneNumber, { exact: true }).fill(user.email);
  await page.getByLabel(bs.fields.password, { exact: true }).fill('pogresna-lozinka');
  await page.getByRole('button', { name: bs.accounts.login.submit, exact: true }).click();
  await expect(toast(page, bs.errors.InvalidEmailOrPassword)).toBeVisible();
  const passwordField = page.getByLabel(bs.fields.password, { exact: true });
  await expect(passwordField).toHaveAttribute('aria-invalid', 'true');
  await expect(passwordField).toBeFocused();
  await expect(page.getByRole('main').getByText(bs.errors.InvalidEmailOrPassword)).toBeVisible();
  // Another page: the error of the login is not this page's.
  // (The address typed goes along to the registration: issue 27, item 8.)
  await page.getByRole('main').getByRole('link', { name: bs.accounts.login.register }).click();
  await expect(page).toHaveURL(`/register?email=${encodeURIComponent(user.email)}`);
  await expect(toast(page, bs.errors.InvalidEmailOrPassword)).toHaveCount(0);
});
