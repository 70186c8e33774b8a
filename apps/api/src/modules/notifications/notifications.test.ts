import type { NotificationSettings, NotificationsResponse } from '@krov/contracts';
import { translate } from '@krov/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedUser } from '../../../test/accounts-fixtures.ts';
import { deliveredMails, notificationsOf, saveSearch, unreadOf } from '../../../test/alerts-fixtures.ts';
import { advanceClock, client, createListing, day, ok, seller } from '../../../test/listings-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const me = '/api/users/me';

/** A user with `count` instant alerts in the app (one search, `count` listings published). */
async function alerted(count: number, word: string) {
  const owner = await seller(test);
  const user = await verifiedUser(test, { language: 'en' });
  await saveSearch(test, user, { q: word });
  test.clock.advance(1_000);
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const listing = await createListing(test, owner, { description: `${word} ${index}` });
    ok(await client(test).post(`/api/properties/${listing.id}/publish`, owner.auth));
    await test.jobs.alerts.matchListing(listing.id);
    test.clock.advance(1_000);
    ids.push(listing.id);
  }
  return { user, owner, ids };
}

describe('the notification list', () => {
  it('newest first in cursor pages, with the unread count of the bell', async () => {
    const { user, ids } = await alerted(3, 'kupola');
    const first = ok<NotificationsResponse>(await client(test).get(`${me}/notifications?limit=2`, user.auth));
    expect(first.items.map((item) => item.link)).toEqual([`/p/${ids[2]}`, `/p/${ids[1]}`]);
    expect(first.items[0]).toMatchObject({
      type: 'General',
      title: 'New listing for your saved search',
      readAt: null,
    });
    const second = ok<NotificationsResponse>(
      await client(test).get(`${me}/notifications?limit=2&cursor=${first.nextCursor}`, user.auth),
    );
    expect(second.items.map((item) => item.link)).toEqual([`/p/${ids[0]}`]);
    expect(second.nextCursor).toBeNull();
    expect(await unreadOf(test, user)).toBe(3);
    const refused = await client(test).get(`${me}/notifications?cursor=not-ours`, user.auth);
    expect(refused.json().validationErrors[0]).toMatchObject({ field: 'cursor', error: 'Invalid' });
  });

  it('speaks the language of the page that reads it (Accept-Language), else the account’s', async () => {
    const { user } = await alerted(1, 'mahala');
    const list = async (headers: Record<string, string>) =>
      ok<NotificationsResponse>(
        await client(test).get(`${me}/notifications?limit=5`, { ...user.auth, ...headers }),
      ).items[0]?.title;
    // The account is English; a Bosnian page's bell is in Bosnian (issue 27 item 12).
    expect(await list({ 'accept-language': 'bs' })).toBe(translate('bs', 'notification.savedSearch.title'));
    expect(await list({ 'accept-language': 'en' })).toBe('New listing for your saved search');
    expect(await list({})).toBe('New listing for your saved search');
    expect(await list({ 'accept-language': 'de-DE,de;q=0.9' })).toBe('New listing for your saved search');
  });

  it('marks one read, then all; another user’s ids change nothing', async () => {
    const { user } = await alerted(2, 'toranj');
    const other = await alerted(1, 'minaret');
    const [newest] = await notificationsOf(test, user);
    const [others] = await notificationsOf(test, other.user);
    const afterOne = ok<{ count: number }>(
      await client(test).post(`${me}/notifications/read`, user.auth, { ids: [newest?.id, others?.id] }),
    );
    expect(afterOne.count).toBe(1);
    expect(await unreadOf(test, other.user)).toBe(1);
    expect((await notificationsOf(test, user))[0]?.readAt).toBe(test.clock.now().toISOString());
    ok(await client(test).post(`${me}/notifications/read`, user.auth, { all: true }));
    expect(await unreadOf(test, user)).toBe(0);
    expect(await unreadOf(test, other.user)).toBe(1);
    const empty = await client(test).post(`${me}/notifications/read`, user.auth, { ids: [] });
    expect(empty.statusCode).toBe(400);
  });

  it('tells the owner in the app when a listing is about to expire and when it expired', async () => {
    const owner = await seller(test, { language: 'en' });
    const listing = await createListing(test, owner, { address: 'Ferhadija 9' });
    ok(await client(test).post(`/api/properties/${listing.id}/publish`, owner.auth));
    await advanceClock(test, 27 * day, owner);
    await test.jobs.listings.sendExpiryNotices();
    await advanceClock(test, 3 * day, owner);
    await test.jobs.listings.expireDue();
    const [expired, expiring] = await notificationsOf(test, owner);
    expect(expiring).toMatchObject({ kind: 'listingExpiring', type: 'Action', link: '/me/properties' });
    expect(expiring?.title).toBe('Your listing expires in 3 days');
    expect(expired).toMatchObject({
      kind: 'listingExpired',
      type: 'Action',
      link: '/me/properties?tab=expired',
    });
    expect(expired?.description).toContain('Ferhadija 9');
  });
});

