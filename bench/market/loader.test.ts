import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlaces } from '../../apps/api/src/modules/places/places.service.ts';
import { openDatabase } from '../../apps/api/src/platform/db/database.ts';
import { type GeneratedListing, marketListings } from './listings.ts';
import { type LoadReport, loadMarket } from './loader.ts';
import { marketOwners } from './owners.ts';
import { pgliteClient, type SqlClient } from './sql.ts';

const now = new Date('2026-11-23T12:00:00Z');
const seed = 5;
const listings = 400;
const owners = 30;
let pglite: PGlite;
let client: SqlClient;
let report: LoadReport;
let indexesBefore: string[];

async function indexNames(): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select indexname as name from pg_indexes where tablename in ('properties', 'property_photos') order by 1`,
  );
  return rows.map((row) => row.name);
}

async function one<T>(text: string, params?: unknown[]): Promise<T> {
  const { rows } = await client.query<{ v: T }>(text, params);
  return rows[0]?.v as T;
}

function expected(): GeneratedListing[] {
  const ownerIds = marketOwners(seed, owners, now).map((owner) => owner.id);
  const out: GeneratedListing[] = [];
  for (const listing of marketListings({ seed, ownerIds, now })) {
    out.push(listing);
    if (out.length === listings) break;
  }
  return out;
}

describe('loadMarket on PGlite (the api migrations, a small market)', () => {
  beforeAll(async () => {
    pglite = new PGlite();
    const database = await openDatabase({ kind: 'pglite-instance', pglite });
    await database.migrate();
    client = pgliteClient(pglite);
    indexesBefore = await indexNames();
    report = await loadMarket({ client, listings, owners, seed, now, batchSize: 150, rebuildIndexes: true });
  });
  afterAll(async () => {
    await pglite.close();
  });

  it('loads the owners, the listings and one photo row per counted photo', async () => {
    const generated = expected();
    const photos = generated.reduce((sum, listing) => sum + listing.photoCount, 0);
    expect(report).toMatchObject({ owners, listings, photos });
    expect(await one<number>('select count(*)::int as v from users')).toBe(owners);
    expect(await one<number>('select count(*)::int as v from properties')).toBe(listings);
    expect(await one<number>('select count(*)::int as v from property_photos')).toBe(photos);
    expect(photos).toBeGreaterThan(listings);
  });

  it('stores exactly the generated rows (ids, owners, places, prices, statuses)', async () => {
    const { rows } = await client.query<Record<string, unknown>>(
      `select id, owner_id, status, listing_type, property_type, size::float8 as size, price::float8 as price,
              hide_price, municipality_slug, neighbourhood_slug, features, published_at
       from properties`,
    );
    const stored = new Map(rows.map((row) => [row.id, row]));
    for (const listing of expected()) {
      expect(stored.get(listing.id)).toEqual({
        id: listing.id,
        owner_id: listing.ownerId,
        status: listing.status,
        listing_type: listing.listingType,
        property_type: listing.propertyType,
        size: listing.size,
        price: listing.price,
        hide_price: listing.hidePrice,
        municipality_slug: listing.municipalitySlug,
        neighbourhood_slug: listing.neighbourhoodSlug,
        features: listing.features,
        published_at: listing.publishedAt,
      });
    }
  });

  it("numbers each listing's photos from 0 with the api's key layout", async () => {
    const { rows } = await client.query<{ property_id: string; positions: number[]; key: string }>(
      `select property_id, array_agg(position order by position) as positions, min(original_key) as key
       from property_photos group by property_id`,
    );
    const counts = new Map(expected().map((listing) => [listing.id, listing.photoCount]));
    for (const row of rows) {
      expect(row.positions).toEqual(Array.from({ length: counts.get(row.property_id) ?? -1 }, (_, n) => n));
      expect(row.key).toMatch(new RegExp(`^properties/${row.property_id}/[0-9a-f-]{36}\\.webp$`));
    }
    expect(rows.length).toBe([...counts.values()].filter((count) => count > 0).length);
  });

  it('marks the expiry notices of listings ending within the notice window as sent, and no others', async () => {
    const window = `status = 'listed' and sold_at is null and valid_until > $1::timestamptz
      and valid_until <= $1::timestamptz + interval '3 days'`;
    const at = [now.toISOString()];
    expect(
      await one<number>(`select count(*)::int as v from properties where ${window}`, at),
    ).toBeGreaterThan(0);
    expect(
      await one<number>(
        `select count(*)::int as v from properties where ${window} and expiry_notice_sent_at is null`,
        at,
      ),
    ).toBe(0);
    expect(
      await one<number>(
        `select count(*)::int as v from properties where expiry_notice_sent_at is not null and not (${window})`,
        at,
      ),
    ).toBe(0);
  });

  it('keeps what the database derives right: the same indexes, and each place matches its pin', async () => {
    expect(await indexNames()).toEqual(indexesBefore);
    const places = createPlaces();
    const { rows } = await client.query<{
      lat: number;
      lng: number;
      m: string;
      n: string | null;
      c: string | null;
    }>('select lat, lng, municipality_slug as m, neighbourhood_slug as n, city_slug as c from properties');
    for (const row of rows) {
      const place = places.locate({ lat: row.lat, lng: row.lng });
      expect([row.m, row.n, row.c]).toEqual([
        place?.municipality.slug,
        place?.neighbourhood?.slug ?? null,
        place?.city?.slug ?? null,
      ]);
    }
  });

  it("leaves the search's derived columns to the database, right for every row", async () => {
    const generated = new Map(expected().map((listing) => [listing.id, listing]));
    const { rows } = await client.query<{
      id: string;
      photo_count: number;
      public_price: number | null;
      ranked: boolean;
      words: number;
    }>(
      `select id, photo_count, public_price::float8 as public_price, rank_at is not null as ranked,
              length(search_document) as words
       from properties`,
    );
    for (const row of rows) {
      const listing = generated.get(row.id) as GeneratedListing;
      expect(row.photo_count).toBe(listing.photoCount);
      expect(row.public_price).toBe(listing.hidePrice ? null : listing.price);
      expect(row.ranked).toBe(listing.publishedAt !== null);
      expect(row.words).toBeGreaterThan(5);
    }
  });

  it("rebuilds the map's tables once after the load: a point per public listing, cells that add up", async () => {
    const listed = await one<number>(`select count(*)::int as v from properties where status = 'listed'`);
    expect(await one<number>('select count(*)::int as v from map_points')).toBe(listed);
    expect(
      await one<number>(
        'select sum(listings)::int as v from map_cells where level = (select max(level) from map_cells)',
      ),
    ).toBe(listed);
  });

  it('refuses to load into a database that already holds listings', async () => {
    await expect(
      loadMarket({ client, listings: 1, owners: 1, seed, now, batchSize: 10, rebuildIndexes: false }),
    ).rejects.toThrow(/already holds listings/);
  });
});
