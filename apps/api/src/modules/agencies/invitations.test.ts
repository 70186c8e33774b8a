import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedUser } from '../../../test/accounts-fixtures.ts';
import {
  type Agency,
  adminUser,
  approvedAgency,
  invitationToken,
  requestAgency,
} from '../../../test/agency-fixtures.ts';
import { notificationsOf } from '../../../test/alerts-fixtures.ts';
import { messageKeyOf } from '../../../test/chat-fixtures.ts';
import { advanceClock, client, ok, type Seller, seller } from '../../../test/listings-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let test: TestApp;
let admin: Seller;
let owner: Seller;
let agency: Agency;

type Invitation = { id: string; email: string; status: string };
const invite = (email: string, by: Seller = owner) =>
  client(test).post('/api/users/me/agency/invitations', by.auth, { email });
const invitations = async () =>
  ok<{ items: Invitation[] }>(await client(test).get('/api/users/me/agency/invitations', owner.auth)).items;

beforeAll(async () => {
  test = await createTestApp();
  admin = await adminUser(test);
  ({ owner, agency } = await approvedAgency(test, admin, { name: 'Sarajevo Dom' }));
});
afterAll(() => test?.close());

describe('inviting an agent', () => {
  it('only an approved agency invites', async () => {
    const pendingOwner = await seller(test);
    await requestAgency(test, pendingOwner, { name: 'Na čekanju' });
    const refused = await invite('neko@example.ba', pendingOwner);
    expect(refused.statusCode).toBe(403);
    expect(messageKeyOf(refused)).toBe('AgencyNotApproved');
  });

  it('an e-mail carries a single-use link; the invitee accepts with that address and becomes an agent', async () => {
    const agent = await verifiedUser(test, { name: 'Amel Agent' });
    const sent = ok<Invitation>(await invite(agent.email), 201);
    expect(sent).toMatchObject({ email: agent.email, status: 'pending' });
    const token = await invitationToken(test, agent.email);
    // Someone with an account is told under the bell too.
    const [told] = (await notificationsOf(test, agent)).filter((each) => each.kind === 'invitation');
    expect(told).toMatchObject({
      title: 'Sarajevo Dom vas poziva da postanete agent',
      link: `/invitation?token=${token}`,
    });

    expect(ok(await client(test).get(`/api/invitations/${token}`))).toEqual({
      agencyName: 'Sarajevo Dom',
      email: agent.email,
    });
    const stranger = await verifiedUser(test);
    expect(messageKeyOf(await client(test).post(`/api/invitations/${token}/accept`, stranger.auth))).toBe(
      'InvitationNotFound',
    );
    const joined = ok(await client(test).post(`/api/invitations/${token}/accept`, agent.auth));
    expect(joined).toEqual({
      id: agency.id,
      name: 'Sarajevo Dom',
      slug: agency.slug,
      status: 'approved',
      role: 'agent',
    });
    // Used: the link no longer works, for anyone.
    expect(messageKeyOf(await client(test).get(`/api/invitations/${token}`))).toBe('InvitationNotFound');
    expect(messageKeyOf(await client(test).post(`/api/invitations/${token}/accept`, agent.auth))).toBe(
      'InvitationNotFound',
    );
    expect((await invitations()).find((each) => each.id === sent.id)?.status).toBe('accepted');
    const people = ok<{ items: { name: string; role: string; email: string }[] }>(
      await client(test).get('/api/users/me/agency/agents', owner.auth),
    ).items;
    expect(people.map((each) => [each.name, each.role])).toEqual([
      ['Vlasnik Agencije', 'owner'],
      ['Amel Agent', 'agent'],
    ]);
    // An agent belongs to one agency: another agency's invitation cannot be accepted.
    const other = await approvedAgency(test, admin, { name: 'Mostar Kuće' });
    await invite(agent.email, other.owner);
    const second = await invitationToken(test, agent.email);
    expect(messageKeyOf(await client(test).post(`/api/invitations/${second}/accept`, agent.auth))).toBe(
      'ActionForbidden',
    );
  });

  it('resend gives a new link (the old one stops) at most once a minute; revoke ends it', async () => {
    const email = 'buduci.agent@example.ba';
    const sent = ok<Invitation>(await invite(email), 201);
    const first = await invitationToken(test, email);
    const tooSoon = await client(test).post(`/api/users/me/agency/invitations/${sent.id}/resend`, owner.auth);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.headers['retry-after']).toBe('60');
    await advanceClock(test, 61_000, owner);
    ok(await client(test).post(`/api/users/me/agency/invitations/${sent.id}/resend`, owner.auth));
    const second = await invitationToken(test, email);
    expect(second).not.toBe(first);
    expect(messageKeyOf(await client(test).get(`/api/invitations/${first}`))).toBe('InvitationNotFound');
    expect(ok(await client(test).get(`/api/invitations/${second}`))).toMatchObject({ email });

    expect(
      (await client(test).delete(`/api/users/me/agency/invitations/${sent.id}`, owner.auth)).statusCode,
    ).toBe(204);
    expect(messageKeyOf(await client(test).get(`/api/invitations/${second}`))).toBe('InvitationNotFound');
    expect((await invitations()).find((each) => each.id === sent.id)?.status).toBe('revoked');
  });

  it('a link expires after 7 days; the invitee may decline an open one', async () => {
    const late = await verifiedUser(test);
    const sent = ok<Invitation>(await invite(late.email), 201);
    const token = await invitationToken(test, late.email);
    await advanceClock(test, 7 * 24 * 3600 * 1000 + 1000, owner, late as Seller);
    expect(messageKeyOf(await client(test).post(`/api/invitations/${token}/accept`, late.auth))).toBe(
      'InvitationNotFound',
    );
    expect((await invitations()).find((each) => each.id === sent.id)?.status).toBe('expired');

    const declining = await verifiedUser(test);
    await invite(declining.email);
    const open = await invitationToken(test, declining.email);
    expect((await client(test).post(`/api/invitations/${open}/decline`, declining.auth)).statusCode).toBe(
      204,
    );
    expect(messageKeyOf(await client(test).get(`/api/invitations/${open}`))).toBe('InvitationNotFound');
  });

  it('only the owner manages invitations', async () => {
    const [anAgent] = ok<{ items: { userId: string; role: string }[] }>(
      await client(test).get('/api/users/me/agency/agents', owner.auth),
    ).items.filter((each) => each.role === 'agent');
    expect(anAgent).toBeDefined();
    const outsider = await seller(test);
    expect(messageKeyOf(await invite('x@example.ba', outsider))).toBe('AgencyNotFound');
  });
});

describe('leaving the agency', () => {
  it('the owner removes an agent; an agent leaves; the owner cannot be removed; others may not remove', async () => {
    const [stays, leaves] = [await verifiedUser(test), await verifiedUser(test)];
    for (const agent of [stays, leaves]) {
      await invite(agent.email);
      ok(
        await client(test).post(
          `/api/invitations/${await invitationToken(test, agent.email)}/accept`,
          agent.auth,
        ),
      );
    }
    const removeAs = (by: { auth: Record<string, string> }, userId: string) =>
      client(test).delete(`/api/users/me/agency/agents/${userId}`, by.auth);
    expect(messageKeyOf(await removeAs(stays, leaves.id))).toBe('ActionForbidden');
    expect(messageKeyOf(await removeAs(owner, owner.id))).toBe('ActionForbidden');
    expect((await removeAs(leaves, leaves.id)).statusCode).toBe(204);
    expect(ok(await client(test).get('/api/users/me/agency', leaves.auth))).toBeNull();
    expect((await removeAs(owner, stays.id)).statusCode).toBe(204);
    expect(ok(await client(test).get('/api/users/me/agency', stays.auth))).toBeNull();
    expect(messageKeyOf(await removeAs(owner, stays.id))).toBe('UserNotFound');
  });
});
