import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpeg } from '../../../test/image-fixtures.ts';
import {
  advanceClock,
  client,
  createListing,
  day,
  listedListing,
  ok,
  type Seller,
  seller,
  uploadPhotos,
  waitForPhotosReady,
} from '../../../test/listings-fixtures.ts';
import { refused } from '../../../test/refusals.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createAnalyticsRepository } from '../analytics/analytics.repository.ts';
import { createDevMailboxStore } from '../devmailbox/devmailbox.store.ts';
import { createPhotosRepository } from './photos.repository.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const jobs = () => test.jobs.listings;
const url = (id: string, action = '') => `/api/properties/${id}${action ? `/${action}` : ''}`;
const folderOf = (id: string) => path.join(test.config.dataDir, 'uploads', 'properties', id);
const filesOf = (id: string) => (existsSync(folderOf(id)) ? readdirSync(folderOf(id)) : []);

/** Every e-mail the development mailbox holds for the address, oldest first. */
async function mailTo(address: string) {
  const all = await createDevMailboxStore(test.database.db).list(500);
  return all.filter((message) => message.to === address && message.kind === 'email').reverse();
}

/** Waits until the queue delivered `count` e-mails to the address (and no more arrive for a moment). */
async function expectMails(address: string, count: number) {
  const deadline = Date.now() + 15_000;
  while ((await mailTo(address)).length < count && Date.now() < deadline) await sleep(25);
  await sleep(300);
  const mails = await mailTo(address);
  expect(mails).toHaveLength(count);
  return mails;
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('listings.expire: listed past validUntil → expired', () => {
  it('expires exactly at validUntil; the public page goes at once, the job only moves the status', async () => {
    const user = await seller(test);
    const property = await listedListing(test, user);
    await advanceClock(test, 30 * day - 1, user);
    await jobs().expireDue();
    expect(ok(await client(test).get(url(property.id))).status).toBe('listed');

    test.clock.advance(1);
    refused(await client(test).get(url(property.id)), 404, 'PropertyNotFound');
    expect(ok(await client(test).get(url(property.id), user.auth)).status).toBe('listed');
    await jobs().expireDue();
    expect(ok(await client(test).get(url(property.id), user.auth)).status).toBe('expired');
  });

  it('leaves hidden, unpaid and deleted listings alone', async () => {
    const user = await seller(test);
    const hidden = await listedListing(test, user);
    ok(await client(test).post(url(hidden.id, 'hide'), user.auth));
    const unpaid = await createListing(test, user);
    await advanceClock(test, 40 * day, user);
    await jobs().expireDue();
    expect(ok(await client(test).get(url(hidden.id), user.auth)).status).toBe('hidden');
    expect(ok(await client(test).get(url(unpaid.id), user.auth)).status).toBe('unpaid');
  });
});

describe('listings.expiry-notice: the owner is e-mailed 3 days before validUntil', () => {
  it("once per validity, in the owner's language, and again after a renew", async () => {
    const user = await seller(test, { language: 'en' });
    const property = await listedListing(test, user, { address: 'Ferhadija 7' });
    await advanceClock(test, 27 * day - 60_000, user);
    await jobs().sendExpiryNotices();
    await expectMails(user.email, 1); // only the registration code so far

    test.clock.advance(60_000);
    await jobs().sendExpiryNotices();
    await jobs().sendExpiryNotices();
    const [, notice] = await expectMails(user.email, 2);
    expect(notice?.subject).toBe('Your listing expires in 3 days');
    expect(notice?.text).toContain('Ferhadija 7');
    expect(notice?.text).toContain(
      `expires on ${new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/Sarajevo' }).format(new Date(property.validUntil as string))}`,
    );
    expect(notice?.text).toContain('http://localhost:3000/me/properties');
    expect(notice?.html).toContain('href="http://localhost:3000/me/properties"');

    // Renewed: a new validity, so a new notice 3 days before its end (and only then).
    ok(await client(test).post(url(property.id, 'renew'), user.auth));
    await advanceClock(test, 26 * day, user);
    await jobs().sendExpiryNotices();
    await expectMails(user.email, 2);
    test.clock.advance(4 * day);
    await jobs().sendExpiryNotices();
    await expectMails(user.email, 3);
  });

  it('in Bosnian for a Bosnian owner', async () => {
    const user = await seller(test, { language: 'bs' });
    await listedListing(test, user, { address: 'Maršala Tita 20' });
    await advanceClock(test, 27 * day, user);
    await jobs().sendExpiryNotices();
    const [, notice] = await expectMails(user.email, 2);
    expect(notice?.subject).toBe('Vaš oglas ističe za 3 dana');
    expect(notice?.text).toContain('„Maršala Tita 20“');
  });

  it('never for hidden, sold or unpaid listings', async () => {
    const user = await seller(test);
    const hidden = await listedListing(test, user);
    ok(await client(test).post(url(hidden.id, 'hide'), user.auth));
    const sold = await listedListing(test, user);
    ok(await client(test).post(url(sold.id, 'mark-sold'), user.auth));
    await createListing(test, user);
    await advanceClock(test, 28 * day, user);
    await jobs().sendExpiryNotices();
    await expectMails(user.email, 1);
  });
});

describe('photos.remove and photos.variants', () => {
  async function withPhotos(user: Seller) {
    const property = await createListing(test, user);
    ok(
      await uploadPhotos(test, user, property.id, [
        { bytes: await jpeg(900, 600) },
        { bytes: await jpeg(500, 500) },
      ]),
      201,
    );
    return waitForPhotosReady(test, user, property.id);
  }

  it('removes the photos of a deleted listing from storage', async () => {
    const user = await seller(test);
    const property = await withPhotos(user);
    expect(filesOf(property.id).length).toBeGreaterThanOrEqual(6);
    // The job refuses to touch a listing that is not deleted.
    await test.jobs.photos.removePhotos(property.id);
    expect(filesOf(property.id).length).toBeGreaterThanOrEqual(6);

    expect((await client(test).delete(url(property.id), user.auth)).statusCode).toBe(204);
    const deadline = Date.now() + 15_000;
    while (existsSync(folderOf(property.id)) && Date.now() < deadline) await sleep(25);
    expect(existsSync(folderOf(property.id))).toBe(false);
    const variant = property.photos[0]?.variants[0]?.url as string;
    expect((await client(test).get(variant)).statusCode).toBe(404);
    expect(await createPhotosRepository(test.database.db).photosOf([property.id])).toEqual([]);
  });

  it('makes no variants for a photo deleted before its turn', async () => {
    const user = await seller(test);
    const property = await withPhotos(user);
    const photoId = property.photos[0]?.id as string;
    ok(await client(test).delete(url(property.id, `photos/${photoId}`), user.auth));
    await test.jobs.photos.makeVariants(photoId);
    expect(filesOf(property.id).filter((file) => file.startsWith(photoId))).toEqual([]);
  });
});

describe('the periodic jobs', () => {
  it('are scheduled with pg-boss cron: expiry and unread-message reminders every minute, views and the daily digest’s check every 5 minutes, the notices and the photo sweeps hourly, search statistics every 10 minutes, payments reconciled every 5 and the sandbox’s late failures every minute, agency invoices issued hourly; the availability question hourly and its deadline every minute', async () => {
    // PGlite answers {rows}, node-postgres a result whose rows are the same.
    const result = (await test.database.db.execute(
      sql`select name, cron from pgboss.schedule order by name`,
    )) as {
      rows: unknown[];
    };
    const rows = result.rows;
    expect(rows).toEqual([
      { name: 'alerts.daily-digest', cron: '*/5 * * * *' },
      { name: 'chat.sweep-photos', cron: '37 * * * *' },
      { name: 'chat.unread-reminders', cron: '* * * * *' },
      { name: 'invoices.issue-due', cron: '47 * * * *' },
      { name: 'listings.availability-ask', cron: '17 * * * *' },
      { name: 'listings.availability-hide', cron: '* * * * *' },
      { name: 'listings.count-views', cron: '*/5 * * * *' },
      { name: 'listings.expire', cron: '* * * * *' },
      { name: 'listings.expiry-notice', cron: '7 * * * *' },
      { name: 'payments.reconcile', cron: '*/5 * * * *' },
      { name: 'payments.sandbox-decide', cron: '* * * * *' },
      { name: 'photos.sweep', cron: '17 * * * *' },
      { name: 'search.statistics', cron: '*/10 * * * *' },
    ]);
  });
});

describe('daily counters', () => {
  it('adds one per call to the day’s row of the listing', async () => {
    const user = await seller(test);
    const property = await createListing(test, user);
    const repository = createAnalyticsRepository(test.database.db);
    await repository.incrementCounter(property.id, 'views', '2026-12-01');
    await repository.incrementCounter(property.id, 'views', '2026-12-01');
    await repository.incrementCounter(property.id, 'phoneReveals', '2026-12-01');
    await Promise.all([
      repository.incrementCounter(property.id, 'saves', '2026-12-02'),
      repository.incrementCounter(property.id, 'saves', '2026-12-02'),
      repository.incrementCounter(property.id, 'contacts', '2026-12-02'),
    ]);
    expect(await repository.dailyCounters(property.id)).toEqual([
      { propertyId: property.id, day: '2026-12-01', views: 2, saves: 0, contacts: 0, phoneReveals: 1 },
      { propertyId: property.id, day: '2026-12-02', views: 0, saves: 2, contacts: 1, phoneReveals: 0 },
    ]);
  });
});
