// Issue 16's journey on the web: an owner requests an agency → the admin approves it on /admin →
// the owner invites a new address → the invitee opens the e-mail's link logged out, registers with
// the invited address, verifies it and comes back to accept → the owner publishes a listing and
// assigns it to the agent in /me/properties → its page shows the agent → the admin verifies the
// register number → /agency/{slug} shows the agency with the verified badge and the listing → the
// owner removes the agent (confirmed) → the listing is the owner's again in /me/properties.
import { bs } from '@krov/messages';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { webUrl } from '../ports.ts';
import {
  acceptCookies,
  codeSentTo,
  expectAccessible,
  mailboxMark,
  newUser,
  type TestUser,
  test,
  testUserPassword,
  toast,
  uniquePhone,
  uniqueRun,
} from '../support.ts';
import { A, Admin, fillAgencyRequest, invitationTokenSentTo, logInAs } from './agency-fixtures.ts';
import { publishFlat } from './alerts-fixtures.ts';

const admin = { email: 'admin@demo.krov.ba', password: 'krov-demo-2026' };
const M = bs.myProperties;

/** Who holds the listing, as the owner's card of /me/properties shows it (its chosen option). */
const holderOn = (page: Page, id: string) =>
  page
    .locator(`[data-testid="property-card"][data-property-id="${id}"]`)
    .getByLabel(M.agent.label, { exact: true });

