// The first ten minutes of a new visitor (issue 12), at the width where each defect was seen: a
// listing opened as a modal over the results asks a visitor to log in for the save or the phone
// number; the login page alone is shown, says why, and the action is finished after it.
import { bs, en } from '@krov/messages';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { webUrl } from '../ports.ts';
import {
  apiUrl,
  codeSentTo,
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
import { fill, type Listing, P, password, publishedFlat, xhr } from './property-page-fixtures.ts';

const desktop = { width: 1280, height: 900 };
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

async function logIn(page: Page, user: TestUser) {
  await page.getByLabel(bs.fields.emailOrPhoneNumber, { exact: true }).fill(user.email);
  await page.getByLabel(bs.fields.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: bs.accounts.login.submit, exact: true }).click();
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
    await context.addCookies([{ name: 'cookieconsent_status', value: 'ok', url: baseURL ?? webUrl }]);
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

test.describe('words and numbers (desktop)', () => {
  let api: APIRequestContext;
  let flat: Listing;

  test.beforeAll(async ({ playwright }) => {
    test.setTimeout(120_000);
    api = await playwright.request.newContext();
    await newUser(api, { name: 'Adnan Riječi', tag: 'rijeci', verifyPhone: true });
    flat = await publishedFlat(api, { price: 128_000, size: 48, photos: 1 });
  });

  test.afterAll(async () => {
    await api.dispose();
  });

  test.beforeEach(async ({ context, page, baseURL }) => {
    await context.addCookies([{ name: 'cookieconsent_status', value: 'ok', url: baseURL ?? webUrl }]);
    await page.setViewportSize(desktop);
  });

  test('the listing says bedrooms, as the form asked, in both languages', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto(`/p/${flat.id}`);
    const facts = page.getByTestId('facts');
    await expect(facts.getByText(P.facts.bedrooms, { exact: true })).toBeVisible();
    await expect(facts.getByText('Sobe', { exact: true })).toHaveCount(0);
    await context.addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: baseURL ?? webUrl }]);
    await page.goto(`/p/${flat.id}`);
    await expect(facts.getByText(en.propertyPage.facts.bedrooms, { exact: true })).toBeVisible();
  });

  test('a required field is named in lower case inside the sentence, in English and in Bosnian', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto('/register');
    await page.getByRole('button', { name: bs.accounts.register.submit }).click();
    await expect(page.getByText('Polje ime i prezime je obavezno', { exact: true })).toBeVisible();
    await context.addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: baseURL ?? webUrl }]);
    await page.goto('/register');
    await page.getByRole('button', { name: en.accounts.register.submit }).click();
    await expect(page.getByText('Field full name is required', { exact: true })).toBeVisible();
  });
});

