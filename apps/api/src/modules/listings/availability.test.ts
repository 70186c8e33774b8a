import type {
  ConfirmAvailableResponse,
  MyAgentsResponse,
  PropertyResponse,
  SearchResponse,
} from '@krov/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUser, approvedAgency, invitationToken } from '../../../test/agency-fixtures.ts';
import {
  advanceClock,
  client,
  createListing,
  day,
  listedListing,
  ok,
  type Seller,
  seller,
} from '../../../test/listings-fixtures.ts';
import { refused } from '../../../test/refusals.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createDevMailboxStore } from '../devmailbox/devmailbox.store.ts';

/**
 * "Confirmed available" (issue 29, decisions 230–232), through the routes, the jobs and the
 * development mailbox on a real database, with the controllable clock: asked at day 7 and not
 * before, hidden 72 hours later and not before, one confirmation (in the app or by the e-mail's
 * one-tap link) resets or shows it again; the link is single-use, expiring and unforgeable; a GET
 * never confirms; the reports' sooner question; the search's filter and sort; the agency's count.
 */
let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test?.close());

const hour = 3600 * 1000;
const minute = 60 * 1000;
const jobs = () => test.jobs.listings;
const url = (id: string, action = '') => `/api/properties/${id}${action ? `/${action}` : ''}`;
const asked = 'Je li vaš oglas još dostupan?';
const hiddenSubject = 'Vaš oglas je skriven jer nije potvrđen';

/** E-mails to the address with that subject, oldest first. */
async function mailsTo(address: string, subject: string) {
  const all = await createDevMailboxStore(test.database.db).list(1000);
  return all.filter((m) => m.to === address && m.kind === 'email' && m.subject === subject).reverse();
}

