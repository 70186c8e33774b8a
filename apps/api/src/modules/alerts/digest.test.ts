import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedUser } from '../../../test/accounts-fixtures.ts';
import { deliveredMails, notificationsOf, saveSearch } from '../../../test/alerts-fixtures.ts';
import { client, createListing, ok, type Seller, seller } from '../../../test/listings-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let test: TestApp;
let owner: Seller;
beforeAll(async () => {
  test = await createTestApp();
  // Wednesday 25 November 2026, 09:00 in Sarajevo (CET): after the day's digest time.
  test.clock.set(new Date('2026-11-25T08:00:00Z'));
  owner = await seller(test);
});
afterAll(() => test.close());

/** Logs a user in again at the current clock (tokens last 15 minutes; the clock jumps hours). */
async function relogin(user: Seller) {
  const login = await client(test).post(
    '/api/tokens/login',
    {},
    { emailOrPhoneNumber: user.email, password: user.password },
  );
  user.auth = { authorization: `Bearer ${ok<{ accessToken: string }>(login).accessToken}` };
}

async function publishAndMatch(description: string) {
  await relogin(owner);
  const listing = await createListing(test, owner, { description });
  ok(await client(test).post(`/api/properties/${listing.id}/publish`, owner.auth));
  await test.jobs.alerts.matchListing(listing.id);
  return listing;
}

const digests = () => test.jobs.alerts.sendDailyDigests();

describe('daily alerts: one digest at 08:00 Europe/Sarajevo', () => {
  it('collects the day’s matches into one e-mail and one notification, sent once, at 08:00 and not before', async () => {
    const reader = await verifiedUser(test, { language: 'en' });
    const idle = await verifiedUser(test, { language: 'en' });
    const changedMind = await verifiedUser(test);
    await saveSearch(test, reader, { q: 'vrt' }, 'daily');
    await saveSearch(test, reader, { q: 'kamin' }, 'daily');
    await saveSearch(test, idle, { q: 'dvorac' }, 'daily');
    const later = await saveSearch(test, changedMind, { q: 'vrt' }, 'daily');
    const before = (await deliveredMails(test, reader.email)).length;

    test.clock.advance(60 * 60 * 1000);
    const garden = await publishAndMatch('Stan s vrtom.');
    const fireplace = await publishAndMatch('Stan s kaminom.');
    await relogin(reader as Seller);
    await relogin(changedMind as Seller);
    expect(await notificationsOf(test, reader)).toEqual([]);
    ok(
      await client(test).put(`/api/users/me/saved-searches/${later.id}`, changedMind.auth, {
        notifyFrequency: 'never',
      }),
    );

    // 07:59 the next morning: not yet.
    test.clock.set(new Date('2026-11-26T06:59:00Z'));
    expect(await digests()).toBe(0);
    // 08:00: one digest for the reader (two listings); none for the idle user or the one who turned it off.
    test.clock.set(new Date('2026-11-26T07:00:00Z'));
    expect(await digests()).toBe(1);
    expect(await digests()).toBe(0);
    test.clock.set(new Date('2026-11-26T12:00:00Z'));
    expect(await digests()).toBe(0);

    const mails = (await deliveredMails(test, reader.email)).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('2 new listings for your saved searches');
    expect(mails[0]?.text).toContain(`http://localhost:3000/p/${garden.id}`);
    expect(mails[0]?.text).toContain(`http://localhost:3000/p/${fireplace.id}`);
    await relogin(reader as Seller);
    const [digest] = await notificationsOf(test, reader);
    expect(digest).toMatchObject({
      kind: 'savedSearch',
      link: '/me/searches',
      title: '2 new listings for your saved searches',
    });
    await relogin(idle as Seller);
    expect(await notificationsOf(test, idle)).toEqual([]);
    await relogin(changedMind as Seller);
    expect(await notificationsOf(test, changedMind)).toEqual([]);
  });

  it('a match after 08:00 waits for the next morning; two runners send one digest', async () => {
    const reader = await verifiedUser(test, { language: 'bs' });
    await saveSearch(test, reader, { q: 'bazen' }, 'daily');
    test.clock.set(new Date('2026-11-26T07:30:00Z'));
    await publishAndMatch('Kuća s bazenom.');
    expect(await digests()).toBe(0);

    const second = await createTestApp({}, { database: test.database });
    try {
      second.clock.set(new Date('2026-11-27T07:00:00Z'));
      test.clock.set(new Date('2026-11-27T07:00:00Z'));
      const sent = await Promise.all([digests(), second.jobs.alerts.sendDailyDigests()]);
      expect(sent[0] + sent[1]).toBe(1);
    } finally {
      await second.app.close();
    }
    await relogin(reader as Seller);
    const [digest] = await notificationsOf(test, reader);
    expect(digest?.title).toBe('1 novi oglas za vaše sačuvane pretrage');
  });
});
