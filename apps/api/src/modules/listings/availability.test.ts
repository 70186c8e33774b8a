import type { ConfirmAvailableResponse, PropertyResponse } from '@krov/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  askedSubject,
  byLink as byLinkOf,
  expectMails as expectMailsOf,
  hiddenSubject,
  hour,
  listingUrl,
  mailsTo as mailsToOf,
  mine as mineOf,
  minute,
  tokenIn,
} from '../../../test/availability-fixtures.ts';
import {
  advanceClock,
  client,
  day,
  listedListing,
  ok,
  type Seller,
  seller,
} from '../../../test/listings-fixtures.ts';
import { refused } from '../../../test/refusals.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * "Confirmed available" (issue 29, decisions 230–231), through the routes, the jobs and the
 * development mailbox on a real database, with the controllable clock: asked at day 7 and not
 * before, hidden 72 hours later and not before, one confirmation (in the app or by the e-mail's
 * one-tap link) resets or shows it again; the link is single-use, expiring and unforgeable; a GET
 * never confirms. Who may confirm, the reports' sooner question, the search and the agency's count:
 * availability-access.test.ts.
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
const byLink = (token: string) => byLinkOf(test, token);

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
