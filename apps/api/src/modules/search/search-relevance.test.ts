import type { PropertyResponse } from '@krov/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpeg } from '../../../test/image-fixtures.ts';
import {
  advanceClock,
  client,
  listedListing,
  ok,
  type Seller,
  seller,
  uploadPhotos,
} from '../../../test/listings-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { namesIn, search } from './search-test-data.ts';

/**
 * "relevant" ranks by a rank time: the publishing time plus bonus days (docs/decisions/075-relevance-rank-time.md):
 * a photo 7, five photos 3 more, a shown price 2, a description of 200+ characters 2, bedrooms and
 * bathrooms given (or land, an office) 1. Each listing below sits an hour either side of another's
 * rank time, so a bonus worth a day less or more would change the order.
 */

const hour = 3600 * 1000;
const bare = {
  price: 100_000,
  hidePrice: true,
  bedrooms: null,
  bathrooms: null,
  description: '',
  constructionYear: null,
};
const longDescription = 'Stan u mirnoj ulici, renoviran, s pogledom na park i planine. '.repeat(4);

let test: TestApp;
const made: Record<string, PropertyResponse> = {};
const owners: Record<string, Seller> = {};

/** Publishes at the current time; photos uploaded after publishing count too. */
/**
 * Each listing another flat: a size of its own (10 m² from every other's). Listings alike in every
 * fact from several owners are offers of one property, which the grouped search shows once (issue 30).
 */
let nextSize = 30;
const ownSize = () => {
  nextSize += 10;
  return nextSize;
};

async function publish(name: string, input: Record<string, unknown>, photos = 0) {
  const owner = await seller(test);
  owners[name] = owner;
  made[name] = await listedListing(test, owner, { ...bare, size: ownSize(), ...input });
  if (photos > 0) {
    const files = await Promise.all(Array.from({ length: photos }, (_, i) => jpeg(40 + i, 30)));
    ok(
      await uploadPhotos(
        test,
        owner,
        made[name].id,
        files.map((bytes) => ({ bytes })),
      ),
      201,
    );
  }
}

/** Moves the clock to `hours` after the first publishing. */
let at = 0;
function moveTo(hours: number) {
  test.clock.advance((hours - at) * hour);
  at = hours;
}

beforeAll(async () => {
  test = await createTestApp();
  // Published at hour h with bonus b, each ranks at h + b (hours); the comment gives h + b.
  await publish('onePhoto', {}, 1); //                 0 + 168 = 168
  await publish('fivePhotos', {}, 5); //               0 + 240 = 240
  moveTo(47);
  // A shown price 48, a long description 48, bedrooms and bathrooms 24:  47 + 120 = 167
  await publish('complete', { hidePrice: false, description: longDescription, bedrooms: 2, bathrooms: 1 });
  moveTo(166);
  await publish('bareBefore', {}); //                166 + 0 = 166
  moveTo(169);
  await publish('bareAfter', {}); //                 169 + 0 = 169
  moveTo(214);
  await publish('land', { propertyType: 'land' }); // 214 + 24 = 238 (land needs no rooms)
  moveTo(237);
  await publish('bare237', {}); //                   237 + 0 = 237
  moveTo(241);
  await publish('bare241', {}); //                   241 + 0 = 241
}, 180_000);
afterAll(() => test.close());

describe('the relevant sort', () => {
  it('ranks by the publishing time plus bonus days: a photo 7, five 10, completeness up to 5', async () => {
    expect(namesIn(made, await search(test, 'sort=relevant'))).toEqual([
      'bare241',
      'fivePhotos',
      'land',
      'bare237',
      'bareAfter',
      'onePhoto',
      'complete',
      'bareBefore',
    ]);
  });

  it('the order does not change as time passes: the rank time never reads the clock', async () => {
    const now = namesIn(made, await search(test, ''));
    test.clock.advance(10 * 24 * hour);
    expect(namesIn(made, await search(test, ''))).toEqual(now);
  });

  it('puts sold listings last, in their own rank order, across pages too', async () => {
    // Days have passed on the clock: the owners log in again.
    await advanceClock(test, 0, owners.fivePhotos as Seller, owners.bareAfter as Seller);
    for (const name of ['fivePhotos', 'bareAfter']) {
      const listing = made[name] as PropertyResponse;
      ok(await client(test).post(`/api/properties/${listing.id}/mark-sold`, (owners[name] as Seller).auth));
    }
    const order = [
      'bare241',
      'land',
      'bare237',
      'onePhoto',
      'complete',
      'bareBefore',
      'fivePhotos',
      'bareAfter',
    ];
    expect(namesIn(made, await search(test, 'sort=relevant'))).toEqual(order);
    // Keyset pages of three walk the same order.
    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await search(
        test,
        `sort=relevant&limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      paged.push(...namesIn(made, page));
      cursor = page.nextCursor;
    } while (cursor);
    expect(paged).toEqual(order);
  });
});
