// Issue 16's journey on the web: an owner requests an agency → the admin approves it on /admin →
// the owner invites an address → the invitee opens the e-mail's link logged out, logs in with the
// invited address and accepts → an agent on /me/agency → the owner removes them (confirmed) → the
// admin verifies the register number → /agency/{slug} shows the agency with the verified badge.
import { bs } from '@krov/messages';
import { type APIRequestContext, expect } from '@playwright/test';
import { webUrl } from '../ports.ts';
import {
  acceptCookies,
  expectAccessible,
  mailboxMark,
  newUser,
  type TestUser,
  test,
  testUserPassword,
  uniqueRun,
} from '../support.ts';
import { A, Admin, fillAgencyRequest, invitationTokenSentTo, logInAs } from './agency-fixtures.ts';

const admin = { email: 'admin@demo.krov.ba', password: 'krov-demo-2026' };

test.describe('agencies', () => {
  let api: APIRequestContext;
  let owner: TestUser;
  let invitee: TestUser;
  const run = uniqueRun();
  const agencyName = `E2E Agencija ${run}`;
  const inviteeName = `Lejla Agentić ${run}`;

  test.beforeAll(async ({ playwright }) => {
    test.setTimeout(90_000);
    api = await playwright.request.newContext();
    owner = await newUser(api, { name: 'Selma Vlasnić', tag: 'agencija', verifyPhone: false });
    invitee = await newUser(api, { name: inviteeName, tag: 'agent', verifyPhone: false });
  });

  test.afterAll(async () => {
    await api.dispose();
  });

  test('requested → approved → an agent invited, joined and removed → verified on its public page', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(60_000);
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
    await invitations.getByLabel(bs.fields.email, { exact: true }).fill(invitee.email);
    await invitations.getByRole('button', { name: A.invitations.invite }).click();
    await expect(
      invitations.getByTestId('agency-invitation').filter({ hasText: invitee.email }),
    ).toHaveAttribute('data-status', 'pending');
    const token = await invitationTokenSentTo(api, invitee.email, mark);

    // ---- the invitee opens the link logged out, logs in with the invited address, accepts ----
    await inviteePage.goto(`/invitation?token=${token}`);
    const invites = A.invitation.invites.replace('{agency}', agencyName).replace('{email}', invitee.email);
    await expect(inviteePage.getByText(invites)).toBeVisible();
    await expectAccessible(inviteePage);
    await inviteePage
      .getByTestId('invitation-logged-out')
      .getByRole('link', { name: A.invitation.login })
      .click();
    await logInAs(inviteePage, invitee.email, testUserPassword);
    await expect(inviteePage).toHaveURL(new RegExp(`/invitation\\?token=${token}$`));
    await inviteePage.getByRole('button', { name: A.invitation.accept }).click();
    await expect(inviteePage).toHaveURL(/\/me\/agency$/);
    await expect(inviteePage.getByTestId('my-agency')).toHaveAttribute('data-role', 'agent');
    await expect(inviteePage.getByTestId('agency-details')).toContainText(agencyName);

    // ---- the owner sees the agent and removes them, after a confirmation ----
    await ownerPage.reload();
    const agent = ownerPage.getByTestId('agency-agent').filter({ hasText: inviteeName });
    await expect(agent).toBeVisible();
    await expect(
      ownerPage.getByTestId('agency-invitation').filter({ hasText: invitee.email }),
    ).toHaveAttribute('data-status', 'accepted');
    await expectAccessible(ownerPage); // approved: the agents, the invitations and the edit form
    await agent.getByRole('button', { name: A.agents.removeNamed.replace('{name}', inviteeName) }).click();
    await ownerPage
      .getByTestId('confirm-dialog')
      .getByRole('button', { name: A.agents.removeDialog.confirm })
      .click();
    await expect(agent).toHaveCount(0);
    const slug = (await ownerPage.getByRole('link', { name: A.mine.details.publicPage }).getAttribute('href'))
      ?.split('/')
      .at(-1);
    expect(slug).toBeTruthy();

    // ---- the admin verifies the register number; the public page shows the badge ----
    // The filter's radios are drawn as segments: their labels take the click.
    await adminPage.locator('label', { hasText: Admin.statuses.approved }).click();
    await expect(adminPage.getByRole('radio', { name: Admin.statuses.approved })).toBeChecked();
    const approved = adminPage.getByTestId('admin-agency').filter({ hasText: agencyName });
    await approved.getByRole('button', { name: Admin.verify.button }).click();
    const verifyDialog = adminPage.getByTestId('reason-dialog');
    await verifyDialog.getByLabel(Admin.reason).fill('Broj pronađen u registru.');
    await verifyDialog.getByRole('button', { name: Admin.verify.button }).click();
    await expect(approved.getByTestId('admin-verified')).toBeVisible();

    const visitor = await browser.newContext({ baseURL: base });
    await acceptCookies(visitor, base);
    const page = await visitor.newPage();
    const answer = await page.goto(`/agency/${slug}`);
    expect(answer?.status()).toBe(200);
    // One copy for everyone, renewed 10 s after it was made (ISR).
    expect(answer?.headers()['cache-control']).toContain('s-maxage=10');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(agencyName);
    await expect(page.getByTestId('agency-verified')).toHaveText(A.page.verified);
    await expect(page.getByTestId('agency-listings-empty')).toHaveText(A.page.empty);
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    );
    expect(jsonLd).toMatchObject({ '@type': 'RealEstateAgent', name: agencyName });
    await expectAccessible(page);
    // A visitor without a session: /admin is the 404 page too, no redirect to log in.
    const hidden = await page.goto('/admin');
    expect(hidden?.status()).toBe(404);
    await Promise.all([...contexts, visitor].map((context) => context.close()));
  });
});