test('a listing with nothing similar even by the wider rule shows no "Slični oglasi" section (desktop)', async ({
  page,
  context,
  baseURL,
  playwright,
}) => {
  test.setTimeout(90_000);
  await context.addCookies([{ name: 'cookieconsent_status', value: 'ok', url: baseURL ?? webUrl }]);
  await page.setViewportSize(desktop);
  const api = await playwright.request.newContext();
  await newUser(api, { name: 'Sanja Jedinstvena', tag: 'slicni', verifyPhone: true });
  const villa = await publishedFlat(api, { price: 2_000_000, size: 300, photos: 1 });
  const another = await publishedFlat(api, { price: 2_100_000, size: 310, photos: 1 });
  // No flat in the canton costs within ±50 % of this one.
  const unique = await publishedFlat(api, { price: 9_500_000, size: 950, photos: 1 });
  await api.dispose();
  await page.goto(`/p/${another.id}`);
  await expect(page.getByRole('heading', { name: P.similar.title })).toBeVisible();
  await expect(
    page
      .getByTestId('similar-listings')
      .locator(`[data-testid="listing-card"][data-property-id="${villa.id}"]`),
  ).toBeVisible();
  await page.goto(`/p/${unique.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('facts')).toBeVisible();
  await expect(page.getByRole('heading', { name: P.similar.title })).toHaveCount(0);
});

test.describe('the owner on their own listing, and a sold listing (desktop)', () => {
  let api: APIRequestContext;
  let buyer: TestUser;
  let seller: TestUser;
  let mine: Listing;
  let sold: Listing;

  test.beforeAll(async ({ playwright }) => {
    test.setTimeout(120_000);
    api = await playwright.request.newContext();
    buyer = await newUser(api, { name: 'Mirza Kupac', tag: 'vlasnik', verifyPhone: false });
    seller = await newUser(api, { name: 'Dina Vlasnica', tag: 'vlasnik', verifyPhone: true });
    mine = await publishedFlat(api, { price: 187_000, size: 64, photos: 1 });
    sold = await publishedFlat(api, { price: 192_000, size: 66, photos: 1 });
    const marked = await api.post(`${apiUrl}/api/properties/${sold.id}/mark-sold`, { headers: xhr });
    expect(marked.ok()).toBe(true);
  });

  test.afterAll(async () => {
    await api.dispose();
  });

  test.beforeEach(async ({ context, page, baseURL }) => {
    await context.addCookies([{ name: 'cookieconsent_status', value: 'ok', url: baseURL ?? webUrl }]);
    await page.setViewportSize(desktop);
  });

  test('the owner gets their tools, not "Sačuvaj oglas" or their own number', async ({ page }) => {
    await page.goto(`/login?next=${encodeURIComponent(`/p/${mine.id}`)}`);
    await logIn(page, seller);
    await expect(page).toHaveURL(`/p/${mine.id}`, { timeout: 30_000 });
    const tools = page.getByTestId('owner-tools');
    await expect(tools).toBeVisible({ timeout: 15_000 });
    await expect(tools.getByRole('link', { name: P.ownerTools.edit })).toHaveAttribute(
      'href',
      `/me/properties/${mine.id}`,
    );
    await expect(page.getByTestId('save-button')).toHaveCount(0);
    await expect(page.getByRole('button', { name: P.owner.showPhone })).toHaveCount(0);
  });

  test('a sold listing offers others neither the save nor the number, and says why', async ({ page }) => {
    await page.goto(`/login?next=${encodeURIComponent(`/p/${sold.id}`)}`);
    await logIn(page, buyer);
    await expect(page).toHaveURL(`/p/${sold.id}`, { timeout: 30_000 });
    await expect(page.getByTestId('owner-sold')).toHaveText(P.owner.sold);
    await expect(page.getByTestId('save-button')).toHaveCount(0);
    await expect(page.getByRole('button', { name: P.owner.showPhone })).toHaveCount(0);
    // Another listing of the same owner still offers both.
    await page.goto(`/p/${mine.id}`);
    await expect(page.getByTestId('save-button')).toBeVisible();
    await expect(page.getByRole('button', { name: P.owner.showPhone })).toBeVisible();
  });
});

test('"Dodaj nekretninu" says at once that the listing limit is reached, with the numbers (desktop)', async ({
  page,
  context,
  baseURL,
  playwright,
}) => {
  test.setTimeout(90_000);
  await context.addCookies([{ name: 'cookieconsent_status', value: 'ok', url: baseURL ?? webUrl }]);
  await page.setViewportSize(desktop);
  const api = await playwright.request.newContext();
  const seller = await newUser(api, { name: 'Emir Pun', tag: 'limit', verifyPhone: true });
  const drafts: string[] = [];
  for (let index = 0; index < 5; index += 1) {
    const created = await api.post(`${apiUrl}/api/properties`, {
      data: {
        listingType: 'rent',
        propertyType: 'apartment',
        size: 40 + index,
        price: 600,
        hidePrice: false,
        description: 'Garsonjera blizu centra.',
        address: `Ferhadija ${index + 1}`,
        location: { lat: 43.8563, lng: 18.4131 },
      },
    });
    expect(created.status()).toBe(201);
    drafts.push(((await created.json()) as { id: string }).id);
  }
  await page.goto(`/login?next=${encodeURIComponent('/me/properties')}`);
  await logIn(page, seller);
  await expect(page).toHaveURL('/me/properties', { timeout: 30_000 });
  await page.getByRole('main').getByRole('link', { name: bs.myProperties.add }).first().click();
  const prompt = page.getByTestId('limit-prompt');
  await expect(
    prompt.getByRole('heading', { name: fill(bs.properties.limitPrompt.title, { max: 5 }) }),
  ).toBeVisible();
  await expect(prompt).toContainText(fill(bs.properties.limitPrompt.text, { max: 5, used: 5 }));
  await expect(page.getByTestId('property-form')).toHaveCount(0);
  // One deleted: the form again.
  expect((await api.delete(`${apiUrl}/api/properties/${drafts[0]}`, { headers: xhr })).status()).toBe(204);
  await api.dispose();
  await page.goto('/me/properties/new');
  await expect(page.getByTestId('property-form')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('limit-prompt')).toHaveCount(0);
});

test('a verified e-mail code signs the user in; the address travels into the forgotten password and back (desktop)', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  await context.addCookies([{ name: 'cookieconsent_status', value: 'ok', url: baseURL ?? webUrl }]);
  await page.setViewportSize(desktop);
  const email = `e2e-prvi-kod-${uniqueRun()}@example.ba`;
  let mark = await mailboxMark(request);
  const registered = await request.post(`${apiUrl}/api/tokens/register`, {
    data: { name: 'Alma Kodić', email, phoneNumber: uniquePhone(), password, passwordConfirmation: password },
  });
  expect(registered.status()).toBe(201);
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
