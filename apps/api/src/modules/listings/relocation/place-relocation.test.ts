import type { PropertyResponse } from '@krov/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, listedListing, ok, type Seller, seller } from '../../../../test/listings-fixtures.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { createPlaces } from '../../places/ports.ts';
import { properties } from '../listings.schema.ts';
import { createRelocationRepository } from './relocation.repository.ts';
import { placeRelocations } from './relocation.schema.ts';

/**
 * Issue 31, point 1: a new places data set (OpenStreetMap's neighbourhoods) names the listings
 * saved before it anew, once per data version, without touching a pin an owner moved meanwhile.
 */
let test: TestApp;
let user: Seller;
const places = createPlaces();
/** Grbavica (Novo Sarajevo): no neighbourhood of its own before the OSM places. */
const grbavica = { lat: 43.8515, lng: 18.3946 };
const dobrinja = { lat: 43.8255, lng: 18.3555 };

beforeAll(async () => {
  test = await createTestApp();
  user = await seller(test);
  // The relocation sent at start has run (on an empty database) before the test plays an older one.
  await test.settled();
});
afterAll(() => test.close());

const db = () => test.database.db;
const view = async (id: string) => ok<PropertyResponse>(await client(test).get(`/api/properties/${id}`));
const searchIds = async (query: string) =>
  ok<{ items: { id: string }[] }>(await client(test).get(`/api/properties?${query}`)).items.map(
    (item) => item.id,
  );

async function storedNeighbourhood(id: string): Promise<string | null | undefined> {
  const rows = await db().select().from(properties).where(eq(properties.id, id));
  return rows[0]?.neighbourhoodSlug;
}

/** As if the listing had been saved before the data set knew its neighbourhood. */
async function staleNeighbourhood(id: string, slug: string | null): Promise<void> {
  await db().update(properties).set({ neighbourhoodSlug: slug }).where(eq(properties.id, id));
}

describe('listings.relocate', () => {
  it('writes the places that changed, leaves the rest, drops the cached answers, once per version', async () => {
    const atGrbavica = await listedListing(test, user, { location: grbavica });
    const atDobrinja = await listedListing(test, user, { location: dobrinja });
    const untouched = await listedListing(test, user, { location: dobrinja });
    expect(atGrbavica.place?.neighbourhood).toEqual({ slug: 'grbavica', name: 'Grbavica' });
    await staleNeighbourhood(atGrbavica.id, null);
    await staleNeighbourhood(atDobrinja.id, 'hrid');
    await db().delete(placeRelocations);
    // The public answer as cached before: the stale place.
    expect((await view(atGrbavica.id)).place?.neighbourhood).toBeNull();
    expect(await searchIds('place=grbavica')).toEqual([]);

    // The app's own job (what every start sends), in batches of two: three listings cross a batch's end.
    const relocate = () => test.jobs.listings.relocate({ batchSize: 2 });
    expect(await relocate()).toEqual({ checked: 3, moved: 2 });

    expect((await view(atGrbavica.id)).place?.neighbourhood).toEqual({ slug: 'grbavica', name: 'Grbavica' });
    expect((await view(atDobrinja.id)).place?.neighbourhood).toEqual({ slug: 'dobrinja', name: 'Dobrinja' });
    expect((await view(untouched.id)).place?.neighbourhood?.slug).toBe('dobrinja');
    expect(await searchIds('place=grbavica')).toEqual([atGrbavica.id]);
    expect(await db().select().from(placeRelocations)).toEqual([
      { placesVersion: places.version, moved: 2, finishedAt: test.clock.now() },
    ]);

    // Done for this version: the next start only checks it, however stale a row looks.
    await staleNeighbourhood(atGrbavica.id, null);
    expect(await relocate()).toBeNull();
    expect(await storedNeighbourhood(atGrbavica.id)).toBeNull();
    // A new version (here: its record gone) relocates again.
    await db().delete(placeRelocations);
    expect(await relocate()).toEqual({ checked: 3, moved: 1 });
    expect(await storedNeighbourhood(atGrbavica.id)).toBe('grbavica');
  });

  it('never writes over a pin an owner moved after it was read', async () => {
    const listing = await listedListing(test, user, { location: grbavica });
    const repository = createRelocationRepository(db());
    const [read] = (await repository.pinsAfter(null, 1000)).filter((pin) => pin.id === listing.id);
    if (!read) throw new Error('the listing was not read');
    // The owner moved it to Dobrinja meanwhile (and saved Dobrinja's places with it).
    await db()
      .update(properties)
      .set({ lat: dobrinja.lat, lng: dobrinja.lng })
      .where(eq(properties.id, listing.id));
    expect(await repository.relocate([{ ...read, neighbourhoodSlug: 'hrid' }])).toEqual([]);
    expect(await storedNeighbourhood(listing.id)).toBe('grbavica');
  });
});
