import type { PriceHistoryResponse } from '@krov/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedUser } from '../../../test/accounts-fixtures.ts';
import { deliveredMails, notificationsOf, saveSearch } from '../../../test/alerts-fixtures.ts';
import {
  advanceClock,
  client,
  createListing,
  day,
  ok,
  type Seller,
  seller,
} from '../../../test/listings-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const url = (id: string, action = '') => `/api/properties/${id}${action ? `/${action}` : ''}`;

/** A searcher with one instant search for flats in Centar Sarajevo, and an owner. */
async function scene(description: string) {
  const owner = await seller(test);
  const searcher = await verifiedUser(test, { language: 'en' });
  // The text keeps each test's listings to its own searcher.
  await saveSearch(test, searcher, { propertyType: ['apartment'], place: 'centar-sarajevo', q: description });
  test.clock.advance(1_000);
  return { owner, searcher };
}

async function publish(owner: Seller, id: string) {
  ok(await client(test).post(url(id, 'publish'), owner.auth));
}

describe('an instant alert reaches the user once per search and listing', () => {
  it('at once, in the app and by e-mail with a link to the listing', async () => {
    const { owner, searcher } = await scene('mansarda');
    const listing = await createListing(test, owner, { description: 'Mansarda uz Skenderiju.' });
    await publish(owner, listing.id);
    // The job queued with the publication matches and tells: nothing else runs it here.
    const mails = await deliveredMails(test, searcher.email);
    const alert = mails.at(-1);
    expect(alert?.subject).toBe('New listing for your saved search');
    expect(alert?.text).toContain(`http://localhost:3000/p/${listing.id}`);
    expect(alert?.text).toContain('Apartment, 64.5 m², 2 bedrooms – ');
    // Issue 29: how long ago it was confirmed available (publishing confirms).
    expect(alert?.text).toContain('Confirmed available today');
    expect(alert?.html).toContain('Confirmed available today');
    const [notification] = await notificationsOf(test, searcher);
    expect(notification).toMatchObject({
      kind: 'savedSearch',
      type: 'General',
      link: `/p/${listing.id}`,
      readAt: null,
    });
  });

  it('not again when the listing is hidden and shown again, or renewed after it expired', async () => {
    const { owner, searcher } = await scene('potkrovlje');
    const listing = await createListing(test, owner, { description: 'Potkrovlje.' });
    await publish(owner, listing.id);
    const first = await deliveredMails(test, searcher.email);
    ok(await client(test).post(url(listing.id, 'hide'), owner.auth));
    ok(await client(test).post(url(listing.id, 'unhide'), owner.auth));
    await test.jobs.alerts.matchListing(listing.id);
    await advanceClock(test, 31 * day, owner, searcher);
    await test.jobs.listings.expireDue();
    ok(await client(test).post(url(listing.id, 'renew'), owner.auth));
    await test.jobs.alerts.matchListing(listing.id);
    expect(await deliveredMails(test, searcher.email)).toHaveLength(first.length);
    // The searcher's only notification is the first alert (the owner got the expiry ones).
    expect(await notificationsOf(test, searcher)).toHaveLength(1);
  });

  it('once when two api instances run the matching at the same moment', async () => {
    const { owner, searcher } = await scene('galerija');
    const second = await createTestApp({}, { database: test.database });
    try {
      const listing = await createListing(test, owner, { description: 'Galerija.' });
      await publish(owner, listing.id);
      const runs = await Promise.all([
        test.jobs.alerts.matchListing(listing.id),
        second.jobs.alerts.matchListing(listing.id),
        test.jobs.alerts.matchListing(listing.id),
      ]);
      // Whichever ran first (the queued job included) made the match; the rest made none.
      expect(runs.reduce((sum, made) => sum + made, 0)).toBeLessThanOrEqual(1);
      await deliveredMails(test, searcher.email);
      const told = (await notificationsOf(test, searcher)).filter((item) => item.link === `/p/${listing.id}`);
      expect(told).toHaveLength(1);
      const alerts = (await deliveredMails(test, searcher.email)).filter((mail) =>
        mail.text.includes(listing.id),
      );
      expect(alerts).toHaveLength(1);
    } finally {
      await second.app.close();
    }
  });
});

describe('a listing taken down and put up again as new', () => {
  it('keeps its price history and days on the market, and is not news to alerts', async () => {
    const { owner, searcher } = await scene('terasa');
    // A size no other listing of this file has: no other owner's flat is an offer of this property.
    const first = await createListing(test, owner, { description: 'Terasa.', price: 200_000, size: 71.3 });
    await publish(owner, first.id);
    const firstListed = test.clock.now().toISOString();
    await advanceClock(test, 10 * day, owner, searcher);
    ok(await client(test).put(url(first.id), owner.auth, { ...withoutServerFields(first), price: 190_000 }));
    expect((await client(test).delete(url(first.id), owner.auth)).statusCode).toBe(204);

    await advanceClock(test, day, owner, searcher);
    // The same flat: the pin a few metres off, the size rounded, a lower price.
    const again = await createListing(test, owner, {
      description: 'Terasa, novo.',
      price: 180_000,
      size: 71,
      location: { lat: 43.85632, lng: 18.41312 },
    });
    await publish(owner, again.id);
    await test.jobs.alerts.matchListing(again.id);
    await deliveredMails(test, searcher.email);
    expect(await notificationsOf(test, searcher)).toHaveLength(1);

    const history = ok<PriceHistoryResponse>(await client(test).get(url(again.id, 'price-history')));
    expect(history.firstListedAt).toBe(firstListed);
    expect(history.items.map((item) => item.price)).toEqual([200_000, 190_000, 180_000]);

    // Another flat of the owner's (a different size) is news.
    const other = await createListing(test, owner, { description: 'Terasa velika.', size: 90 });
    await publish(owner, other.id);
    await deliveredMails(test, searcher.email);
    expect(await notificationsOf(test, searcher)).toHaveLength(2);
  });
});

/** The listing's editable fields as the editor sends them back. */
function withoutServerFields(listing: Awaited<ReturnType<typeof createListing>>) {
  const { location, listingType, propertyType, size, bedrooms, bathrooms, features, price, hidePrice } =
    listing;
  return {
    listingType,
    propertyType,
    size,
    bedrooms,
    bathrooms,
    features,
    constructionYear: listing.constructionYear,
    garden: listing.garden,
    parkings: listing.parkings,
    floor: listing.floor,
    totalFloors: listing.totalFloors,
    price,
    hidePrice,
    description: listing.description,
    address: listing.address,
    location,
  };
}
