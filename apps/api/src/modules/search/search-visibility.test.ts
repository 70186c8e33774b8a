import type { PropertyResponse } from '@krov/contracts';
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
} from '../../../test/listings-fixtures.ts';
import { validationErrors } from '../../../test/refusals.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { namesIn, search } from './search-test-data.ts';

let test: TestApp;
let owner: Seller;
const made: Record<string, PropertyResponse> = {};
const owners: Record<string, Seller> = {};
const http = () => client(test);
const act = async (id: string, action: string) =>
  ok(await http().post(`/api/properties/${id}/${action}`, owner.auth));

/**
 * Each listing another flat: a size of its own (10 m² from every other's). Listings alike in every
 * fact from several owners are offers of one property, which the grouped search shows once (issue 30).
 */
let nextSize = 30;
const ownSize = () => {
  nextSize += 10;
  return nextSize;
};

/** A fresh owner for each few listings: a private user lists 5 at most. */
async function listed(name: string, input: Record<string, unknown> = {}) {
  owner = await seller(test);
  made[name] = await listedListing(test, owner, { description: '', size: ownSize(), ...input });
  owners[name] = owner;
}

/** Everything the search could show, in one page, in every sort, by name. */
async function everywhere(query = ''): Promise<string[][]> {
  const sorts = ['relevant', 'newest', 'oldest', 'price_asc', 'price_desc', 'size_asc', 'size_desc'];
  return Promise.all(
    sorts.map(async (sort) => namesIn(made, await search(test, `${query}&sort=${sort}&limit=48`)).sort()),
  );
}

beforeAll(async () => {
  test = await createTestApp();
  // Day 0: listed, then expired by the job 31 days later; sold while listed, public for 30 days.
  await listed('expiredByJob');
  await listed('soldLongAgo');
  await act(made.soldLongAgo?.id as string, 'mark-sold');
  await advanceClock(test, 31 * day);
  await test.jobs.listings.expireDue();
  // Day 31: listed; its validity ends on day 61, and the job does not run again.
  await listed('lapsed');
  await advanceClock(test, 31 * day);
  // Day 62: one listing in every other state.
  await listed('visible', { price: 77_000 });
  await listed('soldRecently');
  await act(made.soldRecently?.id as string, 'mark-sold');
  await listed('hidden');
  await act(made.hidden?.id as string, 'hide');
  await listed('soldFromHidden');
  await act(made.soldFromHidden?.id as string, 'hide');
  await act(made.soldFromHidden?.id as string, 'mark-sold');
  await listed('deleted');
  expect((await http().delete(`/api/properties/${made.deleted?.id}`, owner.auth)).statusCode).toBe(204);
  owner = await seller(test);
  made.unpaid = await createListing(test, owner, { description: '' });
}, 120_000);
afterAll(() => test.close());

describe('GET /api/properties shows public listings only', () => {
  it('unpaid, hidden, expired, sold from hidden, deleted and lapsed listings never appear', async () => {
    // The lapsed one is still "listed" (the job did not run): only its validity makes it private.
    expect(await statusOf('lapsed')).toBe('listed');
    expect(await statusOf('expiredByJob')).toBe('expired');
    const publicOnes = ['soldRecently', 'visible'];
    expect(await everywhere()).toEqual(Array(7).fill(publicOnes));
    expect(await everywhere('place=bosna-i-hercegovina&q=zmaja bosne')).toEqual(Array(7).fill(publicOnes));
    expect(await everywhere('priceMin=0&sizeMin=0&bedroomsMin=0')).toEqual(Array(7).fill(publicOnes));
    const answer = await search(test, 'limit=1');
    expect([answer.total, answer.totalExact]).toEqual([2, true]);
  });

  it('a price hidden after publishing stops matching price filters and sorts last at once', async () => {
    const id = made.visible?.id as string;
    const priced = 'priceMin=77000&priceMax=77000';
    expect(namesIn(made, await search(test, priced))).toEqual(['visible']);
    const { auth } = await ownerOf('visible');
    ok(await http().put(`/api/properties/${id}/hide-price`, auth, { hidden: true }));
    expect(namesIn(made, await search(test, priced))).toEqual([]);
    for (const sort of ['price_asc', 'price_desc']) {
      const answer = await search(test, `sort=${sort}`);
      expect(namesIn(made, answer)).toEqual(['soldRecently', 'visible']);
      expect(answer.items.find((item) => item.id === id)?.price).toBeNull();
    }
    ok(await http().put(`/api/properties/${id}/hide-price`, auth, { hidden: false }));
    expect(namesIn(made, await search(test, priced))).toEqual(['visible']);
  });

  it('"with photos" follows photos added and removed', async () => {
    const id = made.visible?.id as string;
    const { auth } = await ownerOf('visible');
    const withPhoto = ok(await uploadPhotos(test, { auth }, id, [{ bytes: await jpeg(64, 48) }]), 201);
    expect(namesIn(made, await search(test, 'withPhotos=true'))).toEqual(['visible']);
    // A photo is worth 7 days of freshness: it now ranks first.
    expect(namesIn(made, await search(test, ''))[0]).toBe('visible');
    const photoId = withPhoto.photos[0]?.id as string;
    ok(await http().delete(`/api/properties/${id}/photos/${photoId}`, auth));
    expect(namesIn(made, await search(test, 'withPhotos=true'))).toEqual([]);
  });
});

describe('GET /api/properties validation', () => {
  const refusal = async (query: string) => validationErrors(await http().get(`/api/properties?${query}`));

  it('a lower bound above its upper bound is LessThanOrEqual on the lower bound', async () => {
    expect(await refusal('priceMin=200000&priceMax=100000')).toEqual([
      { field: 'priceMin', error: 'LessThanOrEqual', extra: { max: 100_000, value: 200_000 } },
    ]);
    expect(await refusal('sizeMin=90&sizeMax=40')).toEqual([
      { field: 'sizeMin', error: 'LessThanOrEqual', extra: { max: 40, value: 90 } },
    ]);
  });

  it('a page holds 48 at most', async () => {
    expect(await refusal('limit=49')).toEqual([
      { field: 'limit', error: 'LessThanOrEqual', extra: { max: 48, value: 49 } },
    ]);
  });

  it('an unknown sort, type or feature is refused, not ignored', async () => {
    expect(await refusal('sort=cheapest')).toEqual([{ field: 'sort', error: 'Invalid', extra: {} }]);
    expect(await refusal('listingType=swap')).toEqual([
      { field: 'listingType', error: 'Invalid', extra: {} },
    ]);
    expect(await refusal('propertyType=house,castle')).toEqual([
      { field: 'propertyType', error: 'Invalid', extra: { value: 'castle' } },
    ]);
    expect(await refusal('features=moat')).toEqual([
      { field: 'features', error: 'Invalid', extra: { value: 'moat' } },
    ]);
    expect(await refusal('bbox=19,44,18,45')).toEqual([
      { field: 'bbox', error: 'Invalid', extra: { format: 'west,south,east,north' } },
    ]);
  });
});

/** The owner of a listing, logged in again at the current time. */
async function ownerOf(name: string): Promise<Seller> {
  const found = owners[name] as Seller;
  await advanceClock(test, 0, found);
  return found;
}

async function statusOf(name: string): Promise<string> {
  const { auth } = await ownerOf(name);
  return ok(await http().get(`/api/properties/${made[name]?.id}`, auth)).status;
}
