import type { PriceHistoryResponse, PropertyResponse } from '@krov/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifiedUser } from '../../../test/accounts-fixtures.ts';
import { deliveredMails, drained, notificationsOf } from '../../../test/alerts-fixtures.ts';
import {
  client,
  listedListing,
  listingInput,
  ok,
  type Seller,
  seller,
} from '../../../test/listings-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let test: TestApp;
let owner: Seller;
beforeAll(async () => {
  test = await createTestApp();
  owner = await seller(test, { language: 'en' });
});
afterAll(() => test.close());

const url = (id: string, action = '') => `/api/properties/${id}${action ? `/${action}` : ''}`;

/** The owner edits the listing to a new price (the editor sends every field back). */
async function reprice(listing: PropertyResponse, price: number, extra: Record<string, unknown> = {}) {
  const input = listingInput({ ...extra, price, description: listing.description, address: listing.address });
  test.clock.advance(60_000);
  return ok(await client(test).put(url(listing.id), owner.auth, input));
}

describe('a saved listing whose price drops', () => {
  it('tells whoever saved it (not its owner), once per change, by e-mail and in the app; a rise tells nobody', async () => {
    const listing = await listedListing(test, owner, { price: 200_000, description: 'Stan uz rijeku.' });
    const saver = await verifiedUser(test, { language: 'en' });
    const other = await verifiedUser(test, { language: 'bs' });
    ok(await client(test).put(url(listing.id, 'save'), saver.auth));
    ok(await client(test).put(url(listing.id, 'save'), other.auth));
    ok(await client(test).put(url(listing.id, 'save'), owner.auth));
    const before = (await deliveredMails(test, saver.email)).length;

    await reprice(listing, 185_000);
    await drained(test);
    const [drop] = await notificationsOf(test, saver);
    expect(drop).toMatchObject({ kind: 'priceDrop', type: 'General', link: `/p/${listing.id}` });
    expect(drop?.title).toBe('A saved listing is cheaper: 185,000 KM');
    expect(drop?.description).toContain('from 200,000 KM to 185,000 KM');
    const [bosnian] = await notificationsOf(test, other);
    expect(bosnian?.title).toBe('Sačuvani oglas je jeftiniji: 185.000 KM');
    expect(await notificationsOf(test, owner)).toEqual([]);
    const mails = (await deliveredMails(test, saver.email)).slice(before);
    expect(mails.map((mail) => mail.subject)).toEqual(['A saved listing is cheaper: 185,000 KM']);

    await reprice(listing, 190_000);
    await drained(test);
    expect(await notificationsOf(test, saver)).toHaveLength(1);
  });

  it('says nothing while the price is on request, and shows its earlier amounts to the owner alone', async () => {
    const listing = await listedListing(test, owner, { price: 150_000, description: 'Kuća na brdu.' });
    const saver = await verifiedUser(test);
    ok(await client(test).put(url(listing.id, 'save'), saver.auth));
    await reprice(listing, 140_000, { hidePrice: true });
    await drained(test);
    expect(await notificationsOf(test, saver)).toEqual([]);

    // Others see no earlier amount of a price now on request; its owner sees the history.
    const seen = ok<PriceHistoryResponse>(await client(test).get(url(listing.id, 'price-history')));
    expect(seen).toEqual({ items: [], firstListedAt: listing.publishedAt });
    const own = ok<PriceHistoryResponse>(
      await client(test).get(url(listing.id, 'price-history'), owner.auth),
    );
    expect(own.items.map((item) => item.price)).toEqual([150_000, null]);
  });

  it("another user's unpublished listing has no history to show", async () => {
    const draft = ok<PropertyResponse>(
      await client(test).post('/api/properties', owner.auth, listingInput()),
      201,
    );
    const stranger = await verifiedUser(test);
    const answer = await client(test).get(url(draft.id, 'price-history'), stranger.auth);
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ message: 'PropertyNotFound' });
    const own = ok<PriceHistoryResponse>(await client(test).get(url(draft.id, 'price-history'), owner.auth));
    expect(own).toEqual({ items: [], firstListedAt: null });
  });
});
