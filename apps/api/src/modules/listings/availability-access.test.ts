import type { MyAgentsResponse, SearchResponse } from '@krov/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUser, approvedAgency, invitationToken } from '../../../test/agency-fixtures.ts';
import {
  askedSubject,
  expectMails as expectMailsOf,
  hour,
  listingUrl,
  mailsTo as mailsToOf,
  mine as mineOf,
  minute,
} from '../../../test/availability-fixtures.ts';
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

/**
 * "Confirmed available" (issue 29, decisions 230–232), who and what: another user gets 404, the
 * assigned agent is asked and may confirm, the agency counts what waits per agent, the reports'
 * sooner question (askToConfirm), the search's filter and sort, and both jobs run by name.
 */
let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test?.close());

const jobs = () => test.jobs.listings;
const url = listingUrl;
const asked = askedSubject;
const mailsTo = (address: string, subject: string) => mailsToOf(test, address, subject);
const expectMails = (address: string, subject: string, count: number) =>
  expectMailsOf(test, address, subject, count);
const mine = (user: Seller, id: string) => mineOf(test, user, id);

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