describe('notification settings', () => {
  it('are on by default, change per channel and kind, and are honoured by the e-mail sender', async () => {
    const owner = await seller(test);
    const user = await verifiedUser(test, { language: 'en' });
    const defaults = ok<NotificationSettings>(
      await client(test).get(`${me}/notification-settings`, user.auth),
    );
    expect(defaults.email).toEqual({
      savedSearch: true,
      priceDrop: true,
      listingExpiring: true,
      listingExpired: true,
      availability: true,
      message: true,
      agency: true,
      invitation: true,
      moderation: true,
      report: true,
      payment: true,
    });
    expect(defaults.push.savedSearch).toBe(true);
    const changed = ok<NotificationSettings>(
      await client(test).put(`${me}/notification-settings`, user.auth, { email: { savedSearch: false } }),
    );
    expect(changed.email.savedSearch).toBe(false);
    expect(changed.email.priceDrop).toBe(true);
    expect(changed.push.savedSearch).toBe(true);
    const refused = await client(test).put(`${me}/notification-settings`, user.auth, {
      email: { savedSearch: 'no' },
    });
    expect(refused.statusCode).toBe(400);

    await saveSearch(test, user, { q: 'vidikovac' });
    test.clock.advance(1_000);
    const before = (await deliveredMails(test, user.email)).length;
    const listing = await createListing(test, owner, { description: 'Vidikovac.' });
    ok(await client(test).post(`/api/properties/${listing.id}/publish`, owner.auth));
    // In the app, not by e-mail.
    expect(await deliveredMails(test, user.email)).toHaveLength(before);
    expect(await notificationsOf(test, user)).toHaveLength(1);
  });
});

describe('one-click unsubscribe (RFC 8058)', () => {
  async function alertMail(word: string) {
    const owner = await seller(test);
    const user = await verifiedUser(test, { language: 'en' });
    await saveSearch(test, user, { q: word });
    test.clock.advance(1_000);
    const listing = await createListing(test, owner, { description: word });
    ok(await client(test).post(`/api/properties/${listing.id}/publish`, owner.auth));
    const mail = (await deliveredMails(test, user.email)).at(-1);
    return { user, mail };
  }

  it('every alert e-mail carries List-Unsubscribe headers; the provider’s form POST turns its kind off', async () => {
    const { user, mail } = await alertMail('fontana');
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const header = mail?.headers?.['List-Unsubscribe'] ?? '';
    expect(header).toMatch(/^<http:\/\/localhost:3000\/api\/notifications\/unsubscribe\?token=[^>]+>$/);
    const target = new URL(header.slice(1, -1));
    expect(mail?.text).toContain(
      `http://localhost:3000/unsubscribe?token=${target.searchParams.get('token')}`,
    );

    // As a mail provider sends it: a form, no cookie, no custom header, no Origin.
    const answer = await test.app.inject({
      method: 'POST',
      url: `${target.pathname}${target.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ kind: 'savedSearch', channel: 'email' });
    const settings = ok<NotificationSettings>(
      await client(test).get(`${me}/notification-settings`, user.auth),
    );
    expect(settings.email.savedSearch).toBe(false);
    expect(settings.email.priceDrop).toBe(true);
  });

  it('a token that is not ours, or altered, is NotFound and changes nothing', async () => {
    const { user, mail } = await alertMail('kaskada');
    const token =
      new URL((mail?.headers?.['List-Unsubscribe'] ?? '').slice(1, -1)).searchParams.get('token') ?? '';
    const forged = `${Buffer.from(`${user.id}:priceDrop`).toString('base64url')}.${token.split('.')[1]}`;
    for (const bad of [forged, `${token}x`, 'nothing-at-all-here']) {
      const answer = await client(test).post(
        `/api/notifications/unsubscribe?token=${encodeURIComponent(bad)}`,
      );
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ message: 'NotFound' });
    }
    const settings = ok<NotificationSettings>(
      await client(test).get(`${me}/notification-settings`, user.auth),
    );
    expect(settings.email).toEqual({
      savedSearch: true,
      priceDrop: true,
      listingExpiring: true,
      listingExpired: true,
      availability: true,
      message: true,
      agency: true,
      invitation: true,
      moderation: true,
      report: true,
      payment: true,
    });
  });
});