test.describe('agencies', () => {
  let api: APIRequestContext;
  let owner: TestUser;
  const run = uniqueRun();
  const agencyName = `E2E Agencija ${run}`;
  const inviteeName = `Lejla Agentić ${run}`;
  // Nobody has this address yet: the invitee registers from the invitation.
  const inviteeEmail = `e2e-agent-${run}@example.ba`;

  test.beforeAll(async ({ playwright }) => {
    test.setTimeout(90_000);
    api = await playwright.request.newContext();
    // `api` stays logged in as the owner (a verified phone: the owner publishes).
    owner = await newUser(api, { name: 'Selma Vlasnić', tag: 'agencija', verifyPhone: true });
  });

  test.afterAll(async () => {
    await api.dispose();
  });

  test('requested → approved → an agent invited, registered, given a listing and removed → its public page', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const base = baseURL ?? webUrl;
    const contexts = await Promise.all([0, 1, 2].map(() => browser.newContext({ baseURL: base })));
    await Promise.all(contexts.map((context) => acceptCookies(context, base)));
    const [ownerPage, adminPage, inviteePage] = await Promise.all(
      contexts.map((context) => context.newPage()),
    );
    if (!ownerPage || !adminPage || !inviteePage) throw new Error('three pages');

    // ---- the owner requests the agency ----
    await ownerPage.goto('/me/agency');
    await expect(ownerPage).toHaveURL(/\/login\?next=%2Fme%2Fagency/);
    await logInAs(ownerPage, owner.email, testUserPassword);
    await expect(ownerPage).toHaveURL(/\/me\/agency$/);
    await expect(ownerPage.getByRole('heading', { name: A.mine.create.title })).toBeVisible();
    await fillAgencyRequest(ownerPage, agencyName);
    await ownerPage.getByRole('button', { name: A.mine.create.submit }).click();
    const status = ownerPage.getByTestId('agency-status');
    await expect(status).toHaveAttribute('data-status', 'pending');
    await expect(status.getByRole('heading')).toHaveText(A.status.pending.title);
    await expectAccessible(ownerPage);
    // The owner is no admin: /admin is the 404 page, as any path that does not exist.
    const refused = await ownerPage.goto('/admin');
    expect(refused?.status()).toBe(404);
    await expect(ownerPage.getByRole('heading', { level: 1 })).toHaveText(bs.notFound.title);

    // ---- the admin approves it ----
    await adminPage.goto('/login?next=%2Fadmin');
    await logInAs(adminPage, admin.email, admin.password);
    await expect(adminPage).toHaveURL(/\/admin$/);
    // /admin opens on the queue of reports; the agency requests are their own section.
    await adminPage.getByRole('button', { name: bs.admin.sections.agencies, exact: true }).click();
    const request = adminPage.getByTestId('admin-agency').filter({ hasText: agencyName });
    await expect(request).toHaveAttribute('data-status', 'pending');
    await expect(request).toContainText(owner.email);
    await expectAccessible(adminPage);
    await request.getByRole('button', { name: Admin.approve.button }).click();
    const approveDialog = adminPage.getByTestId('reason-dialog');
    await approveDialog.getByLabel(Admin.reason).fill('Podaci provjereni, dobrodošli.');
    await approveDialog.getByRole('button', { name: Admin.approve.button }).click();
    await expect(request).toHaveCount(0); // it leaves the requests

    // ---- the owner sees it approved and invites an address ----
    await ownerPage.goto('/me/agency');
    await expect(status).toHaveAttribute('data-status', 'approved');
    await expect(ownerPage.getByTestId('agency-status-reason')).toContainText('Podaci provjereni');
    const mark = await mailboxMark(api);
    const invitations = ownerPage.getByTestId('agency-invitations');
    await invitations.getByLabel(bs.fields.email, { exact: true }).fill(inviteeEmail);
    await invitations.getByRole('button', { name: A.invitations.invite }).click();
    await expect(
      invitations.getByTestId('agency-invitation').filter({ hasText: inviteeEmail }),
    ).toHaveAttribute('data-status', 'pending');
    const token = await invitationTokenSentTo(api, inviteeEmail, mark);

    // ---- the invitee opens the link logged out, registers with the invited address, verifies
    // it, comes back to the invitation and accepts ----
    await inviteePage.goto(`/invitation?token=${token}`);
    const invites = A.invitation.invites.replace('{agency}', agencyName).replace('{email}', inviteeEmail);
    await expect(inviteePage.getByText(invites)).toBeVisible();
    await expectAccessible(inviteePage);
    await inviteePage
      .getByTestId('invitation-logged-out')
      .getByRole('link', { name: A.invitation.register })
      .click();
    await expect(inviteePage).toHaveURL(/\/register\?next=/);
    await expect(inviteePage.getByLabel(bs.fields.email, { exact: true })).toHaveValue(inviteeEmail);
    await expectAccessible(inviteePage);
    const registered = await mailboxMark(api);
    await inviteePage.getByLabel(bs.fields.name, { exact: true }).fill(inviteeName);
    await inviteePage.getByLabel(bs.fields.phoneNumber, { exact: true }).fill(uniquePhone('62'));
    await inviteePage.getByLabel(bs.fields.password, { exact: true }).fill(testUserPassword);
    await inviteePage.getByLabel(bs.fields.passwordConfirmation, { exact: true }).fill(testUserPassword);
    await inviteePage.getByRole('button', { name: bs.accounts.register.submit }).click();
    await expect(inviteePage).toHaveURL(/\/verify-email\?/);
    await expectAccessible(inviteePage);
    await inviteePage
      .getByLabel(bs.fields.code, { exact: true })
      .fill(await codeSentTo(api, inviteeEmail, registered));
    await inviteePage.getByRole('button', { name: bs.accounts.verifyEmail.submit, exact: true }).click();
    await expect(inviteePage).toHaveURL(new RegExp(`/invitation\\?token=${token}$`));
    await inviteePage.getByRole('button', { name: A.invitation.accept }).click();
    await expect(inviteePage).toHaveURL(/\/me\/agency$/);
    await expect(inviteePage.getByTestId('my-agency')).toHaveAttribute('data-role', 'agent');
    await expect(inviteePage.getByTestId('agency-details')).toContainText(agencyName);

    // ---- the owner sees the agent joined ----
    await ownerPage.reload();
    const agent = ownerPage.getByTestId('agency-agent').filter({ hasText: inviteeName });
    await expect(agent).toBeVisible();
    await expect(
      ownerPage.getByTestId('agency-invitation').filter({ hasText: inviteeEmail }),
    ).toHaveAttribute('data-status', 'accepted');
    await expectAccessible(ownerPage); // approved: the agents, the invitations and the edit form
    const slug = (await ownerPage.getByRole('link', { name: A.mine.details.publicPage }).getAttribute('href'))
      ?.split('/')
      .at(-1);
    expect(slug).toBeTruthy();

    // ---- the owner publishes a listing (listed at once: an approved agency's) and gives it to
    // the agent on its card in /me/properties ----
    const listingId = await publishFlat(api, 185_000);
    await ownerPage.goto('/me/properties');
    const holder = holderOn(ownerPage, listingId);
    await expect(holder.locator('option:checked')).toHaveText(M.agent.none);
    await expectAccessible(ownerPage);
    await holder.selectOption({ label: inviteeName });
    await expect(toast(ownerPage, M.agent.assigned.replace('{name}', inviteeName))).toBeVisible();
    await expect(holder.locator('option:checked')).toHaveText(inviteeName);
    // The agent filter: nothing is left unassigned; the agent holds it.
    const filter = ownerPage.getByLabel(M.agent.filter, { exact: true });
    await filter.selectOption({ label: M.agent.filterNone });
    await expect(ownerPage.getByTestId('properties-no-match')).toBeVisible();
    await filter.selectOption({ label: inviteeName });
    await expect(ownerPage).toHaveURL(/[?&]agent=[0-9a-f-]{36}/);
    await expect(holder).toBeVisible();

    // ---- the listing's page shows the agent's card, for the agency ----
    const visitor = await browser.newContext({ baseURL: base });
    await acceptCookies(visitor, base);
    const page = await visitor.newPage();
    await page.goto(`/p/${listingId}`);
    const contact = page.getByTestId('owner-card');
    await expect(contact).toContainText(inviteeName);
    await expect(contact.getByTestId('owner-agency')).toContainText(agencyName);
    await expectAccessible(page);

    // ---- the admin verifies the register number; the public page shows the badge and the listing ----
    // The filter's radios are drawn as segments: their labels take the click.
    await adminPage.locator('label', { hasText: Admin.statuses.approved }).click();
    await expect(adminPage.getByRole('radio', { name: Admin.statuses.approved })).toBeChecked();
    const approved = adminPage.getByTestId('admin-agency').filter({ hasText: agencyName });
    await approved.getByRole('button', { name: Admin.verify.button }).click();
    const verifyDialog = adminPage.getByTestId('reason-dialog');
    await verifyDialog.getByLabel(Admin.reason).fill('Broj pronađen u registru.');
    await verifyDialog.getByRole('button', { name: Admin.verify.button }).click();
    await expect(approved.getByTestId('admin-verified')).toBeVisible();

    const answer = await page.goto(`/agency/${slug}`);
    expect(answer?.status()).toBe(200);
    // One copy for everyone, renewed 10 s after it was made (ISR).
    expect(answer?.headers()['cache-control']).toContain('s-maxage=10');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(agencyName);
    await expect(page.getByTestId('agency-verified')).toHaveText(A.page.verified);
    await expect(page.getByTestId('agency-listings').locator(`a[href="/p/${listingId}"]`)).toBeVisible();
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    );
    expect(jsonLd).toMatchObject({ '@type': 'RealEstateAgent', name: agencyName });
    await expectAccessible(page);

    // ---- the owner removes the agent, after a confirmation: the listing is the owner's again ----
    await ownerPage.goto('/me/agency');
    await agent.getByRole('button', { name: A.agents.removeNamed.replace('{name}', inviteeName) }).click();
    await ownerPage
      .getByTestId('confirm-dialog')
      .getByRole('button', { name: A.agents.removeDialog.confirm })
      .click();
    await expect(agent).toHaveCount(0);
    await ownerPage.goto('/me/properties');
    await expect(holder.locator('option:checked')).toHaveText(M.agent.none);
    await expect(ownerPage.getByLabel(M.agent.filter, { exact: true }).locator('option')).toHaveText([
      M.agent.all,
      M.agent.filterNone,
    ]);

    // A visitor without a session: /admin is the 404 page too, no redirect to log in.
    const hidden = await page.goto('/admin');
    expect(hidden?.status()).toBe(404);
    await Promise.all([...contexts, visitor].map((context) => context.close()));
  });
});
