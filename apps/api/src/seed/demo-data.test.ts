import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-app.ts';
import { createAccountsRepository } from '../modules/accounts/accounts.repository.ts';
import { createAgenciesRepository } from '../modules/agencies/agencies.repository.ts';
import { savedSearches } from '../modules/alerts/alerts.schema.ts';
import { createChatRepository } from '../modules/chat/chat.repository.ts';
import { properties, propertyPhotos } from '../modules/listings/listings.schema.ts';
import { listingReports } from '../modules/moderation/reports.schema.ts';
import { createPlaces } from '../modules/places/places.service.ts';
import { createPasswordHasher } from '../platform/auth/passwords.ts';
import { ManualClock } from '../platform/clock/clock.ts';
import type { DatabaseHandle } from '../platform/db/database.ts';
import { createLocalStorage } from '../platform/storage/storage.ts';
import { loadDemoData } from './demo-data.ts';

let database: DatabaseHandle;
let uploads: string;
beforeAll(async () => {
  database = await openTestDatabase();
  uploads = mkdtempSync(path.join(tmpdir(), 'krov-demo-'));
});
afterAll(async () => {
  await database.close();
  rmSync(uploads, { recursive: true, force: true });
});

describe('demo data', () => {
  it('loads accounts and listings with photos into an empty database only', async () => {
    const places = createPlaces();
    const clock = new ManualClock(new Date('2026-11-22T10:00:00.000Z'));
    const passwords = createPasswordHasher({ memoryCost: 1024, timeCost: 1 });
    const setup = { storage: createLocalStorage(uploads), places, count: 20 };
    expect(await loadDemoData(database.db, passwords, clock, setup)).toBe(true);

    const rows = await database.db.select().from(properties);
    expect(rows).toHaveLength(20);
    const states = new Set(rows.map((row) => (row.soldAt ? 'sold' : row.status)));
    expect([...states].sort()).toEqual(['expired', 'hidden', 'listed', 'sold', 'unpaid']);
    for (const row of rows) {
      expect(places.locate({ lat: row.lat, lng: row.lng })?.municipality.slug).toBe(row.municipalitySlug);
      expect(row.description).toMatch(/\S/);
      expect(row.price).toBeGreaterThan(0);
    }
    // Three private owners with a few listings each (demo-owners.ts), the rest the two approved agencies'.
    expect(new Set(rows.map((row) => row.ownerId)).size).toBe(5);
    const agencyRows = rows.filter((row) => row.agencyId !== null);
    expect(agencyRows).toHaveLength(10);
    expect(new Set(agencyRows.map((row) => row.agencyId)).size).toBe(2);
    expect(agencyRows.some((row) => row.agentId !== null)).toBe(true);

    // Freshness (issue 29): listed ones confirmed within the week, some today; the first owner has
    // one asked and waiting and one hidden because nobody answered.
    const now = clock.now().getTime();
    const ageDays = (row: (typeof rows)[number]) => (now - (row.confirmedAt?.getTime() ?? 0)) / 86_400_000;
    const waiting = rows.filter((row) => row.confirmBy !== null);
    expect(waiting).toHaveLength(1);
    expect(waiting[0]?.confirmBy?.getTime()).toBeGreaterThan(now);
    const unconfirmed = rows.filter((row) => row.hiddenUnconfirmedAt !== null);
    expect(unconfirmed.map((row) => [row.status, row.ownerId])).toEqual([['hidden', waiting[0]?.ownerId]]);
    const listed = rows.filter((row) => row.status === 'listed' && !row.soldAt && row.confirmBy === null);
    expect(listed.every((row) => ageDays(row) >= 0 && ageDays(row) < 7)).toBe(true);
    expect(listed.some((row) => ageDays(row) < 1)).toBe(true);

    // Open reports for the admins' queue, of others' listings only, one per user and listing.
    const reports = await database.db.select().from(listingReports);
    expect(reports.map((report) => [report.reason, report.status]).sort()).toEqual([
      ['duplicate', 'open'],
      ['scam', 'open'],
      ['wrong_details', 'open'],
    ]);
    for (const report of reports) {
      const listing = rows.find((row) => row.id === report.propertyId);
      expect([listing?.status, listing?.ownerId === report.reporterId]).toEqual(['listed', false]);
    }

    const photos = await database.db.select().from(propertyPhotos);
    for (const row of rows) {
      const count = photos.filter((photo) => photo.propertyId === row.id).length;
      expect(count).toBeGreaterThanOrEqual(2);
      expect(count).toBeLessThanOrEqual(4);
    }
    expect(photos.every((photo) => photo.variantWidths.length > 0)).toBe(true);
    // The original and its variants are in storage under the listing's folder.
    const sample = photos[0];
    const files = readdirSync(path.join(uploads, 'properties', sample?.propertyId as string));
    expect(files.filter((file) => file.startsWith(sample?.id as string))).toHaveLength(
      1 + (sample?.variantWidths.length ?? 0),
    );

    // Published demo listings have their lineage and first price, as if published through the lifecycle.
    for (const row of rows.filter((listing) => listing.publishedAt !== null)) {
      expect(row.lineageId).toBe(row.id);
      expect(row.firstListedAt).toEqual(row.publishedAt);
    }
    // The demo searcher's saved searches, with their match columns.
    const searches = await database.db.select().from(savedSearches);
    expect(searches.map((search) => [search.notifyFrequency, search.placeSlug])).toEqual([
      ['instant', 'kanton-sarajevo'],
      ['daily', null],
    ]);

    // The demo buyer's conversations: the first ends with a reply they have not read.
    const chats = createChatRepository(database.db);
    const marko = await createAccountsRepository(database.db).userByEmail('marko@demo.krov.ba');
    expect(await chats.unreadCount(marko?.id as string)).toBe(1);
    const conversations = await chats.page(marko?.id as string, null, 10);
    expect(conversations.map((chat) => chat.propertyId !== null)).toEqual([true, true]);

    // The demo agencies: two approved with an agent each, one request waiting for the admin.
    const agencies = createAgenciesRepository(database.db);
    expect((await agencies.list(undefined)).map((agency) => [agency.slug, agency.status])).toEqual([
      ['sarajevo-nekretnine', 'approved'],
      ['banja-luka-dom', 'approved'],
      ['mostar-stan', 'pending'],
    ]);
    const ajla = await createAccountsRepository(database.db).userByEmail('ajla@demo.krov.ba');
    expect((await agencies.membershipOf(ajla?.id as string))?.role).toBe('agent');

    expect(await loadDemoData(database.db, passwords, clock, setup)).toBe(false);
    expect(await database.db.select().from(properties)).toHaveLength(20);
  }, 60_000);
});