/** Waits until `count` such e-mails arrived (and no more arrive for a moment); answers them. */
async function expectMails(address: string, subject: string, count: number) {
  const deadline = Date.now() + 15_000;
  while ((await mailsTo(address, subject)).length < count && Date.now() < deadline) await sleep(25);
  await sleep(200);
  const mails = await mailsTo(address, subject);
  expect(mails).toHaveLength(count);
  return mails;
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The one-tap link's token in an e-mail (to the web's /still-available page). */
function tokenIn(text: string): string {
  const match = /http:\/\/localhost:3000\/still-available\?token=([^\s"<>]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no still-available link in: ${text}`);
  return decodeURIComponent(match[1]);
}

const mine = async (user: Seller, id: string) => ok(await client(test).get(url(id), user.auth));
const byLink = (token: string) => client(test).post('/api/availability-confirmations', {}, { token });

describe('the weekly question and its deadline', () => {
  let owner: Seller;
  let listing: PropertyResponse;

  it('publishing confirms: confirmedAt in the owner’s and the public answer, nothing asked', async () => {
    owner = await seller(test);
    listing = await listedListing(test, owner, { address: 'Titova 5' });
    expect(listing.confirmedAt).toBe(test.clock.now().toISOString());
    expect(listing.confirmBy).toBeNull();
    expect(listing.hiddenReason).toBeNull();
    const shown = ok(await client(test).get(url(listing.id)));
    expect(shown.confirmedAt).toBe(listing.confirmedAt);
  });

  it('asks at day 7, not a minute before, once, by e-mail with a one-tap link', async () => {
    await advanceClock(test, 7 * day - minute, owner);
    await jobs().askDue();
    expect((await mine(owner, listing.id)).confirmBy).toBeNull();

    test.clock.advance(minute);
    await jobs().askDue();
    await jobs().askDue();
    const due = new Date(test.clock.now().getTime() + 72 * hour).toISOString();
    expect((await mine(owner, listing.id)).confirmBy).toBe(due);
    // The public never sees the question.
    expect(ok(await client(test).get(url(listing.id))).confirmBy).toBeNull();
    const [mail] = await expectMails(owner.email, asked, 1);
    expect(mail?.text).toContain('Titova 5');
    expect(tokenIn(mail?.text ?? '')).toMatch(/\./);
  });

  it('hides it 72 hours later, not a minute before; the owner is told, and its answer says why', async () => {
    await advanceClock(test, 72 * hour - minute, owner);
    await jobs().hideDue();
    expect((await mine(owner, listing.id)).status).toBe('listed');

    test.clock.advance(minute);
    await jobs().hideDue();
    const hidden = await mine(owner, listing.id);
    expect(hidden).toMatchObject({ status: 'hidden', hiddenReason: 'unconfirmed', confirmBy: null });
    refused(await client(test).get(url(listing.id)), 404, 'PropertyNotFound');
    await expectMails(owner.email, hiddenSubject, 1);
    // Hidden, it is asked no more (its confirmation is 10 days old: a listed one would be).
    await advanceClock(test, day, owner);
    await jobs().askDue();
    await expectMails(owner.email, asked, 1);
  });

  it('one tap on the hidden notice’s link shows it again; the link works once', async () => {
    const [notice] = await mailsTo(owner.email, hiddenSubject);
    const token = tokenIn(notice?.text ?? '');
    const confirmed = ok<ConfirmAvailableResponse>(await byLink(token));
    expect(confirmed).toEqual({ propertyId: listing.id, confirmedAt: test.clock.now().toISOString() });
    const shown = await mine(owner, listing.id);
    expect(shown).toMatchObject({ status: 'listed', hiddenReason: null, confirmBy: null });
    expect(shown.confirmedAt).toBe(confirmed.confirmedAt);
    expect(ok(await client(test).get(url(listing.id))).id).toBe(listing.id);
    refused(await byLink(token), 410, 'LinkExpired');
  });

  it('a confirmation in the app resets the week: the deadline passes without hiding it', async () => {
    await advanceClock(test, 7 * day, owner);
    await jobs().askDue();
    expect((await mine(owner, listing.id)).confirmBy).not.toBeNull();
    const answer = ok<ConfirmAvailableResponse>(
      await client(test).post(url(listing.id, 'confirm-available'), owner.auth),
    );
    expect(answer.confirmedAt).toBe(test.clock.now().toISOString());
    expect((await mine(owner, listing.id)).confirmBy).toBeNull();
    await advanceClock(test, 72 * hour, owner);
    await jobs().hideDue();
    expect((await mine(owner, listing.id)).status).toBe('listed');
    // The next question comes 7 days after the confirmation, not after the first question.
    await advanceClock(test, 4 * day - minute, owner);
    await jobs().askDue();
    expect((await mine(owner, listing.id)).confirmBy).toBeNull();
    test.clock.advance(minute);
    await jobs().askDue();
    expect((await mine(owner, listing.id)).confirmBy).not.toBeNull();
  });

  it('a hidden-as-unconfirmed listing whose validity ended meanwhile returns expired, as an unhide would', async () => {
    const late = await listedListing(test, owner);
    await advanceClock(test, 7 * day, owner);
    await jobs().askDue();
    await advanceClock(test, 72 * hour, owner);
    await jobs().hideDue();
    expect((await mine(owner, late.id)).hiddenReason).toBe('unconfirmed');
    await advanceClock(test, 21 * day, owner);
    ok(await client(test).post(url(late.id, 'confirm-available'), owner.auth));
    expect((await mine(owner, late.id)).status).toBe('expired');
  });
});

describe('the one-tap link', () => {
  let owner: Seller;
  let listing: PropertyResponse;
  let token: string;

  beforeAll(async () => {
    owner = await seller(test);
    listing = await listedListing(test, owner);
    await advanceClock(test, 7 * day, owner);
    await jobs().askDue();
    const [mail] = await expectMails(owner.email, asked, 1);
    token = tokenIn(mail?.text ?? '');
  });

  it('a GET never confirms (mail scanners fetch links): no such route, nothing changes', async () => {
    const get = await client(test).get(`/api/availability-confirmations?token=${encodeURIComponent(token)}`);
    expect(get.statusCode).toBe(404);
    expect((await mine(owner, listing.id)).confirmBy).not.toBeNull();
  });

  it('refuses a forged or altered token (LinkInvalid) and an empty one (validation)', async () => {
    const [id, signature] = token.split('.');
    refused(await byLink(`${id}.${'A'.repeat(signature?.length ?? 43)}`), 400, 'LinkInvalid');
    refused(await byLink(`00000000-0000-4000-8000-000000000000.${signature}`), 400, 'LinkInvalid');
    refused(await byLink('nonsense'), 400, 'LinkInvalid');
    expect((await byLink('')).statusCode).toBe(400);
    expect((await mine(owner, listing.id)).confirmBy).not.toBeNull();
  });

  it('expires: 7 days after it was sent it no longer confirms', async () => {
    const other = await listedListing(test, owner);
    await advanceClock(test, 7 * day, owner);
    await jobs().askDue();
    const mails = await expectMails(owner.email, asked, 2);
    const newest = tokenIn(mails.at(-1)?.text ?? '');
    await advanceClock(test, 7 * day, owner);
    refused(await byLink(newest), 410, 'LinkExpired');
    expect((await mine(owner, other.id)).confirmedAt).toBe(other.confirmedAt);
  });
});

describe('who may confirm, and what', () => {
  it('another user gets 404; an unpaid or expired listing is refused (ActionForbidden)', async () => {
    const owner = await seller(test);
    const stranger = await seller(test);
    const listing = await listedListing(test, owner);
    refused(
      await client(test).post(url(listing.id, 'confirm-available'), stranger.auth),
      404,
      'PropertyNotFound',
    );
    const unpaid = await createListing(test, owner);
    refused(await client(test).post(url(unpaid.id, 'confirm-available'), owner.auth), 403, 'ActionForbidden');
    await advanceClock(test, 31 * day, owner);
    refused(
      await client(test).post(url(listing.id, 'confirm-available'), owner.auth),
      403,
      'ActionForbidden',
    );
  });

  it('the assigned agent is asked and may confirm; the agency sees per agent what waits', async () => {
    const admin = await adminUser(test);
    const { owner } = await approvedAgency(test, admin, { name: 'Agencija Provjera' });
    const agent = await seller(test, { name: 'Agent Provjera' });
    await client(test).post('/api/users/me/agency/invitations', owner.auth, { email: agent.email });
    ok(
      await client(test).post(
        `/api/invitations/${await invitationToken(test, agent.email)}/accept`,
        agent.auth,
      ),
    );
    const listing = await listedListing(test, owner);
    ok(await client(test).put(url(listing.id, 'agent'), owner.auth, { agentId: agent.id }));

    await advanceClock(test, 7 * day, owner, agent);
    await jobs().askDue();
    await expectMails(agent.email, asked, 1);
    expect(await mailsTo(owner.email, asked)).toHaveLength(0);
    const agents = ok<MyAgentsResponse>(await client(test).get('/api/users/me/agency/agents', owner.auth));
    const waiting = Object.fromEntries(agents.items.map((item) => [item.userId, item.awaitingConfirmation]));
    expect(waiting).toEqual({ [owner.id]: 0, [agent.id]: 1 });

    ok(await client(test).post(url(listing.id, 'confirm-available'), agent.auth));
    const after = ok<MyAgentsResponse>(await client(test).get('/api/users/me/agency/agents', owner.auth));
    expect(after.items.map((item) => item.awaitingConfirmation)).toEqual([0, 0]);
  });
});

describe('asked sooner (the reports module: two "not available" reports)', () => {
  it('askToConfirm asks now with a 24-hour deadline, once; hidden at +24 h, not before', async () => {
    const owner = await seller(test);
    const listing = await listedListing(test, owner);
    expect(await test.availability.askToConfirm(listing.id, 24)).toBe(true);
    expect(await test.availability.askToConfirm(listing.id, 24)).toBe(false);
    // The weekly question later does not push the deadline back.
    expect(await test.availability.askToConfirm(listing.id, 72)).toBe(false);
    await expectMails(owner.email, asked, 1);
    await advanceClock(test, 24 * hour - minute, owner);
    await jobs().hideDue();
    expect((await mine(owner, listing.id)).status).toBe('listed');
    test.clock.advance(minute);
    await jobs().hideDue();
    expect((await mine(owner, listing.id)).hiddenReason).toBe('unconfirmed');
  });

  it('a listing asked weekly (72 h) is asked again with the sooner deadline', async () => {
    const owner = await seller(test);
    const listing = await listedListing(test, owner);
    await advanceClock(test, 7 * day, owner);
    await jobs().askDue();
    expect(await test.availability.askToConfirm(listing.id, 24)).toBe(true);
    const due = new Date(test.clock.now().getTime() + 24 * hour).toISOString();
    expect((await mine(owner, listing.id)).confirmBy).toBe(due);
  });
});

describe('the search: confirmed within N days, most recently confirmed first', () => {
  it('filters and sorts by the confirmation, ties broken by id', async () => {
    const owner = await seller(test);
    const word = 'Provjerenost';
    const older = await listedListing(test, owner, { description: `${word} prvi` });
    await advanceClock(test, 3 * day, owner);
    const newer = await listedListing(test, owner, { description: `${word} drugi` });
    await advanceClock(test, 5 * day, owner);
    const search = async (query: string) =>
      ok<SearchResponse>(await client(test).get(`/api/properties?q=${word}&${query}`)).items.map((i) => i.id);

    expect(await search('sort=confirmed')).toEqual([newer.id, older.id]);
    expect(await search('confirmedWithinDays=7')).toEqual([newer.id]);
    ok(await client(test).post(url(older.id, 'confirm-available'), owner.auth));
    expect(await search('sort=confirmed')).toEqual([older.id, newer.id]);
    expect((await search('confirmedWithinDays=7&sort=confirmed')).sort()).toEqual(
      [older.id, newer.id].sort(),
    );
    expect((await client(test).get('/api/properties?confirmedWithinDays=31')).statusCode).toBe(400);
    expect((await client(test).get('/api/properties?confirmedWithinDays=0')).statusCode).toBe(400);
  });
});

describe('the development tools run both jobs by name', () => {
  it('POST /dev/jobs/listings.availability-ask/run asks, …-hide/run hides', async () => {
    const owner = await seller(test);
    const listing = await listedListing(test, owner);
    const run = (name: string) =>
      test.app.inject({
        method: 'POST',
        url: `/dev/jobs/${name}/run`,
        headers: { 'x-requested-with': 'XMLHttpRequest' },
      });
    await advanceClock(test, 7 * day, owner);
    expect((await run('listings.availability-ask')).statusCode).toBe(204);
    expect((await mine(owner, listing.id)).confirmBy).not.toBeNull();
    await advanceClock(test, 72 * hour, owner);
    expect((await run('listings.availability-hide')).statusCode).toBe(204);
    expect((await mine(owner, listing.id)).hiddenReason).toBe('unconfirmed');
  });
});
